import type { ExpressionBuilder, Kysely, Transaction } from "kysely";
import type { z } from "zod";
import type { Note, NoteCounts, UpdateNoteSchema } from "../../../shared/schemas/note.ts";
import { notFound } from "../../core/not-found.ts";
import type { Scope } from "../../core/scope.ts";
import { memberListIds } from "../../core/shared-lists/list-access.ts";
import type { WriteContext } from "../../core/write/write-context.ts";
import { writeUserData } from "../../core/write/write-user-data.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";
import { applyRepeatEdit, makeNextOccurrence } from "../recurrence/index.ts";
import { assertOwnTags } from "../tags/index.ts";
import { linkTags } from "./create-note.ts";
import { lockNote } from "./lock-note.ts";
import { findNote } from "./note-queries.ts";

export async function getNote({ db, userId }: Scope, id: string): Promise<Note> {
  const note = await findNote(db, { userId, isDeleted: false, id });
  if (!note) throw notFound();
  return note;
}

/**
 * Changes only the fields sent (field-level last writer wins: of two edits, each keeps what the other
 * did not send); a given tag list replaces the note's tags as a set, as one field. A trashed note is
 * changed too and stays in the trash, so an edit made offline before another device trashed the note
 * is not lost: restoring it shows the edit. A note deleted for good is a 404.
 */
export async function updateNote(
  db: Kysely<Database>,
  context: WriteContext,
  id: string,
  input: z.output<typeof UpdateNoteSchema>,
): Promise<Note> {
  const scope = { db, userId: context.ownerId };
  await writeUserData(db, context, (trx) => updateNoteRows(trx, context, id, input));
  return getNoteInAnyState(scope, id);
}

/** updateNote inside a write that is already running (CalDAV's PUT keeps the client's extras in the same one). */
export async function updateNoteRows(
  trx: Transaction<Database>,
  context: WriteContext,
  id: string,
  input: z.output<typeof UpdateNoteSchema>,
): Promise<void> {
  const { tags, archived, repeat: _repeat, timeZone: _timeZone, applyTo: _applyTo, ...fields } = input;
  const scope = { userId: context.ownerId };
  const note = await lockNote(trx, { userId: scope.userId, id });
  if (fields.date != null && note.category !== "tasks") {
    throw new AppError("validation_failed", 400, "Only tasks have a date.", [
      { field: "date", message: "validation.dateOnlyForTasks" },
    ]);
  }
  // The spec gives tags to tasks and notes only; an empty list (nothing to replace) is harmless.
  if (tags && tags.length > 0 && note.category === "shopping") {
    throw new AppError("validation_failed", 400, "Shopping lists cannot have tags.", [
      { field: "tags", message: "validation.noTagsOnLists" },
    ]);
  }
  if (tags) await assertOwnTags(trx, scope.userId, tags);
  await trx
    .updateTable("notes")
    .set((eb) => {
      const now = new Date().toISOString();
      const completedAt =
        fields.completed === undefined
          ? {}
          : { completed_at: fields.completed ? eb.fn.coalesce("completed_at", eb.val(now)) : eb.val(null) };
      return { ...fields, ...completedAt, ...archivedAtOf(eb, archived, now), updated_at: now };
    })
    .where("id", "=", id)
    .where("user_id", "=", scope.userId)
    .execute();
  if (tags) {
    await trx.deleteFrom("note_tags").where("note_id", "=", id).execute();
    await linkTags(trx, id, tags);
  }
  // Repeat rule, "this one / all future" and the next occurrence of a ticked repeating task.
  await applyRepeatEdit(trx, scope.userId, id, input);
}

/**
 * Archiving stamps archived_at once (archiving an archived note again, say from a second device, keeps
 * when it was first archived, so the archive's order does not jump); un-archiving clears it.
 */
function archivedAtOf(eb: ExpressionBuilder<Database, "notes">, archived: boolean | undefined, now: string) {
  if (archived === undefined) return {};
  return { archived_at: archived ? eb.fn.coalesce("archived_at", eb.val(now)) : eb.val(null) };
}

/** The note, active or trashed: the answer to a command, which may change a trashed note. */
async function getNoteInAnyState({ db, userId }: Scope, id: string): Promise<Note> {
  const note = await findNote(db, { userId, id });
  if (!note) throw notFound();
  return note;
}

/**
 * Flips `completed` in the database (two quick taps cannot both read the old value) and stamps
 * completed_at from the new value, in one transaction; in the trash too, like updateNote. A flip is
 * not safe to replay from an offline queue: clients that queue commands send `PATCH { completed }`.
 */
export async function toggleNote(db: Kysely<Database>, context: WriteContext, id: string): Promise<Note> {
  const userId = context.ownerId;
  await writeUserData(db, context, async (trx) => {
    const now = new Date().toISOString();
    const flipped = await trx
      .updateTable("notes")
      .set((eb) => ({ completed: eb.not(eb.ref("completed")), updated_at: now }))
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .returning("completed")
      .executeTakeFirst();
    if (!flipped) throw notFound();
    await trx
      .updateTable("notes")
      .set({ completed_at: flipped.completed ? now : null })
      .where("id", "=", id)
      .execute();
    if (flipped.completed) await makeNextOccurrence(trx, userId, id);
  });
  return getNoteInAnyState({ db, userId }, id);
}

/**
 * Moves a note to the trash: is_deleted, deleted_at and updated_at set to now (spec §4). A note
 * already in the trash stays as it is and the answer is the same (two devices trashing it are both
 * done); a note deleted for good is a 404.
 */
export async function moveToTrash(db: Kysely<Database>, context: WriteContext, id: string): Promise<void> {
  const userId = context.ownerId;
  const now = new Date().toISOString();
  await writeUserData(db, context, async (trx) => {
    const note = await lockNote(trx, { userId, id });
    if (note.is_deleted) return;
    await trx
      .updateTable("notes")
      .set({ is_deleted: true, deleted_at: now, updated_at: now })
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .execute();
  });
}

export async function countNotes({ db, userId }: Scope): Promise<NoteCounts> {
  const rows = await db
    .selectFrom("notes")
    .select(["category", "is_deleted", (eb) => eb.fn.countAll<number>().as("count")])
    .where("user_id", "=", userId)
    // The tabs' counts are of what they list: an archived note is counted in none (the trash counts
    // every trashed note, archived or not, as it lists them).
    .where((eb) => eb.or([eb("is_deleted", "=", true), eb("archived_at", "is", null)]))
    .groupBy(["category", "is_deleted"])
    .execute();
  const active = { tasks: 0, shopping: 0, notes: 0, total: 0 };
  let trash = 0;
  for (const row of rows) {
    const count = Number(row.count);
    if (row.is_deleted) trash += count;
    else {
      active[row.category] += count;
      active.total += count;
    }
  }
  // Shared lists the user is a member of show on their shopping tab, so they count there too.
  const shared = (await memberListIds(db, userId)).length;
  active.shopping += shared;
  active.total += shared;
  return { active, trash };
}
