import type { Kysely, Transaction } from "kysely";
import { uuidv7 } from "uuidv7";
import { ItemNameSchema } from "../../../shared/schemas/note.ts";
import { writeUserData } from "../../core/write/write-user-data.ts";
import type { Database } from "../../db/types.ts";
import { insertItem } from "../shopping/index.ts";
import type { DavCollection } from "./caldav-collections.ts";
import { readItemObjects } from "./caldav-item-objects.ts";
import type { PutResult } from "./caldav-task-writes.ts";
import { DavRefusal, type Preconditions, refuseUnlessMet } from "./dav-preconditions.ts";
import { readItemVtodo } from "./vtodo-read.ts";

type Trx = Transaction<Database>;

/**
 * PUT of a shopping item in a list's collection: a new name adds an item (the list's limit, the
 * person's memory of the name and who added it, as the app's add), a known one renames it or sets its
 * tick. The list owner's or a member's write, as the app makes it (the list's people are told at once).
 */
export async function putItem(
  db: Kysely<Database>,
  list: DavCollection,
  request: { name: string; body: string } & Preconditions,
): Promise<PutResult> {
  const { item, extras } = readItemVtodo(request.body);
  const name = ItemNameSchema.parse(item.name === "" ? "…" : item.name);
  let created = false;
  let objectId = "";
  await writeUserData(db, list.context, async (trx) => {
    const [existing] = await readItemObjects(trx, list, { names: [request.name] });
    refuseUnlessMet(request, existing);
    await refuseTakenUid(trx, list, item.uid, existing?.objectId);
    objectId = existing?.objectId ?? uuidv7();
    if (!existing) await insertItem(trx, list.context, list.id, objectId, { name, category: null, quantity: null });
    await trx
      .updateTable("shopping_items")
      .set({ name, completed: item.completed })
      .where("id", "=", objectId)
      .where("note_id", "=", list.id)
      .execute();
    created = !existing;
    const row = { name: request.name, uid: item.uid, extras: extras === "" ? null : extras };
    await trx
      .insertInto("caldav_objects")
      .values({ user_id: list.ownerId, object_id: objectId, collection_id: list.id, ...row })
      .onConflict((conflict) => conflict.columns(["user_id", "object_id"]).doUpdateSet(row))
      .execute();
  });
  const [written] = await readItemObjects(db, list, { ids: [objectId] });
  return { created, etag: written?.etag ?? "" };
}

async function refuseTakenUid(trx: Trx, list: DavCollection, uid: string, ownId: string | undefined) {
  const holder = await trx
    .selectFrom("caldav_objects")
    .select("object_id")
    .where("user_id", "=", list.ownerId)
    .where("collection_id", "=", list.id)
    .where("uid", "=", uid)
    .executeTakeFirst();
  if (holder && holder.object_id !== ownId) throw new DavRefusal(403, "no-uid-conflict");
}

/** DELETE of an item: gone from the list as the app's delete makes it (kept a while for the app's Undo). */
export async function deleteItemObject(
  db: Kysely<Database>,
  list: DavCollection,
  request: { name: string } & Preconditions,
) {
  await writeUserData(db, list.context, async (trx) => {
    const [existing] = await readItemObjects(trx, list, { names: [request.name] });
    if (!existing) throw new DavRefusal(404);
    refuseUnlessMet(request, existing);
    await trx
      .updateTable("shopping_items")
      .set({ deleted_at: new Date().toISOString() })
      .where("id", "=", existing.objectId)
      .where("note_id", "=", list.id)
      .execute();
  });
}
