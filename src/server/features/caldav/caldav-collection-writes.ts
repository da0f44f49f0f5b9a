import type { Kysely } from "kysely";
import { uuidv7 } from "uuidv7";
import { CreateNoteSchema, NOTE_TITLE_MAX } from "../../../shared/schemas/note.ts";
import { ownWrite } from "../../core/write/write-context.ts";
import { writeUserData } from "../../core/write/write-user-data.ts";
import type { Database } from "../../db/types.ts";
import { insertNoteRows, moveToTrash } from "../notes/index.ts";
import { type DavCollection, HOME_COLLECTION } from "./caldav-collections.ts";
import { DavRefusal } from "./dav-preconditions.ts";
import type { PropSet } from "./dav-xml.ts";

/** What a list a client makes without a name is called, by the account's language. */
const NEW_LIST: Record<string, string> = { en: "New list", sk: "Nový zoznam" };

/**
 * MKCALENDAR (or an extended MKCOL): a list made in a client becomes a shopping list, named by the
 * client's displayname. The client's own path segment for it is kept (caldav_objects, "home"), so the
 * list stays at the address the client chose. Only task lists are made: a calendar for events is 403
 * supported-calendar-component (Poriadok has no events).
 */
export async function makeList(
  db: Kysely<Database>,
  user: { id: string; locale: string },
  segment: string,
  set: PropSet[],
): Promise<void> {
  const components = set.find((prop) => prop.name.name === "supported-calendar-component-set")?.text;
  if (components && !components.toUpperCase().split(",").includes("VTODO"))
    throw new DavRefusal(403, "supported-calendar-component");
  const named = set.find((prop) => prop.name.name === "displayname")?.text.trim();
  const title = named || (NEW_LIST[user.locale] ?? "New list");
  const id = uuidv7();
  await writeUserData(db, ownWrite(user.id), async (trx) => {
    const input = CreateNoteSchema.parse({ title: [...title].slice(0, NOTE_TITLE_MAX).join(""), category: "shopping" });
    await insertNoteRows(trx, ownWrite(user.id), id, input);
    if (segment !== id)
      await trx
        .insertInto("caldav_objects")
        .values({ user_id: user.id, object_id: id, collection_id: HOME_COLLECTION, name: segment, uid: segment })
        .execute();
  });
}

/**
 * DELETE of a collection: the owner's list goes to the trash (restorable there for 30 days, as the
 * app's Delete). The tasks cannot be deleted as a whole, nor a list by a member (who may leave it in the app).
 */
export async function deleteCollection(db: Kysely<Database>, userId: string, collection: DavCollection) {
  if (collection.kind !== "list" || collection.ownerId !== userId) throw new DavRefusal(403);
  await moveToTrash(db, ownWrite(userId), collection.id);
}
