import type { Kysely, Transaction } from "kysely";
import {
  type DataExport,
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  type ExportedChecklistItem,
  type ExportedItem,
  type ExportedNote,
  type ExportedPhoto,
} from "../../../../shared/schemas/data-export.ts";
import type { Engine } from "../../../db/client.ts";
import { readSnapshot } from "../../../db/read-snapshot.ts";
import type { Database, NoteRow } from "../../../db/types.ts";

export type ExportScope = { db: Kysely<Database>; engine: Engine; userId: string };

/**
 * The signed-in user's whole organiser as the export file (shared/schemas/data-export.ts). With
 * `withPhotos` (the zip export's data.json), each note lists its photos as files of the archive.
 */
export function readDataExport(scope: ExportScope, now = new Date(), withPhotos = false): Promise<DataExport> {
  return readSnapshot(scope, async (trx) => {
    const { userId } = scope;
    const profile = await trx
      .selectFrom("user")
      .select(["firstName", "lastName", "username", "email", "locale"])
      .where("id", "=", userId)
      .executeTakeFirst();
    const tags = await trx
      .selectFrom("tags")
      .select(["id", "name", "color", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute();
    const plannerHours = await trx
      .selectFrom("hours_planner")
      .select(["date", "planned_hours"])
      .where("user_id", "=", userId)
      .orderBy("date")
      .execute();
    const order = await trx
      .selectFrom("shopping_category_order")
      .select("category")
      .where("user_id", "=", userId)
      .orderBy("position")
      .execute();
    const remembered = await trx
      .selectFrom("shopping_item_memory")
      .select(["name", "category"])
      .where("user_id", "=", userId)
      .orderBy("used_at", "desc")
      .orderBy("name_key")
      .execute();
    return {
      format: EXPORT_FORMAT,
      version: EXPORT_FORMAT_VERSION,
      exportedAt: now.toISOString(),
      profile: profile ?? null,
      tags: tags.map((tag) => ({
        id: tag.id,
        name: tag.name,
        color: tag.color as DataExport["tags"][number]["color"],
        createdAt: tag.created_at,
      })),
      notes: withPhotos
        ? await withPhotoFiles(trx, userId, await readNotes(trx, userId))
        : await readNotes(trx, userId),
      plannerHours: plannerHours.map((day) => ({ date: day.date, plannedHours: day.planned_hours })),
      shoppingCategoryOrder: order.map((row) => row.category),
      rememberedItems: remembered,
    };
  });
}

/** Every note, active and trashed, in id order (creation order) with its tag ids and live items. */
async function readNotes(trx: Transaction<Database>, userId: string): Promise<ExportedNote[]> {
  const notes = await trx.selectFrom("notes").selectAll().where("user_id", "=", userId).orderBy("id").execute();
  const zones = await trx.selectFrom("task_series").select(["id", "time_zone"]).where("user_id", "=", userId).execute();
  const zoneOf = new Map(zones.map((series) => [series.id, series.time_zone]));
  const links = await trx
    .selectFrom("note_tags")
    .innerJoin("notes", "notes.id", "note_tags.note_id")
    .select(["note_tags.note_id", "note_tags.tag_id"])
    .where("notes.user_id", "=", userId)
    .orderBy("note_tags.tag_id")
    .execute();
  // Items deleted with Undo still possible are gone for the user: not exported.
  const items = await trx
    .selectFrom("shopping_items")
    .innerJoin("notes", "notes.id", "shopping_items.note_id")
    .select([
      "shopping_items.id",
      "shopping_items.note_id",
      "shopping_items.name",
      "shopping_items.completed",
      "shopping_items.category",
      "shopping_items.quantity",
      "shopping_items.created_at",
    ])
    .where("notes.user_id", "=", userId)
    .where("shopping_items.deleted_at", "is", null)
    .orderBy("shopping_items.id")
    .execute();
  const tagsOf = groupBy(
    links,
    (link) => link.note_id,
    (link) => link.tag_id,
  );
  const itemsOf = groupBy(
    items,
    (item) => item.note_id,
    (item): ExportedItem => ({
      id: item.id,
      name: item.name,
      completed: item.completed,
      category: item.category,
      quantity: item.quantity,
      createdAt: item.created_at,
    }),
  );
  const checklistOf = groupBy(
    await readChecklists(trx, userId),
    (line) => line.note_id,
    (line): ExportedChecklistItem => ({ id: line.id, title: line.title, completed: line.completed }),
  );
  return notes.map((note) => {
    const exported = exportedNote(
      note,
      tagsOf.get(note.id) ?? [],
      itemsOf.get(note.id) ?? [],
      checklistOf.get(note.id) ?? [],
    );
    // An open repeating task's zone (its series'); a done occurrence's series goes on in the next one.
    const timeZone = note.repeat && note.series_id && !note.completed ? zoneOf.get(note.series_id) : undefined;
    return timeZone ? { ...exported, timeZone } : exported;
  });
}

/** Every checklist line of the user's notes, each note's in its order (version 2). */
function readChecklists(trx: Transaction<Database>, userId: string) {
  return trx
    .selectFrom("checklist_items")
    .innerJoin("notes", "notes.id", "checklist_items.note_id")
    .select(["checklist_items.id", "checklist_items.note_id", "checklist_items.title", "checklist_items.completed"])
    .where("notes.user_id", "=", userId)
    .orderBy("checklist_items.note_id")
    .orderBy("checklist_items.position")
    .orderBy("checklist_items.id")
    .execute();
}

/** Each note with its photos in their order (the note's order is by id, as the app shows them). */
async function withPhotoFiles(trx: Transaction<Database>, userId: string, notes: ExportedNote[]) {
  const photos = await trx
    .selectFrom("note_photos")
    .innerJoin("notes", "notes.id", "note_photos.note_id")
    .select(["note_photos.id", "note_photos.note_id", "note_photos.width", "note_photos.height"])
    .where("notes.user_id", "=", userId)
    .orderBy("note_photos.id")
    .execute();
  const photosOf = groupBy(
    photos,
    (photo) => photo.note_id,
    (photo): ExportedPhoto => ({
      id: photo.id,
      file: `files/${photo.id}.webp`,
      width: Number(photo.width),
      height: Number(photo.height),
    }),
  );
  return notes.map((note) => ({ ...note, photos: photosOf.get(note.id) ?? [] }));
}

function exportedNote(
  note: NoteRow,
  tags: string[],
  items: ExportedItem[],
  checklist: ExportedChecklistItem[],
): ExportedNote {
  return {
    id: note.id,
    category: note.category,
    title: note.title,
    content: note.content,
    completed: note.completed,
    date: note.date,
    reminder: note.reminder,
    repeat: note.repeat,
    createdAt: note.created_at,
    updatedAt: note.updated_at,
    completedAt: note.completed_at,
    // A trashed note without a time (not made by this app) still goes to the trash: its last change.
    trashedAt: note.is_deleted ? (note.deleted_at ?? note.updated_at) : null,
    tags,
    items,
    pinned: note.pinned,
    color: note.color,
    archivedAt: note.archived_at,
    checklist,
  };
}

function groupBy<Row, Value>(rows: Row[], keyOf: (row: Row) => string, pick: (row: Row) => Value) {
  const groups = new Map<string, Value[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(pick(row));
    else groups.set(keyOf(row), [pick(row)]);
  }
  return groups;
}
