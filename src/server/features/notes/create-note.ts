import type { Kysely, Transaction } from "kysely";
import { uuidv7 } from "uuidv7";
import type { z } from "zod";
import type { CreateNoteSchema, Note } from "../../../shared/schemas/note.ts";
import { createOrReplay } from "../../core/commands/client-made-id.ts";
import { notFound } from "../../core/not-found.ts";
import { assertNoteQuota } from "../../core/quotas/note-quota.ts";
import type { WriteContext } from "../../core/write/write-context.ts";
import { writeUserData } from "../../core/write/write-user-data.ts";
import type { Database } from "../../db/types.ts";
import { applyRepeatEdit } from "../recurrence/index.ts";
import { assertOwnTags } from "../tags/index.ts";
import { earlierNote } from "./earlier-note.ts";
import { findNote } from "./note-queries.ts";

/**
 * Creates a note with its tag links and (for a shopping list) its first items, in one transaction,
 * within the user's quota. Ids are the client's when it sent them (a repeated id answers the note it
 * made, see client-made-id.ts), else new UUIDv7s: items made together count up, so they keep their order.
 */
export async function createNote(
  db: Kysely<Database>,
  context: WriteContext,
  input: z.output<typeof CreateNoteSchema>,
): Promise<Note> {
  const id = input.id ?? uuidv7();
  return createOrReplay(
    input.id,
    () => earlierNote({ db, userId: context.ownerId }, id, input),
    () => insertNote(db, context, id, input),
  );
}

async function insertNote(
  db: Kysely<Database>,
  context: WriteContext,
  id: string,
  input: z.output<typeof CreateNoteSchema>,
): Promise<Note> {
  return writeUserData(db, context, (trx) => insertNoteRows(trx, context, id, input));
}

/**
 * A new note inside a write that is already running (createNote's, or quick add's, which makes a
 * line's new tags and its task in one transaction): within the quota, its tags the owner's own.
 */
export async function insertNoteRows(
  trx: Transaction<Database>,
  context: WriteContext,
  id: string,
  input: z.output<typeof CreateNoteSchema>,
): Promise<Note> {
  const userId = context.ownerId;
  await assertNoteQuota(trx, userId);
  await assertOwnTags(trx, userId, input.tags);
  const now = new Date().toISOString();
  await trx
    .insertInto("notes")
    .values({
      id,
      user_id: userId,
      title: input.title,
      content: input.content,
      category: input.category,
      date: input.date,
      reminder: input.reminder,
      pinned: input.pinned,
      color: input.color,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await linkTags(trx, id, input.tags);
  if (input.repeat) await applyRepeatEdit(trx, userId, id, { repeat: input.repeat, timeZone: input.timeZone });
  if (input.items.length > 0) {
    await trx
      .insertInto("shopping_items")
      .values(
        input.items.map((item) => ({
          id: item.id ?? uuidv7(),
          note_id: id,
          name: item.name,
          category: item.category,
          added_by: context.actorId,
          created_at: now,
        })),
      )
      .execute();
  }
  await insertChecklist(trx, id, input.checklist, now);
  const note = await findNote(trx, { userId, isDeleted: false, id });
  if (!note) throw notFound();
  return note;
}

/** A new note's checklist (sub-tasks), numbered 1, 2, 3… in the order sent. */
async function insertChecklist(
  trx: Transaction<Database>,
  noteId: string,
  lines: z.output<typeof CreateNoteSchema>["checklist"],
  now: string,
): Promise<void> {
  if (lines.length === 0) return;
  await trx
    .insertInto("checklist_items")
    .values(
      lines.map((line, index) => ({
        id: line.id ?? uuidv7(),
        note_id: noteId,
        title: line.title,
        completed: line.completed,
        position: index + 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** Links a note to its tags, each once (a new note's, or the set an edit replaces them with). */
export async function linkTags(trx: Transaction<Database>, noteId: string, tagIds: readonly string[]): Promise<void> {
  const unique = [...new Set(tagIds)];
  if (unique.length > 0)
    await trx
      .insertInto("note_tags")
      .values(unique.map((tagId) => ({ note_id: noteId, tag_id: tagId })))
      .execute();
}
