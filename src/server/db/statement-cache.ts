import type SqliteDatabase from "better-sqlite3";
import type { SqliteDatabase as KyselySqliteDatabase } from "kysely";

/**
 * How many prepared statements are kept. The app sends a few hundred distinct SQL texts at most
 * (lists, writes, Better Auth's queries, `in (?, ?, …)` of varying length); a statement costs a few
 * KB of SQLite memory, so this bounds the cache to around a megabyte (better-sqlite3 has no finalize:
 * an evicted statement is freed when the garbage collector takes it).
 */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * SQLite carries out many pragmas while preparing them (`busy_timeout = …` is set, `table_info`'s
 * answer is written into the program), so running a cached pragma again may change or report
 * nothing new. Pragmas are rare: they are prepared every time.
 */
const PRAGMA = /^\s*pragma\b/i;

export type CachingSqliteDatabase = KyselySqliteDatabase & {
  /** How many statements are cached now (for tests and the decision record's figures). */
  readonly cachedStatements: number;
};

/**
 * The better-sqlite3 connection as Kysely's SQLite driver sees it, with `prepare` answered from a
 * bounded least-recently-used cache keyed by the SQL text. Kysely's driver prepares every statement
 * again on every query, which cost ≈ 10 % of an authenticated list request (issue 10).
 *
 * Sharing a statement is safe because Kysely's driver only reads `reader` (fixed by the SQL) and
 * calls `all`/`run`/`iterate` with the parameters of each query; it never switches a statement's
 * modes (`raw`, `pluck`, `expand`, `safeIntegers`), and nothing else gets these statements. SQLite
 * prepares a statement again by itself when the schema changes; pragmas are never cached (PRAGMA). A statement still being iterated
 * (`busy`, a stream not yet finished) is not handed out twice: that caller gets a fresh one.
 */
export function cachingStatements(
  connection: SqliteDatabase.Database,
  maxSize = STATEMENT_CACHE_SIZE,
): CachingSqliteDatabase {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(sql: string) {
      if (PRAGMA.test(sql)) return connection.prepare(sql);
      const cached = cache.get(sql);
      if (cached) {
        if (cached.busy) return connection.prepare(sql);
        // Map keeps insertion order: moving the entry to the end makes the first the least recently used.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = connection.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > maxSize) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      return statement;
    },
    // Closing the connection finalises every statement, cached or not.
    close() {
      cache.clear();
      connection.close();
    },
    get cachedStatements() {
      return cache.size;
    },
  };
}
