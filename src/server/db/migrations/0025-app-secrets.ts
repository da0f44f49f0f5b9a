import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * app_secrets (issue 26, point 3): the secrets Poriadok generates itself — the session secret and the
 * Web Push key pair — kept in the database, so every instance on one database reads the same ones
 * and backups carry them. One row per secret, written once by whichever instance starts first
 * (shared-secrets.ts: insert … on conflict do nothing, then read back). Empty after this migration:
 * the first start fills it, adopting DATA_DIR's auth-secret and vapid-keys.json where they exist.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("app_secrets")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("created_at", t.timestamp, (col) => col.notNull())
    .execute();
}

/** Rolling back forgets the secrets: an older Poriadok reads DATA_DIR's files (left in place) or makes new ones. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("app_secrets").ifExists().execute();
}
