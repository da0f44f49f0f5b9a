import type { Query, QueryClient, QueryKey } from "@tanstack/react-query";
import type { StoredCommand } from "./command";
import type { PendingCommand } from "./command-kind";

/** One query's data with the waiting commands applied in order (pure: the same input, the same output). */
export function applyCommands(key: QueryKey, data: unknown, commands: readonly PendingCommand[]): unknown {
  let result = data;
  for (const command of commands) result = command.apply(key, result) ?? result;
  return result;
}

/**
 * Whether a query's data may already show a command: data set before the command was written (a
 * cache restored from an earlier visit) cannot, data fetched in this page before the outbox started
 * never had it applied; only data stamped after the command in an earlier page went through it.
 */
export function showsCommandAlready(
  dataUpdatedAt: number,
  command: Pick<StoredCommand, "createdAt">,
  pageStartedAt: number,
): boolean {
  return dataUpdatedAt < pageStartedAt && dataUpdatedAt >= command.createdAt;
}

/** Applies commands to every cached query they concern; `which` picks the commands per query. */
export function applyToCache(
  queryClient: QueryClient,
  which: (query: Query) => readonly PendingCommand[],
  queries: Query[] = queryClient.getQueryCache().getAll(),
): void {
  for (const query of queries) {
    const data = query.state.data;
    if (data === undefined) continue;
    const commands = which(query);
    if (commands.length === 0) continue;
    const next = applyCommands(query.queryKey, data, commands);
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
}

/**
 * Keeps waiting changes visible: data fresh from the server gets them all applied again; data put
 * into the cache from elsewhere (a restored cache) gets those it cannot show yet. The outbox's own
 * writes (setQueryData, "manual") are left alone.
 */
export function keepPendingVisible(queryClient: QueryClient, pending: () => readonly PendingCommand[]): () => void {
  const pageStartedAt = performance.timeOrigin;
  return queryClient.getQueryCache().subscribe((event) => {
    const commands = pending();
    if (commands.length === 0) return;
    if (event.type === "updated" && event.action.type === "success" && !event.action.manual) {
      applyToCache(queryClient, () => commands, [event.query]);
    } else if (event.type === "added" || (event.type === "updated" && event.action.type === "setState")) {
      const { dataUpdatedAt } = event.query.state;
      applyToCache(
        queryClient,
        () => commands.filter((command) => !showsCommandAlready(dataUpdatedAt, command.stored, pageStartedAt)),
        [event.query],
      );
    }
  });
}
