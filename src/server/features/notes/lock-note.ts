import { SqliteAdapter, type Transaction } from "kysely";
import type { NoteCategory } from "../../../shared/constants.ts";
import { notFound } from "../../core/not-found.ts";
import type { Database } from "../../db/types.ts";

/** `isDeleted` left out: the note in either state (commands on a trashed note apply to it, see notes.service.ts). */
export type NoteToLock = { userId: string; id: string; isDeleted?: boolean; category?: NoteCategory };

/**
 * Reads one of the user's notes at the start of a multi-step edit and, on PostgreSQL, locks its row
 * (`for update`) until the transaction ends, so two edits of the same note (tag replacement, restore,
 * adding items against the list's limit) run one after the other instead of interleaving. SQLite has
 * no row locks and needs none: its single writer already runs one transaction at a time. 404 when the
 * note is not the user's, not in the asked state or not of the asked category.
 */
export async function lockNote(trx: Transaction<Database>, note: NoteToLock) {
  const canLockRows = !(trx.getExecutor().adapter instanceof SqliteAdapter);
  const row = await trx
    .selectFrom("notes")
    .select(["id", "category", "is_deleted"])
    .where("id", "=", note.id)
    .where("user_id", "=", note.userId)
    .$if(note.isDeleted !== undefined, (query) => query.where("is_deleted", "=", note.isDeleted as boolean))
    .$if(note.category !== undefined, (query) => query.where("category", "=", note.category as NoteCategory))
    .$if(canLockRows, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
