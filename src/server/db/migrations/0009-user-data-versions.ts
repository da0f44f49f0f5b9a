import type { Kysely } from "kysely";

/**
 * user_data_versions: one number per user that rises by one in the same transaction as every write
 * to the user's organiser data (core/write/data-version.ts). List answers are cached
 * and tagged (ETag) by it, and it is the seed of live sync's change sequence: monotonic per user and
 * never reused (the row goes only with the user). A user without a row is at version 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("user_data_versions")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("version", "bigint", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("user_data_versions").ifExists().execute();
}
