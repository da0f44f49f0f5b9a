import type { DehydratedState } from "@tanstack/react-query";

/**
 * The persisted query cache's rules, apart from IndexedDB so they can be tested as plain functions.
 *
 * Bump CACHE_FORMAT_VERSION with a release whose answers a cached copy of the previous one would
 * break (a field renamed, ids changing type): a record of another version is dropped, not shown.
 */
export const CACHE_FORMAT_VERSION = 1;

/** How long an offline copy (and each query in it) may be shown: a week without opening the app online. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** Every database and localStorage key of the app that holds a user's data starts with this (the outbox's: lib/outbox). */
export const LOCAL_DATA_PREFIX = "poriadok-";

/** One database per user, so another user signed in on the same browser never opens this one. */
export function cacheDatabaseName(userId: string): string {
  return `${LOCAL_DATA_PREFIX}cache-${userId}`;
}

export type DehydratedQuery = DehydratedState["queries"][number];

/** What is stored: the user's queries as `dehydrate` gives them, and the sync cursor they reflect. */
export type CacheRecord = {
  version: number;
  userId: string;
  savedAt: number;
  /** The change sequence this copy is up to date with; the first pull after a restore starts there. */
  cursor: number | null;
  queries: DehydratedQuery[];
};

/** Whether a stored record may be shown to `userId` now: same format, same user, not too old. */
export function isUsableRecord(record: unknown, userId: string, now: number): record is CacheRecord {
  if (typeof record !== "object" || record === null) return false;
  const { version, userId: owner, savedAt, queries } = record as Partial<CacheRecord>;
  return (
    version === CACHE_FORMAT_VERSION &&
    owner === userId &&
    typeof savedAt === "number" &&
    now - savedAt <= CACHE_MAX_AGE_MS &&
    Array.isArray(queries)
  );
}

/** The session's token never leaves the cookie: the stored copy of the session holds who is signed in, nothing more. */
function withoutSessionToken(query: DehydratedQuery): DehydratedQuery {
  if (query.queryKey[0] !== "account" || query.queryKey[1] !== "session") return query;
  const data = query.state.data as { session?: Record<string, unknown> } | null | undefined;
  if (!data?.session) return query;
  const { token: _token, ...session } = data.session;
  return { ...query, state: { ...query.state, data: { ...data, session } } };
}

/**
 * The record to write: the queries in memory now, plus those stored earlier that memory has since let
 * go (the spec's 5-minute gcTime drops a planner week not looked at for five minutes; offline it should
 * still show), each kept until it is older than the maximum age. A query in memory replaces its stored copy.
 */
export function nextRecord(
  inMemory: DehydratedQuery[],
  storedEarlier: DehydratedQuery[],
  { userId, cursor, now }: { userId: string; cursor: number | null; now: number },
): CacheRecord {
  const inMemoryHashes = new Set(inMemory.map((query) => query.queryHash));
  const kept = storedEarlier.filter(
    (query) => !inMemoryHashes.has(query.queryHash) && now - query.state.dataUpdatedAt <= CACHE_MAX_AGE_MS,
  );
  return {
    version: CACHE_FORMAT_VERSION,
    userId,
    savedAt: now,
    cursor,
    queries: [...inMemory, ...kept].map(withoutSessionToken),
  };
}
