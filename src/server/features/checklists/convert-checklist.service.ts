import type { Kysely, Transaction } from "kysely";
import { CHECKLIST_ITEMS_MAX } from "../../../shared/schemas/checklist.ts";
import type { Note } from "../../../shared/schemas/note.ts";
import { notFound } from "../../core/not-found.ts";
import type { WriteContext } from "../../core/write/write-context.ts";
import { writeUserData } from "../../core/write/write-user-data.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";
import { findNote, lockNote } from "../notes/index.ts";
import { linesOf } from "./checklist-note.ts";

type Trx = Transaction<Database>;

/**
 * Turns a note with a checklist into a shopping list (`to: "shopping"`: its lines become items, ticked
 * ones bought, with the same ids; its tags are let go, as lists hold none) or a shopping list into a
 * note with a checklist (`to: "notes"`: its items become lines, bought ones ticked, in the order they
 * were added). A set, not a flip: a note already of that kind is answered as it is, so a replay changes
 * nothing. Only the owner converts (the route's own write context); a task, or a list shared with
 * others, is refused.
 */
export async function convertChecklist(
  db: Kysely<Database>,
  context: WriteContext,
  noteId: string,
  to: "shopping" | "notes",
): Promise<Note> {
  const userId = context.ownerId;
  await writeUserData(db, context, async (trx) => {
    const note = await lockNote(trx, { userId, id: noteId });
    if (note.category === to) return;
    if (note.category === "tasks") throw onlyNotesConvert();
    if (to === "shopping") await checklistToItems(trx, noteId, context.actorId);
    else await itemsToChecklist(trx, noteId);
    await trx
      .updateTable("notes")
      .set({ category: to, updated_at: new Date().toISOString() })
      .where("id", "=", noteId)
      .where("user_id", "=", userId)
      .execute();
  });
  const note = await findNote(db, { userId, id: noteId });
  if (!note) throw notFound();
  return note;
}

function onlyNotesConvert(): AppError {
  return new AppError("validation_failed", 400, "Only a note converts to a shopping list and back.", [
    { field: "to", message: "validation.convertOnlyNotes" },
  ]);
}

async function checklistToItems(trx: Trx, noteId: string, actorId: string): Promise<void> {
  const lines = await linesOf(trx, noteId);
  const now = new Date().toISOString();
  if (lines.length > 0) {
    await trx
      .insertInto("shopping_items")
      .values(
        lines.map((line) => ({
          id: line.id,
          note_id: noteId,
          name: line.title,
          completed: line.completed,
          category: null,
          added_by: actorId,
          created_at: now,
        })),
      )
      .execute();
  }
  await trx.deleteFrom("checklist_items").where("note_id", "=", noteId).execute();
  await trx.deleteFrom("note_tags").where("note_id", "=", noteId).execute();
}

async function itemsToChecklist(trx: Trx, noteId: string): Promise<void> {
  const shared = await trx
    .selectFrom("list_members")
    .select("user_id")
    .where("note_id", "=", noteId)
    .executeTakeFirst();
  if (shared) throw new AppError("list_shared", 409, "Stop sharing this list before converting it.");
  const items = await trx
    .selectFrom("shopping_items")
    .select(["id", "name", "completed"])
    .where("note_id", "=", noteId)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .execute();
  if (items.length > CHECKLIST_ITEMS_MAX) {
    throw new AppError(
      "checklist_limit_reached",
      409,
      `This checklist has reached the limit of ${CHECKLIST_ITEMS_MAX} items. Remove some to add more.`,
    );
  }
  const now = new Date().toISOString();
  await trx.deleteFrom("shopping_items").where("note_id", "=", noteId).execute();
  if (items.length === 0) return;
  await trx
    .insertInto("checklist_items")
    .values(
      items.map((item, index) => ({
        id: item.id,
        note_id: noteId,
        title: item.name,
        completed: item.completed,
        position: index + 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
