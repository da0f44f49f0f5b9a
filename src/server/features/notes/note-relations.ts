import type { Kysely } from "kysely";
import type { ChecklistItem } from "../../../shared/schemas/checklist.ts";
import type { Note, ShoppingItem } from "../../../shared/schemas/note.ts";
import type { NoteSummary } from "../../../shared/schemas/note-page.ts";
import type { NotePhoto } from "../../../shared/schemas/photo.ts";
import type { Database, NoteRow } from "../../db/types.ts";

/**
 * A page's notes with their tag ids and, for shopping lists, how many items are done of how many:
 * two more queries by the page's ids, whatever its size (the home screen's cards need no items).
 */
export async function withTagsAndCounts(db: Kysely<Database>, rows: NoteRow[]): Promise<NoteSummary[]> {
  const ids = rows.map((row) => row.id);
  const listIds = rows.filter((row) => row.category === "shopping").map((row) => row.id);
  const [tagsByNote, counts, checklists, photos] = await Promise.all([
    tagIdsOf(db, ids),
    itemCountsOf(db, listIds),
    checklistsOf(db, rows),
    photosOf(db, ids),
  ]);
  return rows.map((row) => {
    const { items: _items, ...note } = toNote(row, tagsByNote.get(row.id) ?? [], [], checklists.get(row.id) ?? []);
    const count = counts.get(row.id);
    return { ...note, photos: photos.get(row.id) ?? [], itemsDone: count?.done ?? 0, itemsTotal: count?.total ?? 0 };
  });
}

/** A page's notes with their tag ids and items (the trash shows a list's items by name). */
export async function withTagsAndItems(db: Kysely<Database>, rows: NoteRow[]): Promise<Note[]> {
  const ids = rows.map((row) => row.id);
  const [tagsByNote, itemsByNote, checklists, photos] = await Promise.all([
    tagIdsOf(db, ids),
    itemsOf(db, ids),
    checklistsOf(db, rows),
    photosOf(db, ids),
  ]);
  return rows.map((row) => ({
    ...toNote(row, tagsByNote.get(row.id) ?? [], itemsByNote.get(row.id) ?? [], checklists.get(row.id) ?? []),
    photos: photos.get(row.id) ?? [],
  }));
}

/** The photos of a page's notes in the order they were added (ids are UUIDv7): ids and sizes, never the bytes. */
async function photosOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, NotePhoto[]>> {
  if (ids.length === 0) return new Map();
  const photos = await db
    .selectFrom("note_photos")
    .select(["id", "note_id", "width", "height"])
    .where("note_id", "in", ids)
    .orderBy("note_id")
    .orderBy("id")
    .execute();
  return groupBy(
    photos,
    (photo) => photo.note_id,
    (photo) => ({ id: photo.id, width: Number(photo.width), height: Number(photo.height) }),
  );
}

/**
 * The checklists (sub-tasks) of a page's tasks and notes, in order: cards show them (2/5, ticked in
 * place), so lists carry them whole; at most CHECKLIST_ITEMS_MAX a note.
 */
async function checklistsOf(db: Kysely<Database>, rows: NoteRow[]): Promise<Map<string, ChecklistItem[]>> {
  const ids = rows.filter((row) => row.category !== "shopping").map((row) => row.id);
  if (ids.length === 0) return new Map();
  const items = await db
    .selectFrom("checklist_items")
    .select(["id", "note_id", "title", "completed", "position"])
    .where("note_id", "in", ids)
    .orderBy("note_id")
    .orderBy("position")
    .orderBy("id")
    .execute();
  return groupBy(
    items,
    (item) => item.note_id,
    (item) => ({ id: item.id, title: item.title, completed: item.completed, position: Number(item.position) }),
  );
}

async function tagIdsOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, string[]>> {
  if (ids.length === 0) return new Map();
  const links = await db
    .selectFrom("note_tags")
    .select(["note_id", "tag_id"])
    .where("note_id", "in", ids)
    .orderBy("tag_id")
    .execute();
  return groupBy(
    links,
    (link) => link.note_id,
    (link) => link.tag_id,
  );
}

async function itemCountsOf(db: Kysely<Database>, ids: string[]) {
  const counts = new Map<string, { done: number; total: number }>();
  if (ids.length === 0) return counts;
  // The page's items themselves (a few hundred at most), counted here: plain lookups by note_id,
  // with no GROUP BY for a planner to answer by walking the whole items index in note_id order.
  const items = await db
    .selectFrom("shopping_items")
    .select(["note_id", "completed"])
    .where("note_id", "in", ids)
    .where("deleted_at", "is", null)
    .execute();
  for (const item of items) {
    const count = counts.get(item.note_id) ?? { done: 0, total: 0 };
    count.total += 1;
    if (item.completed) count.done += 1;
    counts.set(item.note_id, count);
  }
  return counts;
}

async function itemsOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, ShoppingItem[]>> {
  if (ids.length === 0) return new Map();
  const items = await db
    .selectFrom("shopping_items")
    .select(["id", "note_id", "name", "completed", "category", "quantity", "added_by"])
    .where("note_id", "in", ids)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .execute();
  return groupBy(items, (item) => item.note_id, toShoppingItem);
}

function toNote(row: NoteRow, tags: string[], items: ShoppingItem[], checklist: ChecklistItem[]): Note {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    completed: row.completed,
    category: row.category,
    date: row.date,
    reminder: row.reminder,
    repeat: row.repeat,
    isDeleted: row.is_deleted,
    tags,
    items,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
    sharing: null,
    pinned: row.pinned,
    color: row.color,
    archivedAt: row.archived_at,
    checklist,
    photos: [],
  };
}

/** A shopping_items row (the columns lists read) as the API sends it. */
export function toShoppingItem(item: {
  id: string;
  note_id: string;
  name: string;
  completed: boolean;
  category: string | null;
  quantity: string | null;
  added_by: string | null;
}): ShoppingItem {
  return {
    id: item.id,
    noteId: item.note_id,
    name: item.name,
    completed: item.completed,
    category: item.category,
    quantity: item.quantity,
    addedBy: item.added_by,
  };
}

function groupBy<Row, Value>(rows: Row[], key: (row: Row) => string, value: (row: Row) => Value): Map<string, Value[]> {
  const groups = new Map<string, Value[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(value(row));
    else groups.set(key(row), [value(row)]);
  }
  return groups;
}
