import type { Kysely, Transaction } from "kysely";
import { uuidv7 } from "uuidv7";
import { CreateNoteSchema, UpdateNoteSchema } from "../../../shared/schemas/note.ts";
import { formatInZone, offsetOf } from "../../../shared/zoned-time.ts";
import { ownWrite } from "../../core/write/write-context.ts";
import { writeUserData } from "../../core/write/write-user-data.ts";
import type { Database } from "../../db/types.ts";
import { insertNoteRows, moveToTrash, updateNoteRows } from "../notes/index.ts";
import { forgetClientParts, keepClientParts, renameRetiredTask } from "./caldav-client-parts.ts";
import { TASKS_COLLECTION } from "./caldav-paths.ts";
import { readTasksCollection } from "./caldav-subtask-objects.ts";
import { deleteLine, placeTodo, taskOfLine, writeLine } from "./caldav-subtask-writes.ts";
import { tagIdsForCategories } from "./caldav-tags.ts";
import type { DavObject } from "./caldav-task-objects.ts";
import { DavRefusal, type Preconditions, refuseUnlessMet } from "./dav-preconditions.ts";
import { type ClientTask, readVtodo } from "./vtodo-read.ts";

type Trx = Transaction<Database>;
export type PutResult = { created: boolean; etag: string };

/** What a task without a SUMMARY is called (a title is required in Poriadok); by the account's language. */
const UNTITLED: Record<string, string> = { en: "Untitled task", sk: "Úloha bez názvu" };

/**
 * PUT of a task: a new resource name makes a task, a known one changes it — only the fields that differ,
 * through the notes' own write (change log, live sync to open browsers, the next occurrence of a
 * repeating task ticked done, exactly once). The client's UID, its resource name and whatever it sent
 * that Poriadok has no field for are kept beside the task (caldav_objects) in the same transaction.
 * If-Match / If-None-Match are judged inside it too, so of two clients writing at once one gets 412.
 * A to-do RELATED-TO one of the collection's tasks is a line of that task's checklist instead
 * (caldav-subtask-writes.ts says when one turns into the other).
 */
export async function putTask(
  db: Kysely<Database>,
  user: { id: string; locale: string },
  request: { name: string; body: string } & Preconditions,
): Promise<PutResult> {
  let created = false;
  let objectId = "";
  let retiredTask: string | undefined;
  await writeUserData(db, ownWrite(user.id), async (trx) => {
    const [existing] = await readTasksCollection(trx, user.id, { names: [request.name] });
    refuseUnlessMet(request, existing);
    const { task, extras, parentUid, childExtras } = readVtodo(request.body, "UTC");
    await refuseTakenUid(trx, user.id, task.uid, existing);
    const title = task.title.trim() === "" ? (UNTITLED[user.locale] ?? UNTITLED.en ?? "") : task.title;
    const place = await placeTodo(trx, user.id, existing?.objectId, parentUid);
    if (place.retireLine) await deleteLine(trx, user.id, place.retireLine);
    objectId =
      place.kind === "line"
        ? await writeLine(trx, user.id, { id: place.lineId, taskId: place.taskId, title, completed: task.completed })
        : await writeTask(trx, user.id, place.taskId, { ...task, title });
    // The resource is now another object (a line become a task, or the other way): its name goes along.
    if (existing && existing.objectId !== objectId) await forgetClientParts(trx, user.id, existing.objectId);
    const kept = place.kind === "line" ? childExtras : extras;
    await keepClientParts(trx, user.id, {
      collectionId: TASKS_COLLECTION,
      name: request.name,
      uid: task.uid,
      objectId,
      extras: kept,
    });
    retiredTask = place.kind === "line" ? place.retireTask : undefined;
    if (retiredTask) await renameRetiredTask(trx, user.id, retiredTask, TASKS_COLLECTION);
    created = !existing;
  });
  // Indented under another task, the task it was goes to the trash (restorable, as a client's DELETE).
  if (retiredTask) await moveToTrash(db, ownWrite(user.id), retiredTask);
  const [written] = await readTasksCollection(db, user.id, { ids: [objectId] });
  return { created, etag: written?.etag ?? "" };
}

