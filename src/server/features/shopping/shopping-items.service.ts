import type { Kysely, Transaction } from "kysely";
import type { ShoppingItem } from "../../../shared/schemas/note.ts";
import type { Database } from "../../db/types.ts";
import { notFound } from "../not-found.ts";
import type { Scope } from "../notes/notes.service.ts";

/** Items are reached only through a list the user owns, that is active and is a shopping list. */
async function assertOwnList(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  noteId: number,
): Promise<void> {
  const list = await db
    .selectFrom("notes")
    .select("id")
    .where("id", "=", noteId)
    .where("user_id", "=", userId)
    .where("is_deleted", "=", false)
    .where("category", "=", "shopping")
    .executeTakeFirst();
  if (!list) throw notFound();
}

const toItem = (row: { id: number; note_id: number; name: string; completed: boolean }): ShoppingItem => ({
  id: row.id,
  noteId: row.note_id,
  name: row.name,
  completed: row.completed,
});

export async function addItem({ db, userId }: Scope, noteId: number, name: string): Promise<ShoppingItem> {
  return db.transaction().execute(async (trx) => {
    await assertOwnList(trx, userId, noteId);
    const row = await trx
      .insertInto("shopping_items")
      .values({ note_id: noteId, name, created_at: new Date().toISOString() })
      .returning(["id", "note_id", "name", "completed"])
      .executeTakeFirstOrThrow();
    return toItem(row);
  });
}

/** Flips an item's completed flag in one statement (spec: read it, write the opposite). */
export async function toggleItem({ db, userId }: Scope, noteId: number, itemId: number): Promise<ShoppingItem> {
  return db.transaction().execute(async (trx) => {
    await assertOwnList(trx, userId, noteId);
    const row = await trx
      .updateTable("shopping_items")
      .set((eb) => ({ completed: eb.not(eb.ref("completed")) }))
      .where("id", "=", itemId)
      .where("note_id", "=", noteId)
      .returning(["id", "note_id", "name", "completed"])
      .executeTakeFirst();
    if (!row) throw notFound();
    return toItem(row);
  });
}

export async function deleteItem({ db, userId }: Scope, noteId: number, itemId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await assertOwnList(trx, userId, noteId);
    const result = await trx
      .deleteFrom("shopping_items")
      .where("id", "=", itemId)
      .where("note_id", "=", noteId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound();
  });
}
