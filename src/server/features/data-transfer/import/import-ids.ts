import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/types.ts";
import { derivedId } from "./derived-id.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Ids per query: well inside SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;

export type IdTable = "notes" | "tags" | "shopping_items" | "checklist_items" | "note_photos";

/** Where a file's id lands for the importing user: a row they already have, a new row, or nowhere. */
export type ResolvedId = { state: "there" | "new"; id: string } | { state: "conflict" };

/** Who holds each of `ids` in `table` (items, checklist lines and photos: the user of their note); ids nobody holds are absent. */
async function ownersOf(db: Db, table: IdTable, ids: readonly string[]): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const rows =
      table === "shopping_items" || table === "checklist_items" || table === "note_photos"
        ? await db
            .selectFrom(table)
            .innerJoin("notes", "notes.id", `${table}.note_id`)
            .select([`${table}.id as id`, "notes.user_id as user_id"])
            .where(`${table}.id`, "in", chunk)
            .execute()
        : await db.selectFrom(table).select(["id", "user_id"]).where("id", "in", chunk).execute();
    for (const row of rows) owners.set(row.id, row.user_id);
  }
  return owners;
}

/**
 * Ids are kept (a second import of the file finds its rows and leaves them). An id the user already
 * holds is "there" — unless `ownIsTaken` (an item id of another of the user's lists, met in a new
 * list). An id another user holds becomes derivedId(user, id), itself "there" when an earlier import
 * made it; only if that too is someone else's (never, short of a forged file) is the row refused.
 */
export async function resolveIds(
  db: Db,
  table: IdTable,
  userId: string,
  ids: readonly string[],
  ownIsTaken = false,
): Promise<Map<string, ResolvedId>> {
  const owners = await ownersOf(db, table, ids);
  const isOwn = (owner: string | undefined) => owner === userId && !ownIsTaken;
  const resolved = new Map<string, ResolvedId>();
  const derived = new Map<string, string>();
  for (const id of ids) {
    const owner = owners.get(id);
    if (owner === undefined) resolved.set(id, { state: "new", id });
    else if (isOwn(owner)) resolved.set(id, { state: "there", id });
    else derived.set(id, derivedId(userId, id));
  }
  const derivedOwners = await ownersOf(db, table, [...derived.values()]);
  for (const [id, newId] of derived) {
    const owner = derivedOwners.get(newId);
    if (owner === undefined) resolved.set(id, { state: "new", id: newId });
    else if (owner === userId) resolved.set(id, { state: "there", id: newId });
    else resolved.set(id, { state: "conflict" });
  }
  return resolved;
}
