import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * shopping_items.deleted_at: a deleted item is kept for a while, so Undo can bring it back with its
 * id — in its place (items keep the order of adding), its category and its bought state. Every read
 * leaves such items out; deleting another item of the list removes those deleted long ago for good.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable("shopping_items").addColumn("deleted_at", t.timestamp).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("shopping_items").dropColumn("deleted_at").execute();
}
