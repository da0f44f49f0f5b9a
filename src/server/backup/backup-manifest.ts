import type SqliteDatabase from "better-sqlite3";

/**
 * A table that exists only in backup files (restore drops it): it makes a backup one self-contained
 * file — the database plus the generated auth secret, which signs session cookies and e-mail links,
 * so without it every restored session and pending link would stop working.
 */
export const MANIFEST_TABLE = "poriadok_backup";

export type BackupManifest = {
  takenAt: string;
  /** The generated secret from DATA_DIR; null when AUTH_SECRET came from the environment. */
  authSecret: string | null;
};

export function writeManifest(copy: SqliteDatabase.Database, manifest: BackupManifest): void {
  copy.exec(`create table ${MANIFEST_TABLE} (key text primary key, value text)`);
  const insert = copy.prepare(`insert into ${MANIFEST_TABLE} (key, value) values (?, ?)`);
  insert.run("taken_at", manifest.takenAt);
  insert.run("auth_secret", manifest.authSecret);
}

/** The manifest of a backup file; null for a database that has none (e.g. a plain copy of poriadok.sqlite). */
export function readManifest(database: SqliteDatabase.Database): BackupManifest | null {
  const exists = database.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(MANIFEST_TABLE);
  if (!exists) return null;
  const rows = database.prepare(`select key, value from ${MANIFEST_TABLE}`).all() as {
    key: string;
    value: string | null;
  }[];
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
  return { takenAt: value("taken_at") ?? "", authSecret: value("auth_secret") };
}
