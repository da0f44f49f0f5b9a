import type { Kysely } from "kysely";
import type { Note } from "../../../shared/schemas/note.ts";
import { notFound } from "../../core/not-found.ts";
import type { WriteContext } from "../../core/write/write-context.ts";
import { writeUserData } from "../../core/write/write-user-data.ts";
import type { Database } from "../../db/types.ts";
import { findNote, lockNote } from "../notes/index.ts";

/**
 * Back among the active notes, tags and items as they were (with any edits made while it was in the
 * trash): the lock, the update and the read of the restored note run in one transaction (nothing
 * half-restored, no edit in between). A note already active is answered as it is (two devices
 * restoring it are both done); a note deleted for good is a 404.
 */
export async function restoreNote(db: Kysely<Database>, context: WriteContext, id: string): Promise<Note> {
  const userId = context.ownerId;
  return writeUserData(db, context, async (trx) => {
    const { is_deleted: isInTrash } = await lockNote(trx, { userId, id });
    if (isInTrash) {
      await trx
        .updateTable("notes")
        .set({ is_deleted: false, deleted_at: null, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .execute();
    }
    const note = await findNote(trx, { userId, isDeleted: false, id });
    if (!note) throw notFound();
    return note;
  });
}

/** Removes a trashed note for good; its items and tag links go with it (foreign keys cascade). */
export async function deletePermanently(db: Kysely<Database>, context: WriteContext, id: string): Promise<void> {
  const userId = context.ownerId;
  await writeUserData(db, context, async (trx) => {
    const result = await trx
      .deleteFrom("notes")
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .where("is_deleted", "=", true)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound();
  });
}

/** Removes every trashed note of the user and says how many. */
export async function emptyTrash(db: Kysely<Database>, context: WriteContext): Promise<number> {
  const userId = context.ownerId;
  return writeUserData(db, context, async (trx) => {
    const result = await trx
      .deleteFrom("notes")
      .where("user_id", "=", userId)
      .where("is_deleted", "=", true)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
