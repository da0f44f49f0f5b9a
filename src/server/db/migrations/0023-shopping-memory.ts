import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * A shopping list that remembers (issue 25):
 * - shopping_items.quantity: an optional amount ("2 l", "3×"), kept apart from the name; null is none.
 * - shopping_items.added_by: who added the item (on a shared list, a member); null for items from
 *   before this, imports, and when that person's account is gone.
 * - shopping_item_memory: per person, the items they have added, by a name folded for comparison
 *   (lower case, no diacritics — "Mlieko" and "mlieko" are one key): the category it last had and the
 *   name as last written. A new item of a known name goes under that category; the add field suggests
 *   these names. A member's memory is their own, whoever owns the list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable("shopping_items").addColumn("quantity", "text").execute();
  await db.schema
    .alterTable("shopping_items")
    .addColumn("added_by", "text", (col) => col.references("user.id").onDelete("set null"))
    .execute();
  await db.schema
    .createTable("shopping_item_memory")
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("name_key", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("category", "text")
    .addColumn("used_at", t.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint("shopping_item_memory_pk", ["user_id", "name_key"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("shopping_item_memory").ifExists().execute();
  await db.schema.alterTable("shopping_items").dropColumn("added_by").execute();
  await db.schema.alterTable("shopping_items").dropColumn("quantity").execute();
}
