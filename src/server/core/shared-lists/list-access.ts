import { createMiddleware } from "hono/factory";
import type { Kysely } from "kysely";
import { isStoredId } from "../../../shared/schemas/id.ts";
import type { Database } from "../../db/types.ts";
import type { SessionEnv } from "../../http/session.ts";

/**
 * The one place that decides who may reach a shopping list: its owner (any of their notes, as
 * before), or a member of a shared list that is not in the trash. The route turns it into the
 * request's write context (write/write-context.ts): a member's request on that list runs in the
 * owner's scope (the notes and items services scope every query by the owner's id), and the write
 * funnel claims the member's command and tells every person of the list.
 */
export type ListAccess = {
  /** The note in the request's path. */
  noteId: string;
  /** Whose note it is: the signed-in user for their own note, the list's owner for a member. */
  ownerId: string;
  role: "owner" | "member";
};

/** Set by listAccessContext on /api/notes/:id… and /api/trash/:id… when the user reaches that note. */
export type ListAccessEnv = { Variables: { listAccess?: ListAccess } };

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
 * and sets it on the request (c.var.listAccess), for the route to build its write context from. Runs
 * after requireUser; an id that is not a UUID, or a note the user cannot reach, sets nothing (the
 * route answers 400 or 404).
 */
export function listAccessContext(db: Kysely<Database>) {
  return createMiddleware<SessionEnv & ListAccessEnv>(async (c, next) => {
    const noteId = c.req.param("id")?.toLowerCase();
    if (!isStoredId(noteId)) return next();
    const access = await accessTo(db, c.var.user.id, noteId);
    if (access) c.set("listAccess", { noteId, ownerId: access.ownerId, role: access.role });
    return next();
  });
}

/** Fields a member may change on the owner's list: its title (and content and tick); not tags, dates, repeats. */
const MEMBER_FIELDS = new Set(["title", "content", "completed"]);

/** A member's edit that reaches beyond MEMBER_FIELDS is refused as if the note were not there. */
export function isAllowedEdit(writer: { role: ListAccess["role"] }, changes: object): boolean {
  if (writer.role === "owner") return true;
  return Object.keys(changes).every((field) => MEMBER_FIELDS.has(field));
}
