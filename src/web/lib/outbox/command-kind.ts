import type { QueryClient, QueryKey } from "@tanstack/react-query";

/** What a refused change was about, for the one toast that says so ("Couldn't save “Milk”: …"). */
export type CommandSubject = { name: string; gone: "note" | "list" | "tag" | "item" | "day" | "order" };

/**
 * One kind of change the outbox carries. Every part but `prepare` and `send` is pure, so a command can
 * be applied again to any cached query at any time: on start-up over the restored cache, and after
 * every fetch while it waits (docs/decisions/017, "The outbox").
 */
export type CommandKind<Input, Args, Result> = {
  /** What a screen passes → what is stored: reads from the cache now what the change needs later. */
  prepare: (queryClient: QueryClient, input: Input) => Args;
  /** Sends it once through the typed client; throws ApiError for an answer that is not 2xx. */
  send: (args: Args, idempotencyKey: string) => Promise<Result>;
  /** The change applied to one cached query's data (the same data back when it does not concern it). */
  apply: (key: QueryKey, data: unknown, args: Args) => unknown;
  /** Fetched again once the outbox is empty (or at once when the server refuses the change). */
  affects: QueryKey[];
  subject: (args: Args) => CommandSubject;
};

export function commandKind<Input, Args, Result>(kind: CommandKind<Input, Args, Result>) {
  return kind;
}

/** Whether `key` lies under `prefix` (TanStack's partial matching, for one key). */
export function isUnder(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => key[index] === part);
}

export const idempotencyHeaders = (key: string) => ({ headers: { "Idempotency-Key": key } });
