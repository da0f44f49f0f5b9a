import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  type BackupManifest,
  readSharedSecretsIn,
  type SharedSecretsInBackup,
  writeManifest,
} from "./backup-manifest.ts";
import { authSecretFile, BackupError, databaseFile, fileTimestamp } from "./database-files.ts";

export type BackupResult = {
  file: string;
  bytes: number;
  /** The session secret is in the backup: a row of the database, or (not yet moved there) DATA_DIR's file. */
  includesAuthSecret: boolean;
  /** The Web Push key pair is in the backup (a row of the database). */
  includesVapidKeys: boolean;
};

/**
 * Copies the live database with SQLite's online backup API: the copy is one consistent snapshot
 * (the moment its read transaction began), taken while the app keeps serving — in WAL mode the
 * backup's reader does not block the app's writer, nor the writer the reader.
 */
export async function takeBackup(options: {
  dataDir: string;
  /** Where to write: a directory (a timestamped name inside) or a file name; default DATA_DIR/backups. */
  target?: string;
  /** True when AUTH_SECRET is set in the environment: the operator keeps that secret, not DATA_DIR. */
  authSecretFromEnvironment: boolean;
  now?: Date;
}): Promise<BackupResult> {
  const source = databaseFile(options.dataDir);
  if (!existsSync(source)) {
    throw new BackupError(`There is no database at ${source}. Is DATA_DIR the one the app runs with?`);
  }
  const now = options.now ?? new Date();
  const file = options.target
    ? backupFileName(options.target, now)
    : path.join(options.dataDir, "backups", timestampedName(now));
  if (existsSync(file)) throw new BackupError(`${file} already exists; not overwriting it.`);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });

  // Written under a temporary name and renamed when complete: a backup cut off halfway never
  // looks like a finished one.
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    await copyDatabase(source, partial);
    // Password hashes, sessions and the secret are inside: readable by the owner only.
    chmodSync(partial, 0o600);
    const carried = finishCopy(partial, (shared) => ({
      takenAt: now.toISOString(),
      // Only for a database whose start has not yet moved DATA_DIR's file into it (shared-secrets.ts).
      authSecret: options.authSecretFromEnvironment || shared.authSecret ? null : readSecret(options.dataDir),
    }));
    renameSync(partial, file);
    return { file, bytes: statSync(file).size, ...carried };
  } finally {
    rmSync(partial, { force: true });
  }
}

/** A directory (existing, or written with a trailing slash) gets the timestamped name inside it. */
function backupFileName(target: string, now: Date): string {
  const resolved = path.resolve(target);
  const isDirectory = /[/\\]$/.test(target) || (existsSync(resolved) && statSync(resolved).isDirectory());
  return isDirectory ? path.join(resolved, timestampedName(now)) : resolved;
}

function timestampedName(now: Date): string {
  return `poriadok-${fileTimestamp(now)}.sqlite`;
}

async function copyDatabase(source: string, destination: string): Promise<void> {
  const database = new SqliteDatabase(source, { fileMustExist: true });
  try {
    database.pragma("busy_timeout = 5000");
    // All pages in one step after the first: better-sqlite3's default of 100 pages a step would
    // restart the copy at every write the app commits in between, and never end under steady writes.
    await database.backup(destination, { progress: () => 0x7fffffff });
  } finally {
    database.close();
  }
}

/**
 * The copy carries the source's WAL flag; DELETE mode makes it one self-contained file (the app
 * switches back to WAL when it opens a restored one). The check reads every page once.
 */
function finishCopy(
  file: string,
  manifestFor: (shared: SharedSecretsInBackup) => BackupManifest,
): { includesAuthSecret: boolean; includesVapidKeys: boolean } {
  const copy = new SqliteDatabase(file, { fileMustExist: true });
  try {
    copy.pragma("journal_mode = DELETE");
    const shared = readSharedSecretsIn(copy);
    const manifest = manifestFor(shared);
    writeManifest(copy, manifest);
    const check = copy.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new BackupError(`The copy did not pass SQLite's check: ${String(check)}`);
    return {
      includesAuthSecret: shared.authSecret || manifest.authSecret !== null,
      includesVapidKeys: shared.vapidKeys,
    };
  } finally {
    copy.close();
  }
}

function readSecret(dataDir: string): string | null {
  const file = authSecretFile(dataDir);
  return existsSync(file) ? readFileSync(file, "utf8").trim() : null;
}
