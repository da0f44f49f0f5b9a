import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Personal API tokens (issue 14, features/api-tokens/; decision 020). Only the token's SHA-256 is
 * kept, like the calendar feed's secret, so a leaked database hands out no working tokens; `start`
 * (its first characters) lets the list tell tokens apart. The rate window lives on the row itself:
 * one UPDATE … RETURNING per request checks the token, counts the request and reads its user, so the
 * limit holds across instances and a revoked token (its row deleted) fails at once everywhere.
 * The tokens go with their user (cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("api_tokens")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("start", "text", (col) => col.notNull())
    .addColumn("created_at", t.timestamp, (col) => col.notNull())
    .addColumn("last_used_at", t.timestamp)
    // Null: the token never expires.
    .addColumn("expires_at", t.timestamp)
    // The per-minute rate window: when the current one began and how many requests it has seen.
    .addColumn("rate_window_started_at", t.timestamp, (col) => col.notNull())
    .addColumn("rate_window_count", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  // A user's list, newest first, and the count against API_TOKENS_MAX.
  await db.schema.createIndex("api_tokens_user").on("api_tokens").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("api_tokens").ifExists().execute();
}
