import { AsyncLocalStorage } from "node:async_hooks";
import { createMiddleware } from "hono/factory";
import type { Kysely } from "kysely";
import { isStoredId } from "../../../shared/schemas/id.ts";
import type { Database } from "../../db/types.ts";
import type { SessionEnv } from "../../http/session.ts";

/**
 * The one place that decides who may reach a shopping list: its owner (any of their notes, as
 * before), or a member of a shared list that is not in the trash. A member's request on that list
 * runs in the owner's scope (the notes and items services scope every query by the owner's id), and
 * the write funnel (shared-list-write.ts) reads this context to claim the member's command and to
 * tell every person of the list.
 */
export type ListAccess = {
  /** The signed-in user making the request. */
  actorId: string;
  noteId: string;
  /** Whose scope the request runs in: the actor for their own note, the owner for a member. */
  scopeUserId: string;
  role: "owner" | "member";
};

const requests = new AsyncLocalStorage<ListAccess>();

/** The request's list access, when it names a note the signed-in user may reach. */
export function currentListAccess(): ListAccess | undefined {
  return requests.getStore();
}

/**
 * The user id a notes or items service call runs as: the owner's for a member of the list in the
 * path, else the signed-in user's own (whose scope then answers 404 for anyone else's note).
 */
export function scopeUserOf(userId: string): string {
  const access = requests.getStore();
  return access && access.actorId === userId ? access.scopeUserId : userId;
}

/** The active shared lists the user is a member of (not their own lists). */
export async function memberListIds(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("list_members")
    .innerJoin("notes", "notes.id", "list_members.note_id")
    .select("list_members.note_id")
    .where("list_members.user_id", "=", userId)
    .where("notes.is_deleted", "=", false)
    .orderBy("list_members.note_id")
    .execute();
  return rows.map((row) => row.note_id);
}

/** How the user reaches the note: as its owner, as a member of the shared list, or not at all. */
export async function accessTo(
  db: Kysely<Database>,
  userId: string,
  noteId: string,
): Promise<{ role: "owner" | "member"; ownerId: string } | undefined> {
  const note = await db
    .selectFrom("notes")
    .select(["user_id", "is_deleted", "category"])
    .where("id", "=", noteId)
    .executeTakeFirst();
  if (!note) return undefined;
  if (note.user_id === userId) return { role: "owner", ownerId: userId };
  if (note.is_deleted || note.category !== "shopping") return undefined;
  const member = await db
    .selectFrom("list_members")
    .select("user_id")
    .where("note_id", "=", noteId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return member ? { role: "member", ownerId: note.user_id } : undefined;
}

/**
 * For /api/notes/:id… and /api/trash/:id…: finds how the signed-in user reaches the note in the path
 * and runs the rest of the request in that context. Runs after requireUser; an id that is not a
 * UUID, or a note the user cannot reach, passes through without one (the route answers 400 or 404).
 */
export function listAccessContext(db: Kysely<Database>) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const noteId = c.req.param("id")?.toLowerCase();
    if (!isStoredId(noteId)) return next();
    const actorId = c.var.user.id;
    const access = await accessTo(db, actorId, noteId);
    if (!access) return next();
    return requests.run({ actorId, noteId, scopeUserId: access.ownerId, role: access.role }, () => next());
  });
}

/** Fields a member may change on the owner's list: its title (and content and tick); not tags, dates, repeats. */
const MEMBER_FIELDS = new Set(["title", "content", "completed"]);

/** A member's edit that reaches beyond MEMBER_FIELDS is refused as if the note were not there. */
export function isAllowedEdit(userId: string, changes: object): boolean {
  const access = requests.getStore();
  if (!access || access.actorId !== userId || access.role === "owner") return true;
  return Object.keys(changes).every((field) => MEMBER_FIELDS.has(field));
}
