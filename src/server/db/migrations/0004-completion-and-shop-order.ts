import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * - notes.completed_at: when a task was ticked off (statistics count completions per week and month).
 *   Tasks already completed get their last change as the best guess.
 * - shopping_items.category: produce, dairy … or the user's own name; null means "Other".
 * - shopping_category_order: the user's order of categories, the way through their shop.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable("notes").addColumn("completed_at", t.timestamp).execute();
  // TRUE is understood by PostgreSQL and by SQLite (since 3.23; better-sqlite3 bundles a newer one).
  await sql`update notes set completed_at = updated_at where completed = true`.execute(db);
  await db.schema.alterTable("shopping_items").addColumn("category", "text").execute();
  await db.schema
    .createTable("shopping_category_order")
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("shopping_category_order_pk", ["user_id", "category"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("shopping_category_order").ifExists().execute();
  await db.schema.alterTable("shopping_items").dropColumn("category").execute();
  await db.schema.alterTable("notes").dropColumn("completed_at").execute();
}
