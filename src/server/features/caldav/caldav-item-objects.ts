import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/types.ts";
import type { DavCollection } from "./caldav-collections.ts";
import { type DavObject, davObject, type TaskSelection } from "./caldav-task-objects.ts";
import { writeItemVtodo } from "./vtodo-write.ts";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A shopping list's items as CalDAV resources (Apple Reminders shows the list as a list of its own):
 * the items not deleted, each rendered whole with its ETag the hash of those bytes, as tasks are. A
 * client's name, UID and extras are kept under the list owner's id, so every member's client sees the same.
 */
export async function readItemObjects(
  db: Db,
  list: DavCollection,
  selection: TaskSelection = {},
): Promise<DavObject[]> {
  const { ids, names } = selection;
  if ((ids && ids.length === 0) || (names && names.length === 0)) return [];
  const rows = await db
    .selectFrom("shopping_items")
    .leftJoin("caldav_objects", (join) =>
      join.onRef("caldav_objects.object_id", "=", "shopping_items.id").on("caldav_objects.user_id", "=", list.ownerId),
    )
    .select(["shopping_items.id", "shopping_items.name", "shopping_items.quantity", "shopping_items.completed"])
    .select(["shopping_items.created_at", "caldav_objects.name as object_name", "caldav_objects.uid"])
    .select("caldav_objects.extras")
    .where("shopping_items.note_id", "=", list.id)
    .where("shopping_items.deleted_at", "is", null)
    .$if(ids !== undefined, (query) => query.where("shopping_items.id", "in", ids ?? []))
    .$if(names !== undefined, (query) =>
      query.where((eb) =>
        eb.or([
          eb("caldav_objects.name", "in", names ?? []),
          eb.and([
            eb("caldav_objects.name", "is", null),
            eb(
              "shopping_items.id",
              "in",
              (names ?? []).map((name) => name.replace(/\.ics$/, "")),
            ),
          ]),
        ]),
      ),
    )
    .orderBy("shopping_items.id")
    .execute();
  return rows.map((row) => {
    const uid = row.uid ?? row.id;
    const ics = writeItemVtodo(
      {
        uid,
        name: row.name,
        quantity: row.quantity,
        completed: Boolean(row.completed),
        createdAt: row.created_at,
        updatedAt: row.created_at,
      },
      row.extras ?? null,
    );
    return davObject({
      objectId: row.id,
      name: row.object_name,
      uid,
      ics,
      completed: Boolean(row.completed),
      date: null,
    });
  });
}

/**
 * The list's items that may have changed after `since` in its owner's change log, and the items
 * gone for good since (their list can no longer be told: reported gone in each list, which a client
 * that never had them ignores). Null when the log no longer reaches back that far.
 */
export async function itemIdsChangedSince(
  db: Db,
  list: DavCollection,
  since: number,
  versions: { version: number; prunedSeq: number },
): Promise<string[] | null> {
  if (since < versions.prunedSeq || since > versions.version) return null;
  const changes = await db
    .selectFrom("sync_changes")
    .leftJoin("shopping_items", "shopping_items.id", "sync_changes.entity_id")
    .select(["sync_changes.entity_id", "shopping_items.note_id"])
    .where("sync_changes.user_id", "=", list.ownerId)
    .where("sync_changes.seq", ">", since)
    .where("sync_changes.entity", "=", "item")
    .execute();
  return changes
    .filter((change) => change.note_id === null || change.note_id === list.id)
    .map((change) => change.entity_id);
}
