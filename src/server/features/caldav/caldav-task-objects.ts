import { createHash } from "node:crypto";
import { type Kysely, type RawBuilder, sql, type Transaction } from "kysely";
import { readInChunks } from "../../db/read-in-chunks.ts";
import type { Database } from "../../db/types.ts";
import { ID_CHUNK } from "./caldav-sync.ts";
import { writeVtodo } from "./vtodo-write.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** One task as a CalDAV resource: its name in the collection, its iCalendar and that text's ETag. */
export type DavObject = {
  objectId: string;
  name: string;
  uid: string;
  ics: string;
  etag: string;
  completed: boolean;
  /** The task's date as Poriadok holds it (a day, or a date-time with its offset), for time-range filters. */
  date: string | null;
};

/** Which of the user's tasks to read: all of them, or those with these ids or resource names. */
export type TaskSelection = { ids?: readonly string[]; names?: readonly string[] };

/**
 * The user's tasks as CalDAV resources: every task not in the trash and not archived (the lists'
 * own rule), done ones included — a client filters those out itself (calendar-query). Each is
 * rendered whole, and its ETag is a hash of exactly those bytes (the rendering is deterministic:
 * DTSTAMP is the task's last change), so an ETag changes with every change a client could see and
 * with nothing else, whoever made it: the app, the API, another client.
 */
export async function readTaskObjects(db: Db, userId: string, selection: TaskSelection = {}): Promise<DavObject[]> {
  const { ids, names } = selection;
  if ((ids && ids.length === 0) || (names && names.length === 0)) return [];
  const rows = await db
    .selectFrom("notes")
    .leftJoin("caldav_objects", (join) =>
      join.onRef("caldav_objects.object_id", "=", "notes.id").on("caldav_objects.user_id", "=", userId),
    )
    .leftJoin("task_series", "task_series.id", "notes.series_id")
    .select(["notes.id", "notes.title", "notes.content", "notes.date", "notes.reminder", "notes.repeat"])
    .select(["notes.completed", "notes.completed_at", "notes.created_at", "notes.updated_at"])
    .select(["caldav_objects.name", "caldav_objects.uid", "caldav_objects.extras", "task_series.time_zone"])
    .where("notes.user_id", "=", userId)
    .where("notes.category", "=", "tasks")
    .where("notes.is_deleted", "=", false)
    .where("notes.archived_at", "is", null)
    .$if(ids !== undefined, (query) => query.where("notes.id", "in", ids ?? []))
    .$if(names !== undefined, (query) => query.where(namedIn("notes.id", names ?? [])))
    .orderBy("notes.id")
    .execute();
  const categories = await tagNamesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const uid = row.uid ?? row.id;
    const ics = writeVtodo(
      {
        uid,
        title: row.title,
        content: row.content,
        date: row.date,
        timeZone: row.time_zone ?? null,
        completed: Boolean(row.completed),
        completedAt: row.completed_at,
        categories: categories.get(row.id) ?? [],
        // A done occurrence's series goes on in the next one: the client sees it as done, not as the series.
        repeat: row.completed ? null : row.repeat,
        reminder: row.reminder,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      },
      row.extras ?? null,
    );
    return davObject({ objectId: row.id, name: row.name, uid, ics, completed: Boolean(row.completed), date: row.date });
  });
}

/** A rendered resource with its ETag; a resource no client named is `<id>.ics`. */
export function davObject(parts: Omit<DavObject, "etag" | "name"> & { name: string | null }): DavObject {
  return { ...parts, name: parts.name ?? defaultName(parts.objectId), etag: etagOf(parts.ics) };
}

/** A task no client named is `<id>.ics`. */
export function defaultName(id: string): string {
  return `${id}.ics`;
}

/**
 * The rows of the tasks collection that `names` (never empty) name: by the name a client gave
 * (caldav_objects, joined), else — a resource no client named — by `<id>.ics`, `idColumn` the id.
 * Raw SQL, as one condition serves queries whose joins Kysely types apart (tasks, sub-tasks).
 */
export function namedIn(idColumn: string, names: readonly string[]): RawBuilder<boolean> {
  const byName = sql`caldav_objects.name in (${sql.join(names)})`;
  const byId = sql`caldav_objects.name is null and ${sql.ref(idColumn)} in (${sql.join(idsOfDefaultNames(names))})`;
  return sql<boolean>`(${byName} or (${byId}))`;
}

/** The ids that resource names of the `<id>.ics` form name (a never-matching id when none). */
function idsOfDefaultNames(names: readonly string[]): string[] {
  const ids = names.filter((name) => name.endsWith(".ics")).map((name) => name.slice(0, -4));
  return ids.length > 0 ? ids : [""];
}

/** A strong ETag: the same bytes, the same tag (RFC 9110 8.8.3). */
export function etagOf(ics: string): string {
  return `"${createHash("sha256").update(ics).digest("base64url").slice(0, 32)}"`;
}

/** Each task's tag names, in name order (CATEGORIES). */
async function tagNamesOf(db: Db, noteIds: string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  // A task's tags all come in its own chunk, so each keeps its name order.
  const rows = await readInChunks(noteIds, ID_CHUNK, (chunk) =>
    db
      .selectFrom("note_tags")
      .innerJoin("tags", "tags.id", "note_tags.tag_id")
      .select(["note_tags.note_id", "tags.name"])
      .where("note_tags.note_id", "in", chunk)
      .orderBy("tags.name")
      .execute(),
  );
  for (const row of rows) names.set(row.note_id, [...(names.get(row.note_id) ?? []), row.name]);
  return names;
}

/** The resource name of a task or item, also when it is gone (a sync report's 404 member). */
export async function namesOfObjects(
  db: Db,
  userId: string,
  collectionId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const names = new Map(ids.map((id) => [id, defaultName(id)]));
  if (ids.length === 0) return names;
  const rows = await db
    .selectFrom("caldav_objects")
    .select(["object_id", "name"])
    .where("user_id", "=", userId)
    .where("collection_id", "=", collectionId)
    .where("object_id", "in", ids)
    .execute();
  for (const row of rows) names.set(row.object_id, row.name);
  return names;
}
