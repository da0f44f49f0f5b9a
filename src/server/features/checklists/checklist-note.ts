import type { Transaction } from "kysely";
import type { ChecklistItem } from "../../../shared/schemas/checklist.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";
import { lockNote } from "../notes/index.ts";

type Trx = Transaction<Database>;

/** 400 with the translation key errors:validation.checklistNotOnLists: a list holds items, not a checklist. */
export function checklistNotOnLists(): AppError {
  return new AppError("validation_failed", 400, "Shopping lists hold items, not a checklist.", [
    { field: "checklist", message: "validation.checklistNotOnLists" },
  ]);
}

/**
 * Locks one of the user's tasks or notes (active or in the trash, like shopping items: a tick made
 * offline still applies when another device has trashed it) before its checklist changes; 404 when
 * it is not theirs, 400 for a shopping list.
 */
export async function lockChecklistNote(trx: Trx, userId: string, noteId: string): Promise<void> {
  const note = await lockNote(trx, { userId, id: noteId });
  if (note.category === "shopping") throw checklistNotOnLists();
}

export const ITEM_COLUMNS = ["id", "title", "completed", "position"] as const;

/** The note's lines in order (ties by id, as reads order them). */
export async function linesOf(trx: Trx, noteId: string): Promise<ChecklistItem[]> {
  const rows = await trx
    .selectFrom("checklist_items")
    .select(ITEM_COLUMNS)
    .where("note_id", "=", noteId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map(toChecklistItem);
}

export function toChecklistItem(row: {
  id: string;
  title: string;
  completed: boolean;
  position: number;
}): ChecklistItem {
  return { id: row.id, title: row.title, completed: Boolean(row.completed), position: Number(row.position) };
}
