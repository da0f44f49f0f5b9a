import type SqliteDatabase from "better-sqlite3";

/**
 * A table that exists only in backup files (restore drops it). The generated secrets — the session
 * secret, which signs session cookies and e-mail links, and the Web Push keys — are rows of the
 * database itself (app_secrets, migration 0025), so a backup carries them anyway; the manifest's
 * auth_secret is for a database whose start has not yet moved DATA_DIR's auth-secret file into it,
 * and for backups made before 0025, which a restore still reads.
 */
export const MANIFEST_TABLE = "poriadok_backup";

export type BackupManifest = {
  takenAt: string;
  /** DATA_DIR's auth-secret file, when the database does not hold the secret yet; null otherwise or with AUTH_SECRET. */
  authSecret: string | null;
};

export function writeManifest(copy: SqliteDatabase.Database, manifest: BackupManifest): void {
  copy.exec(`create table ${MANIFEST_TABLE} (key text primary key, value text)`);
  const insert = copy.prepare(`insert into ${MANIFEST_TABLE} (key, value) values (?, ?)`);
  insert.run("taken_at", manifest.takenAt);
  insert.run("auth_secret", manifest.authSecret);
}

/** Which generated secrets the database holds (table app_secrets, migration 0025; shared-secrets.ts). */
export type SharedSecretsInBackup = { authSecret: boolean; vapidKeys: boolean };

export function readSharedSecretsIn(database: SqliteDatabase.Database): SharedSecretsInBackup {
  const exists = database.prepare("select 1 from sqlite_master where type = 'table' and name = 'app_secrets'").get();
  if (!exists) return { authSecret: false, vapidKeys: false };
  const names = new Set(
    (database.prepare("select name from app_secrets").all() as { name: string }[]).map((row) => row.name),
  );
  return { authSecret: names.has("auth_secret"), vapidKeys: names.has("vapid_keys") };
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
