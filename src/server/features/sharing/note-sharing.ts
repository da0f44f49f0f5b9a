import type { Kysely } from "kysely";
import type { Person } from "../../../shared/schemas/sharing.ts";
import type { Database } from "../../db/types.ts";

type WithSharing = { id: string; category: string; sharing: unknown };

/**
 * Fills each shopping list's `sharing` as `viewerId` sees it: null when nobody else is on the list,
 * else the viewer's role and the other people (for a member: the owner first, then the other
 * members). Two queries for a whole page, whatever its size.
 */
export async function withSharing<Note extends WithSharing>(
  db: Kysely<Database>,
  viewerId: string,
  notes: Note[],
): Promise<Note[]> {
  const listIds = notes.filter((note) => note.category === "shopping").map((note) => note.id);
  if (listIds.length === 0) return notes;
  const members = await db
    .selectFrom("list_members")
    .select(["note_id", "user_id", "owner_id"])
    .where("note_id", "in", listIds)
    .orderBy("added_at")
    .orderBy("user_id")
    .execute();
  if (members.length === 0) return notes;
  const userIds = [...new Set(members.flatMap((row) => [row.user_id, row.owner_id]))];
  const people = await peopleById(db, userIds);
  const byList = new Map<string, { ownerId: string; memberIds: string[] }>();
  for (const row of members) {
    const list = byList.get(row.note_id) ?? { ownerId: row.owner_id, memberIds: [] };
    list.memberIds.push(row.user_id);
    byList.set(row.note_id, list);
  }
  return notes.map((note) => {
    const list = byList.get(note.id);
    if (!list) return note;
    const role = list.ownerId === viewerId ? ("owner" as const) : ("member" as const);
    const others = [list.ownerId, ...list.memberIds].filter((id) => id !== viewerId);
    return { ...note, sharing: { role, people: others.flatMap((id) => people.get(id) ?? []) } };
  });
}

/** People as others of a list see them: names and whether they have a picture (never the e-mail). */
export async function peopleById(db: Kysely<Database>, ids: string[]): Promise<Map<string, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("user")
    .leftJoin("avatars", "avatars.user_id", "user.id")
    .select(["user.id", "user.firstName", "user.lastName", "avatars.user_id as avatar"])
    .where("user.id", "in", ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, firstName: row.firstName, lastName: row.lastName, hasAvatar: row.avatar !== null },
    ]),
  );
}

/** One note's answer with its `sharing` filled for the viewer. */
export async function withSharingOf<Note extends WithSharing>(
  db: Kysely<Database>,
  viewerId: string,
  note: Note,
): Promise<Note> {
  const [filled] = await withSharing(db, viewerId, [note]);
  return filled as Note;
}
