import type { z } from "zod";
import type { CreateNoteSchema, Note } from "../../../shared/schemas/note.ts";
import { type EarlierCreation, sameSet } from "../../core/commands/client-made-id.ts";
import type { Scope } from "../../core/scope.ts";
import { findNote } from "./note-queries.ts";

type NewNote = z.output<typeof CreateNoteSchema>;

/**
 * The note a creation with a client-made id finds under that id: a repeat when it is the user's and
 * still holds what the request would create (its fields, its tags as a set, its first items by name
 * and category, in order); "taken" for another user's note or other content.
 */
export async function earlierNote({ db, userId }: Scope, id: string, input: NewNote): Promise<EarlierCreation<Note>> {
  const row = await db.selectFrom("notes").select(["user_id", "is_deleted"]).where("id", "=", id).executeTakeFirst();
  if (!row) return { found: "none" };
  if (row.user_id !== userId) return { found: "taken" };
  const note = await findNote(db, { userId, isDeleted: row.is_deleted, id });
  return note && isSameNote(note, input) ? { found: "repeat", result: note } : { found: "taken" };
}

function isSameNote(note: Note, input: NewNote): boolean {
  return (
    note.title === input.title &&
    note.content === input.content &&
    note.category === input.category &&
    note.date === input.date &&
    note.reminder === input.reminder &&
    note.pinned === input.pinned &&
    note.color === input.color &&
    sameSet(note.tags, input.tags) &&
    note.checklist.map((line) => line.title).join("\n") === input.checklist.map((line) => line.title).join("\n") &&
    note.items.length === input.items.length &&
    input.items.every((item, index) => {
      const made = note.items[index];
      return (
        made !== undefined &&
        made.name === item.name &&
        made.category === item.category &&
        (item.id === undefined || made.id === item.id)
      );
    })
  );
}
