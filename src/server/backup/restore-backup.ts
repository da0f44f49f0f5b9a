import {
  chmodSync,
  copyFileSync,
  existsSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import SqliteDatabase from "better-sqlite3";
import { MANIFEST_TABLE } from "./backup-manifest.ts";
import { checkBackupFile } from "./check-backup-file.ts";
import {
  authSecretFile,
  BackupError,
  databaseFile,
  fileTimestamp,
  moveDatabaseWithSideFiles,
  SIDE_FILE_SUFFIXES,
  taggedName,
} from "./database-files.ts";

export type RestoreResult = {
  /** Where the database that was there before now is; null when DATA_DIR had none. */
  previousDatabase: string | null;
  /** Where the auth secret file that was there before now is; null when it was kept or there was none. */
  previousAuthSecret: string | null;
  /** The backup holds the session secret (a row of its database, or its manifest for older backups). */
  restoredAuthSecret: boolean;
  /** The backup holds the Web Push key pair (a row of its database). */
  restoredVapidKeys: boolean;
  takenAt: string | null;
};

/**
 * Puts a backup in place of DATA_DIR's database. Nothing is deleted: the database that was there
 * is renamed aside with a timestamp, and so is an auth secret the backup replaces.
 */
export function restoreBackup(options: { dataDir: string; backup: string; now?: Date }): RestoreResult {
  const target = databaseFile(options.dataDir);
  const tag = `before-restore-${fileTimestamp(options.now)}`;
  // Staged beside the target (same file system, so the final rename is atomic) and checked there.
  const staged = `${target}.restoring`;
  removeDatabaseFiles(staged);
  if (!existsSync(options.backup) || !statSync(options.backup).isFile()) {
    throw new BackupError(`${options.backup} is not a file.`);
  }
  try {
    copyFileSync(options.backup, staged);
    // The copy takes the backup file's mode; the database in DATA_DIR is the owner's alone.
    chmodSync(staged, 0o600);
    const { manifest, shared } = checkBackupFile(staged, options.backup);
    dropManifest(staged);

    let previousDatabase: string | null = null;
    if (existsSync(target)) {
      settleIdleDatabase(target);
      previousDatabase = taggedName(target, tag);
      moveDatabaseWithSideFiles(target, previousDatabase);
    }
    try {
      // A -wal or -shm left without its database would be replayed over the restored file.
      for (const suffix of SIDE_FILE_SUFFIXES) {
        if (existsSync(target + suffix)) renameSync(target + suffix, `${taggedName(target, `${tag}-orphan`)}${suffix}`);
      }
      renameSync(staged, target);
    } catch (error) {
      // Never leave DATA_DIR without a database: the app would start on a new, empty one.
      if (previousDatabase && !existsSync(target)) moveDatabaseWithSideFiles(previousDatabase, target);
      throw error;
    }

    // A backup from before the secrets moved into the database: the file the app adopts on its start.
    const previousAuthSecret = manifest?.authSecret ? putAuthSecret(options.dataDir, manifest.authSecret, tag) : null;
    return {
      previousDatabase,
      previousAuthSecret,
      restoredAuthSecret: shared.authSecret || Boolean(manifest?.authSecret),
      restoredVapidKeys: shared.vapidKeys,
      takenAt: manifest?.takenAt ?? null,
    };
  } finally {
    removeDatabaseFiles(staged);
  }
}

/**
 * Refuses while anything has the database open — the app holds SQLite's shared lock on it for as
 * long as it runs — and otherwise folds its WAL into the file, so the copy kept aside is complete.
 * The lock belongs to the process: a crashed server leaves none behind (unlike a pid file), so a
 * crash never blocks a restore. Locking mode EXCLUSIVE makes SQLite take the database file's own
 * exclusive lock, which it cannot get while another connection has the database open.
 */
function settleIdleDatabase(file: string): void {
  let database: SqliteDatabase.Database;
  try {
    database = new SqliteDatabase(file, { fileMustExist: true });
  } catch (error) {
    throw new BackupError(`The current database ${file} does not open (${String(error)}); move it away by hand.`);
  }
  try {
    database.pragma("busy_timeout = 0");
    database.pragma("locking_mode = EXCLUSIVE");
    try {
      database.exec("begin exclusive");
      database.exec("commit");
    } catch (error) {
      if ((error as { code?: string }).code?.startsWith("SQLITE_BUSY")) {
        throw new BackupError(
          `Poriadok (or another program) is using ${file}. Stop the app first, then run the restore again.`,
        );
      }
      throw error;
    }
    database.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    database.close();
  }
}

function dropManifest(file: string): void {
  const database = new SqliteDatabase(file, { fileMustExist: true });
  try {
    database.exec(`drop table if exists ${MANIFEST_TABLE}`);
  } finally {
    database.close();
  }
}

/** Writes the backup's secret; returns where a different secret that was there went. */
function putAuthSecret(dataDir: string, secret: string, tag: string): string | null {
  const file = authSecretFile(dataDir);
  if (existsSync(file) && readFileSync(file, "utf8").trim() === secret) return null;
  let aside: string | null = null;
  if (existsSync(file)) {
    aside = `${file}-${tag}`;
    renameSync(file, aside);
  }
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  return aside;
}

function removeDatabaseFiles(file: string): void {
  for (const suffix of ["", ...SIDE_FILE_SUFFIXES, "-journal"]) rmSync(file + suffix, { force: true });
}
