import type { Kysely, Transaction } from "kysely";
import { uuidv7 } from "uuidv7";
import { positionAtEnd } from "../../../shared/checklist-position.ts";
import { CHECKLIST_ITEMS_MAX, ChecklistTitleSchema } from "../../../shared/schemas/checklist.ts";
import type { Database } from "../../db/types.ts";
import { linesOf, lockChecklistNote } from "../checklists/index.ts";

type Trx = Transaction<Database>;

/**
 * Sub-tasks a client writes (RELATED-TO;RELTYPE=PARENT a task of the collection) are the task's checklist
 * lines, written in the CalDAV request's own transaction (its If-Match judged in it): the change log
 * and live sync see them as the app's own edits of the checklist.
 */

/** The task whose line `objectId` is, or null when it is no line of the user's tasks. */
export async function taskOfLine(db: Kysely<Database> | Trx, userId: string, objectId: string): Promise<string | null> {
  const row = await db
    .selectFrom("checklist_items")
    .innerJoin("notes", "notes.id", "checklist_items.note_id")
    .select("notes.id")
    .where("checklist_items.id", "=", objectId)
    .where("notes.user_id", "=", userId)
    .where("notes.category", "=", "tasks")
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The task a new sub-task goes under: one of the collection's tasks (not trashed, not archived) whose
 * UID is `parentUid` — the client's own, or the task's id — with room for another line. Null otherwise:
 * the to-do is then a task of its own, its link kept for the client, so nothing it sent is lost.
 */
export async function parentTaskFor(
  trx: Trx,
  userId: string,
  parentUid: string | null,
  itselfId?: string,
): Promise<string | null> {
  if (!parentUid) return null;
  const mapped = await trx
    .selectFrom("caldav_objects")
    .select("object_id")
    .where("user_id", "=", userId)
    .where("uid", "=", parentUid)
    .executeTakeFirst();
  const task = await trx
    .selectFrom("notes")
    .select("id")
    .where("id", "=", mapped?.object_id ?? parentUid)
    .where("user_id", "=", userId)
    .where("category", "=", "tasks")
    .where("is_deleted", "=", false)
    .where("archived_at", "is", null)
    .executeTakeFirst();
  if (!task || task.id === itselfId) return null;
  const [{ count } = { count: 0 }] = await trx
    .selectFrom("checklist_items")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("note_id", "=", task.id)
    .execute();
  return Number(count) < CHECKLIST_ITEMS_MAX ? task.id : null;
}

/** Adds a line at the end of the task's checklist (`id` absent) or sets a line's title and tick; gives its id. */
export async function writeLine(
  trx: Trx,
  userId: string,
  line: { id?: string; taskId: string; title: string; completed: boolean },
): Promise<string> {
  await lockChecklistNote(trx, userId, line.taskId);
  const title = ChecklistTitleSchema.parse(line.title);
  const now = new Date().toISOString();
  if (line.id) {
    await trx
      .updateTable("checklist_items")
      .set({ title, completed: line.completed, updated_at: now })
      .where("id", "=", line.id)
      .where("note_id", "=", line.taskId)
      .execute();
    return line.id;
  }
  const id = uuidv7();
  const position = positionAtEnd(await linesOf(trx, line.taskId));
  await trx
    .insertInto("checklist_items")
    .values({ id, note_id: line.taskId, title, completed: line.completed, position, created_at: now, updated_at: now })
    .execute();
  return id;
}

/** Deletes a line of the user's task for good, as the app's delete of a line does. */
export async function deleteLine(trx: Trx, userId: string, { lineId, taskId }: LineOfTask): Promise<void> {
  await lockChecklistNote(trx, userId, taskId);
  await trx.deleteFrom("checklist_items").where("id", "=", lineId).where("note_id", "=", taskId).execute();
}

/**
 * Where a PUT's to-do goes: a line (of `taskId`; `lineId` the line it changes, else a new one) or a
 * task (`taskId` the one it changes, else a new one). A client moves to-dos between the two — Apple
 * Reminders indents a reminder under another, Tasks.org outdents a sub-task — so the kind may change:
 * `retireLine` is then the line to delete (a line outdented, or moved under another task) and
 * `retireTask` the task to move to the trash (indented under another; only a task with nothing a line
 * cannot hold — no lines, photos or repeat — else it stays a task, its link kept for the client).
 */
export type Placement =
  | { kind: "line"; taskId: string; lineId?: string; retireLine?: LineOfTask; retireTask?: string }
  | { kind: "task"; taskId?: string; retireLine?: LineOfTask };
export type LineOfTask = { lineId: string; taskId: string };

export async function placeTodo(
  trx: Trx,
  userId: string,
  existingId: string | undefined,
  parentUid: string | null,
): Promise<Placement> {
  const lineOf = existingId ? await taskOfLine(trx, userId, existingId) : null;
  if (existingId && lineOf) {
    if (parentUid === null) return { kind: "task", retireLine: { lineId: existingId, taskId: lineOf } };
    const parent = await parentTaskFor(trx, userId, parentUid, existingId);
    if (parent === null || parent === lineOf) return { kind: "line", taskId: lineOf, lineId: existingId };
    return { kind: "line", taskId: parent, retireLine: { lineId: existingId, taskId: lineOf } };
  }
  const parent = await parentTaskFor(trx, userId, parentUid, existingId);
  if (parent === null) return { kind: "task", taskId: existingId };
  if (!existingId) return { kind: "line", taskId: parent };
  if (await holdsMoreThanALine(trx, existingId)) return { kind: "task", taskId: existingId };
  return { kind: "line", taskId: parent, retireTask: existingId };
}

/** Lines, photos or a repeat of its own: a task that as a line would lose them. */
async function holdsMoreThanALine(trx: Trx, taskId: string): Promise<boolean> {
  const line = await trx.selectFrom("checklist_items").select("id").where("note_id", "=", taskId).executeTakeFirst();
  const photo = await trx.selectFrom("note_photos").select("id").where("note_id", "=", taskId).executeTakeFirst();
  const task = await trx.selectFrom("notes").select("repeat").where("id", "=", taskId).executeTakeFirst();
  return Boolean(line || photo || task?.repeat);
}
