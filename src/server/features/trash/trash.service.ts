import type { Note } from "../../../shared/schemas/note.ts";
import { notFound } from "../../core/not-found.ts";
import type { Scope } from "../../core/scope.ts";
import { writeUserData } from "../../core/write/write-user-data.ts";
import { findNote, lockNote } from "../notes/index.ts";

/**
 * Back among the active notes, tags and items as they were (with any edits made while it was in the
 * trash): the lock, the update and the read of the restored note run in one transaction (nothing
 * half-restored, no edit in between). A note already active is answered as it is (two devices
 * restoring it are both done); a note deleted for good is a 404.
 */
export async function restoreNote({ db, userId }: Scope, id: string): Promise<Note> {
  return writeUserData(db, userId, async (trx) => {
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
export async function deletePermanently({ db, userId }: Scope, id: string): Promise<void> {
  await writeUserData(db, userId, async (trx) => {
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
export async function emptyTrash({ db, userId }: Scope): Promise<number> {
  return writeUserData(db, userId, async (trx) => {
    const result = await trx
      .deleteFrom("notes")
      .where("user_id", "=", userId)
      .where("is_deleted", "=", true)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
