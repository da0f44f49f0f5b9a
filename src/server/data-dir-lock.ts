import path from "node:path";
import Database from "better-sqlite3";

/** The file in DATA_DIR whose lock says "a Poriadok process uses this folder's SQLite database". */
export const DATA_DIR_LOCK_FILE = "poriadok.lock";

/** Another process holds DATA_DIR's lock: this one must not open the database (main.ts exits with 1). */
export class DataDirInUseError extends Error {}

type Held = { file: Database.Database; holders: number };

/**
 * Locks held by this process, by lock file: the servers one process starts (tests start several on
 * one folder) share its lock; the rule is one process per folder, since the change bus that tells open
 * live-sync streams of a write reaches only the process that made it.
 */
const heldHere = new Map<string, Held>();

/**
 * Makes this process the only one using DATA_DIR's SQLite database until `release()` (or its exit).
 * The lock is the operating system's own (SQLite's file lock on a small database of its own, held for
 * as long as the connection is open, in exclusive locking mode): it cannot go stale — a process that
 * was killed holds nothing, and the next start takes it. The main database keeps its normal locking,
 * so the search worker's read-only connection and backups still open it. Throws DataDirInUseError,
 * naming the folder, when another process holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, DATA_DIR_LOCK_FILE);
  const held = heldHere.get(lockPath) ?? { file: takeLock(lockPath, dataDir), holders: 0 };
  held.holders += 1;
  heldHere.set(lockPath, held);
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    held.holders -= 1;
    if (held.holders > 0) return;
    heldHere.delete(lockPath);
    held.file.close();
  };
}

function takeLock(lockPath: string, dataDir: string): Database.Database {
  let file: Database.Database | null = null;
  try {
    file = new Database(lockPath, { timeout: 0 });
    file.pragma("locking_mode = EXCLUSIVE");
    // A write: in exclusive mode its lock is kept until the connection closes, and a reader elsewhere
    // (even this statement's own read of the schema) gets SQLITE_BUSY at once.
    file.exec("CREATE TABLE IF NOT EXISTS holder (pid INTEGER NOT NULL, since TEXT NOT NULL)");
    file.exec("DELETE FROM holder");
    file.prepare("INSERT INTO holder (pid, since) VALUES (?, ?)").run(process.pid, new Date().toISOString());
    return file;
  } catch (error) {
    file?.close();
    if (isBusy(error)) {
      throw new DataDirInUseError(
        `Another Poriadok is using DATA_DIR ${dataDir}: its SQLite database can be served by one process only. ` +
          "Stop the other one first, or give this one a DATA_DIR of its own; to run several instances on one " +
          "database, use PostgreSQL (DATABASE_URL).",
      );
    }
    throw error;
  }
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_BUSY" || code === "SQLITE_LOCKED";
}
