import type { Transaction } from "kysely";
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
