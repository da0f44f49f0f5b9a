/**
 * Every wait on the database has an end, so a database that stops answering costs an error
 * (or a 503 from /api/health) instead of requests, health checks or a shutdown that hang for ever.
 */
export const DATABASE_TIMEOUTS = {
  /** PostgreSQL: opening a connection (also waiting for a free one in a full pool). */
  connectMs: 5_000,
  /** PostgreSQL `statement_timeout`: the server cancels a statement that runs longer. */
  statementMs: 15_000,
  /** PostgreSQL `idle_in_transaction_session_timeout`: a transaction left open by a stuck request is ended. */
  idleInTransactionMs: 30_000,
  /**
   * SQLite `busy_timeout`: how long a statement waits for another process's lock on the file.
   * better-sqlite3 waits synchronously, so the whole server stands still meanwhile: keep it short.
   * Only another process (a backup tool, a shell) can hold the lock; the server has one connection.
   */
  sqliteBusyMs: 1_000,
  /** Closing the database at shutdown (a pool waits for connections that are still checked out). */
  closeMs: 5_000,
} as const;

export class DatabaseTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not finish within ${ms} ms`);
    this.name = "DatabaseTimeoutError";
  }
}

/** Settles like `work`, or rejects with a DatabaseTimeoutError after `ms` (the work itself goes on). */
export async function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(what, ms)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
