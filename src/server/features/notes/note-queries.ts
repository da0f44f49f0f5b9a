import type { Kysely } from "kysely";
import type { Note } from "../../../shared/schemas/note.ts";
import type { Database } from "../../db/types.ts";
import { withTagsAndItems } from "./note-relations.ts";

/** One note of one user, active or trashed (`isDeleted` left out: in either state). */
export type NoteFilter = { userId: string; isDeleted?: boolean; id: string };

/**
 * The note with its tag ids and shopping items, or undefined when the user has no such note (another
 * user's id included). Lists are read page by page (note-pages.ts); this is one note's own read.
 */
export async function findNote(db: Kysely<Database>, filter: NoteFilter): Promise<Note | undefined> {
  const row = await db
    .selectFrom("notes")
    .selectAll("notes")
    .where("notes.user_id", "=", filter.userId)
    .$if(filter.isDeleted !== undefined, (query) => query.where("notes.is_deleted", "=", filter.isDeleted as boolean))
    .where("notes.id", "=", filter.id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [note] = await withTagsAndItems(db, [row]);
  return note;
}
