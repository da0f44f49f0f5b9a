import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/types.ts";
import type { DavCollection } from "./caldav-collections.ts";
import { itemIdsChangedSince, readItemObjects } from "./caldav-item-objects.ts";
import { readTasksCollection, subtaskIdsChangedSince } from "./caldav-subtask-objects.ts";
import { taskIdsChangedSince, type Versions } from "./caldav-sync.ts";
import type { DavObject, TaskSelection } from "./caldav-task-objects.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** A collection's resources: the tasks with their sub-tasks, or a list's items. */
export function objectsOf(db: Db, collection: DavCollection, selection: TaskSelection = {}): Promise<DavObject[]> {
  return collection.kind === "tasks"
    ? readTasksCollection(db, collection.ownerId, selection)
    : readItemObjects(db, collection, selection);
}

/** What may have changed in a collection after `since` (null: the client must start over). */
export async function changedSince(db: Db, collection: DavCollection, since: number, versions: Versions) {
  if (collection.kind !== "tasks") return itemIdsChangedSince(db, collection, since, versions);
  const tasks = await taskIdsChangedSince(db, collection.ownerId, since, versions);
  if (tasks === null) return null;
  return [...tasks, ...(await subtaskIdsChangedSince(db, collection.ownerId, since, tasks))];
}
