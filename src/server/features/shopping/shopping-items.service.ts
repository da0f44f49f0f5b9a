import type { ExpressionBuilder, Kysely, Transaction, UpdateObject } from "kysely";
import { uuidv7 } from "uuidv7";
import { MAX_ITEMS_PER_LIST } from "../../../shared/constants.ts";
import type { ShoppingItem } from "../../../shared/schemas/note.ts";
import { createOrReplay, type EarlierCreation } from "../../core/commands/client-made-id.ts";
import { notFound } from "../../core/not-found.ts";
import type { Scope } from "../../core/scope.ts";
import type { WriteContext } from "../../core/write/write-context.ts";
import { writeUserData } from "../../core/write/write-user-data.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";
import { lockNote, toShoppingItem } from "../notes/index.ts";
import { rememberedCategory, rememberItem } from "./item-memory.ts";

const ITEM_COLUMNS = ["id", "note_id", "name", "completed", "category", "quantity", "added_by"] as const;

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
  noteId: string,
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

const toItem = toShoppingItem;

type NewItem = { id?: string | undefined; name: string; category: string | null; quantity: string | null };

/**
 * Adds an item to one of the user's lists (in the trash too, see assertOwnList), at most
 * MAX_ITEMS_PER_LIST per list. The list's row is locked first (PostgreSQL), so two adds at once
 * cannot both pass the count at the limit. The id is the client's when it sent one (a repeated id
 * answers the item it made, see client-made-id.ts), else a new UUIDv7. Without a category the item
 * goes under the one the person (the actor) last gave this name, and the person's memory of the name
 * is updated either way (item-memory.ts); the item records who added it.
 */
export async function addItem(
  db: Kysely<Database>,
  context: WriteContext,
  noteId: string,
  input: NewItem,
): Promise<ShoppingItem> {
  const userId = context.ownerId;
  const id = input.id ?? uuidv7();
  return createOrReplay(
    input.id,
    () => earlierItem({ db, userId }, noteId, id, input),
    () => writeUserData(db, context, (trx) => insertItem(trx, context, noteId, id, input)),
  );
}

/**
 * An item added inside a write that is already running (addItem's, or quick add's, which adds a
 * line's items in one transaction): the list locked, its room checked, the category remembered.
 */
export async function insertItem(
  trx: Transaction<Database>,
  context: WriteContext,
  noteId: string,
  id: string,
  input: NewItem,
): Promise<ShoppingItem> {
  const userId = context.ownerId;
  await lockNote(trx, { userId, id: noteId, category: "shopping" });
  await assertRoomForItem(trx, noteId);
  const category = input.category ?? (await rememberedCategory(trx, context.actorId, input.name));
  const row = await trx
    .insertInto("shopping_items")
    .values({
      id,
      note_id: noteId,
      name: input.name,
      category,
      quantity: input.quantity,
      added_by: context.actorId,
      created_at: new Date().toISOString(),
    })
    .returning(ITEM_COLUMNS)
    .executeTakeFirstOrThrow();
  await rememberItem(trx, context.actorId, { name: input.name, category });
  return toItem(row);
}

/**
 * A repeat: the user's item, still on the same list, not deleted, with the same name, quantity and
 * category (any category when none was sent: the remembered one was chosen then).
 */
async function earlierItem(
  { db, userId }: Scope,
  noteId: string,
  id: string,
  input: NewItem,
): Promise<EarlierCreation<ShoppingItem>> {
  const row = await db
    .selectFrom("shopping_items")
    .innerJoin("notes", "notes.id", "shopping_items.note_id")
    .select(["notes.user_id", "shopping_items.deleted_at"])
    .select(ITEM_COLUMNS.map((column) => `shopping_items.${column}` as const))
    .where("shopping_items.id", "=", id)
    .executeTakeFirst();
  if (!row) return { found: "none" };
  const isRepeat =
    row.user_id === userId &&
    row.note_id === noteId &&
    row.deleted_at === null &&
    row.name === input.name &&
    row.quantity === input.quantity &&
    (input.category === null || row.category === input.category);
  return isRepeat ? { found: "repeat", result: toItem(row) } : { found: "taken" };
}

async function assertRoomForItem(trx: Transaction<Database>, noteId: string): Promise<void> {
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
  db: Kysely<Database>,
  context: WriteContext,
  noteId: string,
  itemId: string,
  set: ItemChange,
  isRemembered = false,
): Promise<ShoppingItem> {
  const userId = context.ownerId;
  return writeUserData(db, context, async (trx) => {
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
    if (isRemembered) await rememberItem(trx, context.actorId, row);
    return toItem(row);
  });
}

type ItemChanges = {
  name?: string | undefined;
  category?: string | null | undefined;
  quantity?: string | null | undefined;
  completed?: boolean | undefined;
};

/**
 * Changes only the fields sent: name, category, quantity, and `completed` set (not flipped), which is
 * safe to replay. A new name or category is remembered for the person who made the change.
 */
export function updateItem(
  db: Kysely<Database>,
  context: WriteContext,
  noteId: string,
  itemId: string,
  changes: ItemChanges,
): Promise<ShoppingItem> {
  const isRemembered = changes.name !== undefined || changes.category !== undefined;
  return changeItem(db, context, noteId, itemId, changes, isRemembered);
}

/**
 * Flips an item's completed flag in one statement (spec: read it, write the opposite). Not safe to
 * replay from an offline queue: clients that queue commands send `PATCH { completed }` instead.
 */
export function toggleItem(
  db: Kysely<Database>,
  context: WriteContext,
  noteId: string,
  itemId: string,
): Promise<ShoppingItem> {
  return changeItem(db, context, noteId, itemId, (eb) => ({ completed: eb.not(eb.ref("completed")) }));
}

/** How long a deleted item can still be brought back; far longer than the Undo toast stays. */
export const DELETED_ITEM_KEPT_MS = 60 * 60 * 1000;

/**
 * Deletes an item: it leaves every read at once but is kept a while for Undo (restoreItem). Items of
 * the same list deleted longer ago than DELETED_ITEM_KEPT_MS are removed for good on the way.
 */
export async function deleteItem(
  db: Kysely<Database>,
  context: WriteContext,
  noteId: string,
  itemId: string,
): Promise<void> {
  const userId = context.ownerId;
  await writeUserData(db, context, async (trx) => {
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
export async function restoreItem(
  db: Kysely<Database>,
  context: WriteContext,
  noteId: string,
  itemId: string,
): Promise<ShoppingItem> {
  const userId = context.ownerId;
  return writeUserData(db, context, async (trx) => {
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
export async function setCategoryOrder(
  db: Kysely<Database>,
  context: WriteContext,
  order: readonly string[],
): Promise<string[]> {
  const userId = context.ownerId;
  await writeUserData(db, context, async (trx) => {
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
