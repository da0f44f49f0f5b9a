import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * The private calendar feed (issue 12, features/data-transfer/calendar-feed/): at most one per user, so
 * the user's id is the key and creating a feed again replaces (rotates) it. Only a SHA-256 of the feed's secret is
 * stored: a leaked database or backup does not hand out working feed URLs. The hash is unique, so
 * GET /api/calendar/<secret>.ics finds its user through the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("calendar_feeds")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("secret_hash", "text", (col) => col.notNull().unique())
    .addColumn("created_at", t.timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("calendar_feeds").ifExists().execute();
}
