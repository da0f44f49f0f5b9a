import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { StoredCommand } from "./command";

/** What a refused change was about, for the one toast that says so ("Couldn't save “Milk”: …"). */
export type CommandSubject = { name: string; gone: "note" | "list" | "tag" | "item" | "day" | "order" };

/**
 * The parts of one kind of change the outbox carries. Every part but `prepare` and `send` is pure, so
 * a command can be applied again to any cached query at any time: on start-up over the restored cache,
 * and after every fetch while it waits (docs/decisions/017, "The outbox").
 */
export type CommandParts<Input, Args, Result> = {
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

/**
 * One command as the outbox holds it: what is stored, with its kind's parts bound to its args. The
 * outbox shows, sends and reports commands of every kind through this one shape.
 */
export type PendingCommand = {
  stored: StoredCommand;
  apply: (key: QueryKey, data: unknown) => unknown;
  send: () => Promise<unknown>;
  subject: () => CommandSubject;
  affects: readonly QueryKey[];
};

type CommandMeta = { id: string; createdAt: number };

/**
 * A kind as the registry (command-registry.ts) holds it, whatever its input: by the name its stored
 * commands carry, how it reads one back, and how it makes a new one of a call's input. `make` is a
 * method, so a kind of any input is a RegisteredKind: the input was checked where the call was
 * declared, `outboxCommand<typeof kind>(kind's name)` (run-command.ts).
 */
export type RegisteredKind = {
  /** Never renamed, or the commands waiting in a browser are lost. */
  readonly name: string;
  /** A stored command of this kind ready to show and send; undefined when its args are no record. */
  revive(stored: StoredCommand): PendingCommand | undefined;
  make(queryClient: QueryClient, input: unknown, meta: CommandMeta): PendingCommand;
};

export type CommandKind<Input, Args, Result, Name extends string> = CommandParts<Input, Args, Result> & {
  readonly name: Name;
  revive(stored: StoredCommand): PendingCommand | undefined;
  make(queryClient: QueryClient, input: Input, meta: CommandMeta): PendingCommand;
};

/** What a call of a command of `Kind` passes: its kind's `prepare` input. */
export type InputOf<Kind> = Kind extends {
  make(queryClient: QueryClient, input: infer Input, meta: CommandMeta): PendingCommand;
}
  ? Input
  : never;

/** What a feature's API hook calls, e.g. `createNoteCommand(input, commandId)` (see outboxCommand). */
export type OutboxCommand<Input> = (input: Input, commandId?: string) => Promise<void>;

/** A command of `kind` made of `args` (its kind's `prepare` made them, now or before a reload). */
export function pendingCommand<Input, Args, Result>(
  kind: CommandParts<Input, Args, Result> & { readonly name: string },
  { id, createdAt }: CommandMeta,
  args: Args,
): PendingCommand {
  return {
    stored: { id, kind: kind.name, args, createdAt },
    apply: (key, data) => kind.apply(key, data, args),
    send: () => kind.send(args, id),
    subject: () => kind.subject(args),
    affects: kind.affects,
  };
}

/**
 * The one boundary where stored data becomes typed again: a stored command's args were made by the
 * `prepare` of the kind it names (in this browser, by this or an earlier version of the app), and are
 * read back as that kind's args once they prove to be a record, as every kind's args are.
 */
function isArgsRecord<Args extends object>(args: unknown): args is Args {
  return typeof args === "object" && args !== null;
}

/**
 * Declares one kind of change under the name its stored commands carry (`"notes.create"`): how it is
 * prepared, sent and shown. Each feature declares its kinds beside its API hooks, in a module loaded
 * with the outbox; app/outbox.ts registers them all, as the outbox must read back any waiting
 * command at start, and the feature's API hooks declare the calls (outboxCommand, run-command.ts).
 */
export function commandKind<Input, Args extends object, Result, Name extends string>(
  name: Name,
  parts: CommandParts<Input, Args, Result>,
): CommandKind<Input, Args, Result, Name> {
  const named = { ...parts, name };
  return {
    ...named,
    make: (queryClient, input, meta) => pendingCommand(named, meta, parts.prepare(queryClient, input)),
    revive: (stored) => (isArgsRecord<Args>(stored.args) ? pendingCommand(named, stored, stored.args) : undefined),
  };
}

/** Whether `key` lies under `prefix` (TanStack's partial matching, for one key). */
export function isUnder(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => key[index] === part);
}

export const idempotencyHeaders = (key: string) => ({ headers: { "Idempotency-Key": key } });
