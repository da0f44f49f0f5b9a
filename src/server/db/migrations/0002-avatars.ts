import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Profile pictures live in the database, not in DATA_DIR, so every instance on a shared
 * PostgreSQL serves them. Each is a small (≤ 256 px) WebP, a few kilobytes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("avatars")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("data", t.binary, (col) => col.notNull())
    .addColumn("updated_at", t.timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("avatars").ifExists().execute();
}
