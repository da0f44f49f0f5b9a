import type { Kysely } from "kysely";
import type { ShoppingItem } from "../../../shared/schemas/note.ts";
import type { NoteSummary } from "../../../shared/schemas/note-page.ts";
import type { PlannerDay } from "../../../shared/schemas/planner.ts";
import type { Tag } from "../../../shared/schemas/tag.ts";
import { memberListIds } from "../../core/shared-lists/list-access.ts";
import { readInChunks } from "../../db/read-in-chunks.ts";
import type { Database } from "../../db/types.ts";
import { toShoppingItem, withTagsAndCounts } from "../notes/index.ts";
import { withSharing } from "../sharing/index.ts";
import { getCategoryOrder } from "../shopping/index.ts";

/**
 * The current rows a pull sends, in the shapes of the list routes (their own mappers): either all of
 * the user's (`ids` absent, a reset) or those with the given ids (the change log's text ids, the same
 * UUIDs as the rows' keys; planner days by date).
 */
type Ids = readonly string[] | undefined;

/** Ids per query: well inside SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;

async function inChunks<Row>(ids: Ids, read: (chunk: readonly string[] | undefined) => Promise<Row[]>) {
  return ids === undefined ? read(undefined) : readInChunks(ids, CHUNK, read);
}

/**
 * Active and trashed notes with tag ids and shopping counts (the list API's NoteSummary), and the
 * active shared lists the user is a member of (a member's trashed or left list is not found here, so
 * its logged change reads as a deletion).
 */
export async function notesOf(db: Kysely<Database>, userId: string, ids: Ids): Promise<NoteSummary[]> {
  const shared = await memberListIds(db, userId);
  const rows = await inChunks(ids, (chunk) => {
    let query = db
      .selectFrom("notes")
      .selectAll()
      .where((eb) =>
        shared.length === 0 ? eb("user_id", "=", userId) : eb.or([eb("user_id", "=", userId), eb("id", "in", shared)]),
      );
    if (chunk) query = query.where("id", "in", chunk);
    return query.orderBy("id").execute();
  });
  const notes: NoteSummary[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    notes.push(...(await withSharing(db, userId, await withTagsAndCounts(db, rows.slice(start, start + CHUNK)))));
  }
  return notes;
}

export async function tagsOf(db: Kysely<Database>, userId: string, ids: Ids): Promise<Tag[]> {
  return inChunks(ids, (chunk) => {
    let query = db.selectFrom("tags").select(["id", "name", "color"]).where("user_id", "=", userId);
    if (chunk) query = query.where("id", "in", chunk);
    return query.orderBy("id").execute();
  });
}

/**
 * Items of the user's notes (active and trashed lists), with `deleted` for those deleted with Undo
 * still possible: a pull sends those as deletions.
 */
export async function itemsOf(
  db: Kysely<Database>,
  userId: string,
  ids: Ids,
): Promise<{ item: ShoppingItem; deleted: boolean }[]> {
  const shared = await memberListIds(db, userId);
  const rows = await inChunks(ids, (chunk) => {
    let query = db
      .selectFrom("shopping_items")
      .innerJoin("notes", "notes.id", "shopping_items.note_id")
      .select([
        "shopping_items.id",
        "shopping_items.note_id",
        "shopping_items.name",
        "shopping_items.completed",
        "shopping_items.category",
        "shopping_items.quantity",
        "shopping_items.added_by",
        "shopping_items.deleted_at",
      ])
      .where((eb) =>
        shared.length === 0
          ? eb("notes.user_id", "=", userId)
          : eb.or([eb("notes.user_id", "=", userId), eb("notes.id", "in", shared)]),
      );
    if (chunk) query = query.where("shopping_items.id", "in", chunk);
    else query = query.where("shopping_items.deleted_at", "is", null);
    return query.orderBy("shopping_items.id").execute();
  });
  return rows.map((row) => ({ item: toShoppingItem(row), deleted: row.deleted_at !== null }));
}

export async function plannerDaysOf(db: Kysely<Database>, userId: string, dates: Ids): Promise<PlannerDay[]> {
  const rows = await inChunks(dates, (chunk) => {
    let query = db.selectFrom("hours_planner").select(["date", "planned_hours"]).where("user_id", "=", userId);
    if (chunk) query = query.where("date", "in", chunk);
    return query.orderBy("date").execute();
  });
  return rows.map((row) => ({ date: row.date, plannedHours: row.planned_hours }));
}

export function categoryOrderOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  return getCategoryOrder({ db, userId });
}
