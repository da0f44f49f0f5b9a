import type { Kysely, Transaction } from "kysely";
import { readInChunks } from "../../db/read-in-chunks.ts";
import type { Database } from "../../db/types.ts";
import { ID_CHUNK } from "./caldav-sync.ts";
import { type DavObject, davObject, namedIn, readTaskObjects, type TaskSelection } from "./caldav-task-objects.ts";
import { writeSubtaskVtodo } from "./vtodo-write.ts";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The tasks collection's resources: the tasks, and each task's checklist lines as its sub-tasks.
 * Ids are UUIDs throughout, so one selection names either kind.
 */
export async function readTasksCollection(db: Db, userId: string, selection: TaskSelection = {}): Promise<DavObject[]> {
  return [...(await readTaskObjects(db, userId, selection)), ...(await readSubtaskObjects(db, userId, selection))];
}

/**
 * A task's checklist lines (issue 29) as CalDAV sub-tasks: each line a VTODO of its own, RELATED-TO its
 * task (RELTYPE=PARENT, RFC 5545 3.8.4.5), which Apple Reminders, Tasks.org, jtx Board, Thunderbird and
 * Evolution show under the task. Only the lines of the tasks the collection holds (not in the trash,
 * not archived); a note's checklist stays in Poriadok. Each is rendered whole, its ETag the hash of
 * those bytes, as tasks are; a client's name, UID and extras are kept in caldav_objects as for a task.
 */
export async function readSubtaskObjects(db: Db, userId: string, selection: TaskSelection = {}): Promise<DavObject[]> {
  const { ids, names } = selection;
  if ((ids && ids.length === 0) || (names && names.length === 0)) return [];
  const rows = await db
    .selectFrom("checklist_items")
    .innerJoin("notes", "notes.id", "checklist_items.note_id")
    .leftJoin("caldav_objects", (join) =>
      join.onRef("caldav_objects.object_id", "=", "checklist_items.id").on("caldav_objects.user_id", "=", userId),
    )
    .leftJoin("caldav_objects as parent", (join) =>
      join.onRef("parent.object_id", "=", "notes.id").on("parent.user_id", "=", userId),
    )
    .select(["checklist_items.id", "checklist_items.title", "checklist_items.completed", "checklist_items.note_id"])
    .select(["checklist_items.created_at", "checklist_items.updated_at"])
    .select(["caldav_objects.name", "caldav_objects.uid", "caldav_objects.extras", "parent.uid as parent_uid"])
    .where("notes.user_id", "=", userId)
    .where("notes.category", "=", "tasks")
    .where("notes.is_deleted", "=", false)
    .where("notes.archived_at", "is", null)
    .$if(ids !== undefined, (query) => query.where("checklist_items.id", "in", ids ?? []))
    .$if(names !== undefined, (query) => query.where(namedIn("checklist_items.id", names ?? [])))
    .orderBy("checklist_items.id")
    .execute();
  return rows.map((row) => {
    const uid = row.uid ?? row.id;
    const ics = writeSubtaskVtodo(
      {
        uid,
        title: row.title,
        completed: Boolean(row.completed),
        parentUid: row.parent_uid ?? row.note_id,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      },
      row.extras ?? null,
    );
    return davObject({ objectId: row.id, name: row.name, uid, ics, completed: Boolean(row.completed), date: null });
  });
}

/**
 * The checklist lines to report in a sync after `since`: those the log names as changed or deleted
 * (migration 0030) — but not the lines of a note or list, which the collection never holds — and every
 * line of a task that changed (moved to the trash or archived, its lines go with it; its UID changed,
 * theirs point to it). `changedNoteIds`: the tasks the log names (caldav-sync.ts).
 */
export async function subtaskIdsChangedSince(
  db: Db,
  userId: string,
  since: number,
  changedNoteIds: readonly string[],
): Promise<string[]> {
  const logged = await db
    .selectFrom("sync_changes")
    .leftJoin("checklist_items", "checklist_items.id", "sync_changes.entity_id")
    .leftJoin("notes", "notes.id", "checklist_items.note_id")
    .select(["sync_changes.entity_id", "notes.category"])
    .where("sync_changes.user_id", "=", userId)
    .where("sync_changes.seq", ">", since)
    .where("sync_changes.entity", "=", "checklistItem")
    .execute();
  const ids = new Set(
    logged.filter((row) => row.category === null || row.category === "tasks").map((row) => row.entity_id),
  );
  const lines = await readInChunks(changedNoteIds, ID_CHUNK, (chunk) =>
    db.selectFrom("checklist_items").select("id").where("note_id", "in", chunk).execute(),
  );
  for (const line of lines) ids.add(line.id);
  return [...ids];
}
