import type { Kysely, Transaction } from "kysely";
import { accessTo, memberListIds } from "../../core/shared-lists/list-access.ts";
import type { WriteContext } from "../../core/write/write-context.ts";
import type { Database } from "../../db/types.ts";
import { TASKS_COLLECTION } from "./caldav-paths.ts";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The task lists a CalDAV client sees in the calendar home: "Tasks" (every task) and each shopping
 * list the user reaches — their own and the shared lists they are a member of, not in the trash nor
 * archived (the app's own lists). A list's items are its VTODOs, in the list owner's data: a member's
 * writes run as the app runs them (the owner's scope, the member as actor, every person of the list told).
 */
export type DavCollection = {
  /** The path segment: "tasks", the list's id, or the name a client gave the list it made (MKCALENDAR). */
  segment: string;
  kind: "tasks" | "list";
  /** The list's note id ("tasks" for the tasks). */
  id: string;
  /** Whose data it is: whose data version is its sync token, whose change log its changes. */
  ownerId: string;
  context: WriteContext;
  /** The list's title; the tasks' name is the account's language's (caldav-resources.ts). */
  title: string;
};

/** Where MKCALENDAR keeps a client's own name for the list it made (caldav_objects, collection "home"). */
export const HOME_COLLECTION = "home";

export function tasksCollection(userId: string): DavCollection {
  return {
    segment: TASKS_COLLECTION,
    kind: "tasks",
    id: TASKS_COLLECTION,
    ownerId: userId,
    context: { actorId: userId, ownerId: userId, role: "owner" },
    title: "",
  };
}

export async function collectionsOf(db: Db, userId: string): Promise<DavCollection[]> {
  const memberIds = await memberListIds(db as Kysely<Database>, userId);
  const lists = await db
    .selectFrom("notes")
    .leftJoin("caldav_objects", (join) =>
      join
        .onRef("caldav_objects.object_id", "=", "notes.id")
        .on("caldav_objects.user_id", "=", userId)
        .on("caldav_objects.collection_id", "=", HOME_COLLECTION),
    )
    .select(["notes.id", "notes.user_id", "notes.title", "caldav_objects.name"])
    .where("notes.category", "=", "shopping")
    .where("notes.is_deleted", "=", false)
    .where("notes.archived_at", "is", null)
    .where((eb) =>
      eb.or([eb("notes.user_id", "=", userId), ...(memberIds.length > 0 ? [eb("notes.id", "in", memberIds)] : [])]),
    )
    .orderBy("notes.id")
    .execute();
  return [tasksCollection(userId), ...lists.map((list) => listCollection(userId, list))];
}

/** The collection a path segment names for this user, or null (not theirs, gone, or no such list). */
export async function collectionFor(db: Db, userId: string, segment: string): Promise<DavCollection | null> {
  if (segment === TASKS_COLLECTION) return tasksCollection(userId);
  const named = await db
    .selectFrom("caldav_objects")
    .select("object_id")
    .where("user_id", "=", userId)
    .where("collection_id", "=", HOME_COLLECTION)
    .where("name", "=", segment)
    .executeTakeFirst();
  const listId = named?.object_id ?? segment;
  const access = await accessTo(db as Kysely<Database>, userId, listId);
  if (!access) return null;
  const list = await db
    .selectFrom("notes")
    .select(["id", "user_id", "title", "category", "is_deleted", "archived_at"])
    .where("id", "=", listId)
    .executeTakeFirst();
  if (list?.category !== "shopping" || list.is_deleted || list.archived_at !== null) return null;
  return listCollection(userId, { ...list, name: named ? segment : null });
}

function listCollection(userId: string, list: { id: string; user_id: string; title: string; name: string | null }) {
  const role = list.user_id === userId ? "owner" : "member";
  return {
    segment: list.name ?? list.id,
    kind: "list",
    id: list.id,
    ownerId: list.user_id,
    context: { actorId: userId, ownerId: list.user_id, role, listId: list.id },
    title: list.title,
  } satisfies DavCollection;
}
