import type { Kysely, Transaction } from "kysely";
import { uuidv7 } from "uuidv7";
import type { z } from "zod";
import { positionAfter, positionAtEnd, renumbered } from "../../../shared/checklist-position.ts";
import {
  type AddChecklistItemSchema,
  CHECKLIST_ITEMS_MAX,
  type ChecklistItem,
  type UpdateChecklistItemSchema,
} from "../../../shared/schemas/checklist.ts";
import { createOrReplay, type EarlierCreation } from "../../core/commands/client-made-id.ts";
import { notFound } from "../../core/not-found.ts";
import type { WriteContext } from "../../core/write/write-context.ts";
import { writeUserData } from "../../core/write/write-user-data.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";
import { ITEM_COLUMNS, linesOf, lockChecklistNote, toChecklistItem } from "./checklist-note.ts";

type Trx = Transaction<Database>;
type NewLine = z.output<typeof AddChecklistItemSchema>;

/**
 * Adds a line to one of the user's tasks or notes: at the end, or right after `afterId` (404 when that
 * is not a line of this note), at most CHECKLIST_ITEMS_MAX a note, counted on every add with the note
 * locked. The id is the client's when it sent one (a repeat answers the line it made).
 */
export function addChecklistItem(
  db: Kysely<Database>,
  context: WriteContext,
  noteId: string,
  input: NewLine,
): Promise<ChecklistItem> {
  const id = input.id ?? uuidv7();
  return createOrReplay(
    input.id,
    () => earlierLine(db, context.ownerId, noteId, id, input),
    () =>
      writeUserData(db, context, async (trx) => {
        await lockChecklistNote(trx, context.ownerId, noteId);
        const lines = await linesOf(trx, noteId);
        if (lines.length >= CHECKLIST_ITEMS_MAX) throw checklistFull();
        const position = await placeAfter(trx, noteId, lines, id, input.afterId);
        const now = new Date().toISOString();
        const line = { id, note_id: noteId, title: input.title, completed: input.completed, position };
        const row = await trx
          .insertInto("checklist_items")
          .values({ ...line, created_at: now, updated_at: now })
          .returning(ITEM_COLUMNS)
          .executeTakeFirstOrThrow();
        return toChecklistItem(row);
      }),
  );
}

function checklistFull(): AppError {
  return new AppError(
    "checklist_limit_reached",
    409,
    `This checklist has reached the limit of ${CHECKLIST_ITEMS_MAX} items. Remove some to add more.`,
  );
}

/** A repeat: the user's line, on the same note, with the same title. */
async function earlierLine(
  db: Kysely<Database>,
  userId: string,
  noteId: string,
  id: string,
  input: NewLine,
): Promise<EarlierCreation<ChecklistItem>> {
  const row = await db
    .selectFrom("checklist_items")
    .innerJoin("notes", "notes.id", "checklist_items.note_id")
    .select(["notes.user_id", "checklist_items.note_id"])
    .select(ITEM_COLUMNS.map((column) => `checklist_items.${column}` as const))
    .where("checklist_items.id", "=", id)
    .executeTakeFirst();
  if (!row) return { found: "none" };
  const isRepeat = row.user_id === userId && row.note_id === noteId && row.title === input.title;
  return isRepeat ? { found: "repeat", result: toChecklistItem(row) } : { found: "taken" };
}

/**
 * The position for `id` right after `afterId` (undefined: at the end; null: first). When that gap
 * has run out, the note's other lines are numbered 1, 2, 3… again, leaving the slot free.
 */
async function placeAfter(
  trx: Trx,
  noteId: string,
  lines: ChecklistItem[],
  id: string,
  afterId: string | null | undefined,
): Promise<number> {
  if (afterId === undefined) return positionAtEnd(lines);
  if (afterId !== null && !lines.some((line) => line.id === afterId && line.id !== id)) throw notFound();
  const position = positionAfter(lines, afterId, id);
  if (position !== null) return position;
  const order = renumbered(lines, id, afterId);
  for (const line of order) {
    if (line.id === id) continue;
    await trx
      .updateTable("checklist_items")
      .set({ position: line.position })
      .where("id", "=", line.id)
      .where("note_id", "=", noteId)
      .execute();
  }
  return order.find((line) => line.id === id)?.position ?? positionAtEnd(lines);
}

/** Changes a line's title or sets (not flips) its tick; only the fields sent; 404 when not the user's. */
export function updateChecklistItem(
  db: Kysely<Database>,
  context: WriteContext,
  noteId: string,
  itemId: string,
  changes: z.output<typeof UpdateChecklistItemSchema>,
): Promise<ChecklistItem> {
  return writeUserData(db, context, async (trx) => {
    await lockChecklistNote(trx, context.ownerId, noteId);
    const row = await trx
      .updateTable("checklist_items")
      .set({ ...changes, updated_at: new Date().toISOString() })
      .where("id", "=", itemId)
      .where("note_id", "=", noteId)
      .returning(ITEM_COLUMNS)
      .executeTakeFirst();
    if (!row) throw notFound();
    return toChecklistItem(row);
  });
}

/**
 * Moves a line right after `afterId` (null: to the top): one row written, the midpoint of its new
 * neighbours, or the whole note renumbered when that gap has run out. Answers the note's lines in
 * their new order. Moving a line after itself is a 404, like a line of another note.
 */
export function moveChecklistItem(
  db: Kysely<Database>,
  context: WriteContext,
  noteId: string,
  itemId: string,
  afterId: string | null,
): Promise<ChecklistItem[]> {
  return writeUserData(db, context, async (trx) => {
    await lockChecklistNote(trx, context.ownerId, noteId);
    const lines = await linesOf(trx, noteId);
    if (!lines.some((line) => line.id === itemId)) throw notFound();
    const position = await placeAfter(trx, noteId, lines, itemId, afterId);
    await trx
      .updateTable("checklist_items")
      .set({ position, updated_at: new Date().toISOString() })
      .where("id", "=", itemId)
      .where("note_id", "=", noteId)
      .execute();
    return linesOf(trx, noteId);
  });
}

/** Deletes a line for good (Undo on the web adds it again with its id); 404 when not the user's. */
export async function deleteChecklistItem(
  db: Kysely<Database>,
  context: WriteContext,
  noteId: string,
  itemId: string,
): Promise<void> {
  await writeUserData(db, context, async (trx) => {
    await lockChecklistNote(trx, context.ownerId, noteId);
    const result = await trx
      .deleteFrom("checklist_items")
      .where("id", "=", itemId)
      .where("note_id", "=", noteId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound();
  });
}
