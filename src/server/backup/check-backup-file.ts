import { closeSync, existsSync, openSync, readSync, statSync } from "node:fs";
import SqliteDatabase from "better-sqlite3";
import { migrations } from "../db/migrations/index.ts";
import {
  type BackupManifest,
  readManifest,
  readSharedSecretsIn,
  type SharedSecretsInBackup,
} from "./backup-manifest.ts";
import { BackupError } from "./database-files.ts";

/** Tables every Poriadok database has: Better Auth's user, Poriadok's notes, Kysely's migration log. */
const REQUIRED_TABLES = ["user", "notes", "kysely_migration"];
const SQLITE_HEADER = "SQLite format 3\0";

/**
 * Refuses anything but a sound Poriadok database this version can run: a text file, another
 * app's database, a damaged file, or one migrated by a newer Poriadok (whose migrations this
 * version does not know, so the app would refuse to start on it). It reads `staged`, a copy of the
 * operator's `file` (named in messages): opening read-write, as a plain copy in WAL mode needs, may
 * write beside the file it opens.
 */
export function checkBackupFile(
  staged: string,
  file: string,
): { manifest: BackupManifest | null; shared: SharedSecretsInBackup; migrationCount: number } {
  if (!existsSync(staged) || !statSync(staged).isFile()) throw new BackupError(`${file} is not a file.`);
  if (!hasSqliteHeader(staged)) throw new BackupError(`${file} is not an SQLite database (not a Poriadok backup).`);
  let database: SqliteDatabase.Database;
  try {
    database = new SqliteDatabase(staged, { fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${file} does not open as an SQLite database: ${String(error)}`);
  }
  try {
    const tables = new Set(
      (database.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    const missing = REQUIRED_TABLES.filter((table) => !tables.has(table));
    if (missing.length > 0) {
      throw new BackupError(`${file} is not a Poriadok database (no ${missing.join(", ")} table).`);
    }
    const check = database.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new BackupError(`${file} is damaged (SQLite's check says: ${String(check)}).`);
    const applied = (database.prepare("select name from kysely_migration").all() as { name: string }[]).map(
      (row) => row.name,
    );
    const unknown = applied.filter((name) => !(name in migrations));
    if (unknown.length > 0) {
      throw new BackupError(
        `${file} comes from a newer Poriadok (migrations ${unknown.join(", ")} are unknown here); update Poriadok first.`,
      );
    }
    return { manifest: readManifest(database), shared: readSharedSecretsIn(database), migrationCount: applied.length };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} could not be read as a Poriadok database: ${String(error)}`);
  } finally {
    database.close();
  }
}

function hasSqliteHeader(file: string): boolean {
  const buffer = Buffer.alloc(SQLITE_HEADER.length);
  const descriptor = openSync(file, "r");
  try {
    readSync(descriptor, buffer, 0, buffer.length, 0);
  } finally {
    closeSync(descriptor);
  }
  return buffer.toString("latin1") === SQLITE_HEADER;
}
