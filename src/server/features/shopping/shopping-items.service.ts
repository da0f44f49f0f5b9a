import type { ExpressionBuilder, Kysely, Transaction, UpdateObject } from "kysely";
import { MAX_ITEMS_PER_LIST } from "../../../shared/constants.ts";
import type { ShoppingItem } from "../../../shared/schemas/note.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";
import { writeUserData } from "../data-version/data-version.ts";
import { notFound } from "../not-found.ts";
import { lockNote } from "../notes/lock-note.ts";
import type { Scope } from "../notes/notes.service.ts";

const ITEM_COLUMNS = ["id", "note_id", "name", "completed", "category"] as const;

type ItemChange =
  | UpdateObject<Database, "shopping_items">
  | ((eb: ExpressionBuilder<Database, "shopping_items">) => UpdateObject<Database, "shopping_items">);

/**
 * Items are reached only through a shopping list the user owns, active or in the trash: a tick or an
 * edit made offline still applies when another device has trashed the list meanwhile (restoring the
 * list shows it), like edits of a trashed note (notes.service.ts). A list deleted for good is a 404.
 */
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
    .where("category", "=", "shopping")
    .executeTakeFirst();
  if (!list) throw notFound();
}

const toItem = (row: {
  id: number;
  note_id: number;
  name: string;
  completed: boolean;
  category: string | null;
}): ShoppingItem => ({
  id: row.id,
  noteId: row.note_id,
  name: row.name,
  completed: row.completed,
  category: row.category,
});

/**
 * Adds an item to one of the user's lists (in the trash too, see assertOwnList), at most
 * MAX_ITEMS_PER_LIST per list. The list's row is locked first (PostgreSQL), so two adds at once
 * cannot both pass the count at the limit.
 */
export async function addItem(
  { db, userId }: Scope,
  noteId: number,
  input: { name: string; category: string | null },
): Promise<ShoppingItem> {
  return writeUserData(db, userId, async (trx) => {
    await lockNote(trx, { userId, id: noteId, category: "shopping" });
    await assertRoomForItem(trx, noteId);
    const row = await trx
      .insertInto("shopping_items")
      .values({ note_id: noteId, name: input.name, category: input.category, created_at: new Date().toISOString() })
      .returning(ITEM_COLUMNS)
      .executeTakeFirstOrThrow();
    return toItem(row);
  });
}

async function assertRoomForItem(trx: Transaction<Database>, noteId: number): Promise<void> {
  const { count } = await trx
    .selectFrom("shopping_items")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("note_id", "=", noteId)
    .where("deleted_at", "is", null)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_ITEMS_PER_LIST) {
    throw new AppError(
      "item_limit_reached",
      409,
      `This list has reached the limit of ${MAX_ITEMS_PER_LIST} items. Remove some to add more.`,
    );
  }
}

/** Changes one item of one of the user's lists; 404 when either is not theirs. */
async function changeItem(
  { db, userId }: Scope,
  noteId: number,
  itemId: number,
  set: ItemChange,
): Promise<ShoppingItem> {
  return writeUserData(db, userId, async (trx) => {
    await assertOwnList(trx, userId, noteId);
    const row = await trx
      .updateTable("shopping_items")
      .set(set)
      .where("id", "=", itemId)
      .where("note_id", "=", noteId)
      .where("deleted_at", "is", null)
      .returning(ITEM_COLUMNS)
      .executeTakeFirst();
    if (!row) throw notFound();
    return toItem(row);
  });
}

/** Changes only the fields sent: name, category, and `completed` set (not flipped), which is safe to replay. */
export function updateItem(
  scope: Scope,
  noteId: number,
  itemId: number,
  changes: { name?: string | undefined; category?: string | null | undefined; completed?: boolean | undefined },
): Promise<ShoppingItem> {
  return changeItem(scope, noteId, itemId, changes);
}

/**
 * Flips an item's completed flag in one statement (spec: read it, write the opposite). Not safe to
 * replay from an offline queue: clients that queue commands send `PATCH { completed }` instead.
 */
export function toggleItem(scope: Scope, noteId: number, itemId: number): Promise<ShoppingItem> {
  return changeItem(scope, noteId, itemId, (eb) => ({ completed: eb.not(eb.ref("completed")) }));
}

/** How long a deleted item can still be brought back; far longer than the Undo toast stays. */
export const DELETED_ITEM_KEPT_MS = 60 * 60 * 1000;

/**
 * Deletes an item: it leaves every read at once but is kept a while for Undo (restoreItem). Items of
 * the same list deleted longer ago than DELETED_ITEM_KEPT_MS are removed for good on the way.
 */
export async function deleteItem({ db, userId }: Scope, noteId: number, itemId: number): Promise<void> {
  await writeUserData(db, userId, async (trx) => {
    await assertOwnList(trx, userId, noteId);
    const now = new Date();
    const result = await trx
      .updateTable("shopping_items")
      .set({ deleted_at: now.toISOString() })
      .where("id", "=", itemId)
      .where("note_id", "=", noteId)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound();
    await trx
      .deleteFrom("shopping_items")
      .where("note_id", "=", noteId)
      .where("deleted_at", "<", new Date(now.getTime() - DELETED_ITEM_KEPT_MS).toISOString())
      .execute();
  });
}

/**
 * Undo of deleteItem: the item comes back with its id, so in its place, category and bought state.
 * 404 when it is not a deleted item of one of the user's lists (or was removed for good);
 * it counts against the list's limit like a new item.
 */
export async function restoreItem({ db, userId }: Scope, noteId: number, itemId: number): Promise<ShoppingItem> {
  return writeUserData(db, userId, async (trx) => {
    await lockNote(trx, { userId, id: noteId, category: "shopping" });
    await assertRoomForItem(trx, noteId);
    const row = await trx
      .updateTable("shopping_items")
      .set({ deleted_at: null })
      .where("id", "=", itemId)
      .where("note_id", "=", noteId)
      .where("deleted_at", "is not", null)
      .returning(ITEM_COLUMNS)
      .executeTakeFirst();
    if (!row) throw notFound();
    return toItem(row);
  });
}

/** The user's category order (the way through their shop); categories not in it sort after, "Other" last. */
export async function getCategoryOrder({ db, userId }: Scope): Promise<string[]> {
  const rows = await db
    .selectFrom("shopping_category_order")
    .select("category")
    .where("user_id", "=", userId)
    .orderBy("position")
    .execute();
  return rows.map((row) => row.category);
}

/** Replaces the user's category order as a whole, in one transaction. */
export async function setCategoryOrder({ db, userId }: Scope, order: readonly string[]): Promise<string[]> {
  await writeUserData(db, userId, async (trx) => {
    await trx.deleteFrom("shopping_category_order").where("user_id", "=", userId).execute();
    if (order.length > 0) {
      await trx
        .insertInto("shopping_category_order")
        .values(order.map((category, position) => ({ user_id: userId, category, position })))
        .execute();
    }
  });
  return [...order];
}
