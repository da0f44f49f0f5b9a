import type { Transaction } from "kysely";
import { uuidv7 } from "uuidv7";
import type { Database } from "../../db/types.ts";

type Trx = Transaction<Database>;

/** What Poriadok keeps of a client's resource beside the task or line: its name, UID and unmapped parts. */
export type ClientParts = { objectId: string; collectionId: string; name: string; uid: string; extras: string };

export async function keepClientParts(trx: Trx, userId: string, part: ClientParts): Promise<void> {
  const row = { name: part.name, uid: part.uid, extras: part.extras === "" ? null : part.extras };
  await trx
    .insertInto("caldav_objects")
    .values({ user_id: userId, object_id: part.objectId, collection_id: part.collectionId, ...row })
    .onConflict((conflict) => conflict.columns(["user_id", "object_id"]).doUpdateSet(row))
    .execute();
}

/** Drops what was kept for an object that is no longer the resource (it became a line, or a task). */
export async function forgetClientParts(trx: Trx, userId: string, objectId: string): Promise<void> {
  await trx.deleteFrom("caldav_objects").where("user_id", "=", userId).where("object_id", "=", objectId).execute();
}

/**
 * A task indented under another became a line that took its resource name and UID, and goes to the trash.
 * Restored, it would be listed under its default name and UID (its id), which the line now holds: two
 * resources with one name, two to-dos with one UID (RFC 4791 no-uid-conflict). It gets a name and a UID no
 * other resource has, so it comes back to a client as a to-do of its own.
 */
export async function renameRetiredTask(trx: Trx, userId: string, taskId: string, collectionId: string) {
  const fresh = uuidv7();
  await keepClientParts(trx, userId, { objectId: taskId, collectionId, name: `${fresh}.ics`, uid: fresh, extras: "" });
}