/** Makes a task (`taskId` absent) or changes one, with its tags by CATEGORIES; gives its id. */
async function writeTask(trx: Trx, userId: string, taskId: string | undefined, task: ClientTask): Promise<string> {
  const tags = await tagIdsForCategories(trx, userId, task.categories);
  const fields = { ...task, reminder: reminderOf(task) };
  if (!taskId) return createTask(trx, userId, fields, tags);
  await changeTask(trx, userId, taskId, fields, tags);
  return taskId;
}

type TaskFields = ClientTask & { reminder: string | null };

async function createTask(trx: Trx, userId: string, task: TaskFields, tagIds: string[]): Promise<string> {
  const id = uuidv7();
  const input = CreateNoteSchema.parse({
    title: task.title,
    content: task.content,
    category: "tasks",
    date: task.date,
    reminder: task.date ? task.reminder : null,
    repeat: task.date ? task.repeat : null,
    timeZone: task.timeZone ?? undefined,
    tags: tagIds,
  });
  await insertNoteRows(trx, ownWrite(userId), id, input);
  if (task.completed) await updateNoteRows(trx, ownWrite(userId), id, UpdateNoteSchema.parse({ completed: true }));
  return id;
}

async function changeTask(trx: Trx, userId: string, taskId: string, task: TaskFields, tagIds: string[]) {
  const current = await trx
    .selectFrom("notes")
    .select(["title", "content", "date", "reminder", "repeat", "completed"])
    .where("id", "=", taskId)
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  const currentTags = await trx.selectFrom("note_tags").select("tag_id").where("note_id", "=", taskId).execute();
  const wanted = {
    title: task.title,
    content: task.content,
    date: task.date,
    reminder: task.date ? task.reminder : null,
    repeat: task.date ? task.repeat : null,
    completed: task.completed,
  };
  // A done occurrence is written without its rule (its series goes on in the next one): a client
  // sending it back without RRULE has not ended the series.
  if (current.completed && task.completed) wanted.repeat = current.repeat;
  const changed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(wanted))
    if (value !== (field === "completed" ? Boolean(current.completed) : current[field as keyof typeof current]))
      changed[field] = value;
  const sameTags = currentTags.length === tagIds.length && currentTags.every((row) => tagIds.includes(row.tag_id));
  if (!sameTags) changed.tags = tagIds;
  if (changed.repeat !== undefined && task.timeZone) changed.timeZone = task.timeZone;
  if (Object.keys(changed).length === 0) return;
  await updateNoteRows(trx, ownWrite(userId), taskId, UpdateNoteSchema.parse(changed));
}

/** A VALARM's "15 minutes before" as the absolute moment Poriadok keeps, in the date's own offset. */
function reminderOf(task: ClientTask): string | null {
  if (task.reminderMinutesBefore === null || task.date === null || task.date.length <= 10) return null;
  const zone = task.timeZone ?? offsetOf(task.date) ?? "UTC";
  return formatInZone(Date.parse(task.date) - task.reminderMinutesBefore * 60_000, zone);
}

/** RFC 4791 5.3.2.1 no-uid-conflict: a second resource may not carry a UID another one has. */
async function refuseTakenUid(trx: Trx, userId: string, uid: string, existing: DavObject | undefined) {
  if (existing && existing.uid === uid) return;
  const [holder] = await readTasksCollection(trx, userId, { ids: [uid] });
  const mapped = await trx
    .selectFrom("caldav_objects")
    .select("object_id")
    .where("user_id", "=", userId)
    .where("uid", "=", uid)
    .executeTakeFirst();
  const holderId = mapped?.object_id ?? (holder && holder.uid === uid ? holder.objectId : undefined);
  if (holderId !== undefined && holderId !== existing?.objectId) throw new DavRefusal(403, "no-uid-conflict");
}

/**
 * DELETE of a task: to the trash, as the app's Delete does (restorable there for 30 days). Of a
 * sub-task: its line deleted, as the app's delete of a line does.
 */
export async function deleteTask(db: Kysely<Database>, userId: string, request: { name: string } & Preconditions) {
  const [existing] = await readTasksCollection(db, userId, { names: [request.name] });
  if (!existing) throw new DavRefusal(404);
  refuseUnlessMet(request, existing);
  const taskId = await taskOfLine(db, userId, existing.objectId);
  if (!taskId) return moveToTrash(db, ownWrite(userId), existing.objectId);
  await writeUserData(db, ownWrite(userId), (trx) => deleteLine(trx, userId, { lineId: existing.objectId, taskId }));
}
