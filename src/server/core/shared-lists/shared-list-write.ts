import type { Transaction } from "kysely";
import type { Database } from "../../db/types.ts";
import type { WriteContext } from "../write/write-context.ts";
import { recordForMembers, type SharedListBefore } from "./shared-list-log.ts";

type Bump = (trx: Transaction<Database>, userId: string) => Promise<number>;

/** What the write funnel needs of a write that may touch shared lists. */
export type SharedWrite = {
  /** The sequence number of the data's owner (the list's owner for a member's write). */
  seq: number;
  /** Records the write's changes into the members' logs; returns every other person's new sequence. */
  finish: () => Promise<Map<string, number>>;
};

/**
 * Starts a write transaction of `context.ownerId`'s data (the write funnel, write-user-data.ts, calls
 * it in place of a plain bump). Without shared lists this is one index lookup and the plain bump. When
 * the write context names a shared list (its listId), the owner's and every member's versions are bumped
 * first, in the order of their ids: two writes to lists with the same people then lock the same rows
 * in the same order on PostgreSQL and cannot deadlock. A write that names no list but reaches one of
 * the owner's shared lists anyway (emptying the trash, deleting all data) bumps the members it
 * touched afterwards, in id order too.
 */
export async function beginSharedWrite(
  trx: Transaction<Database>,
  context: Pick<WriteContext, "ownerId" | "listId">,
  bump: Bump,
): Promise<SharedWrite> {
  const userId = context.ownerId;
  const lists = await sharedListsOf(trx, userId);
  if (lists.size === 0) return { seq: await bump(trx, userId), finish: async () => new Map() };

  const named = context.listId ? lists.get(context.listId) : undefined;
  const seqs = new Map<string, number>();
  for (const person of [userId, ...(named?.members ?? [])].sort()) seqs.set(person, await bump(trx, person));
  const seq = seqs.get(userId) as number;
  return {
    seq,
    finish: async () => {
      const touched = await touchedLists(trx, userId, seq, lists);
      const late = [...new Set(touched.flatMap((list) => list.members))].filter((person) => !seqs.has(person)).sort();
      for (const person of late) seqs.set(person, await bump(trx, person));
      for (const list of touched) await recordForMembers(trx, { ownerId: userId, ownerSeq: seq, list, seqs });
      seqs.delete(userId);
      return seqs;
    },
  };
}

/** The owner's lists that have members, with their members and whether each was in the trash before. */
async function sharedListsOf(trx: Transaction<Database>, ownerId: string): Promise<Map<string, SharedListBefore>> {
  const rows = await trx
    .selectFrom("list_members")
    .innerJoin("notes", "notes.id", "list_members.note_id")
    .select(["list_members.note_id", "list_members.user_id", "notes.is_deleted"])
    .where("list_members.owner_id", "=", ownerId)
    .execute();
  const lists = new Map<string, SharedListBefore>();
  for (const row of rows) {
    const list = lists.get(row.note_id) ?? { id: row.note_id, wasDeleted: row.is_deleted, members: [] };
    list.members.push(row.user_id);
    lists.set(row.note_id, list);
  }
  return lists;
}

/** The shared lists this write changed: logged in the owner's log at its sequence, or gone. */
async function touchedLists(
  trx: Transaction<Database>,
  ownerId: string,
  seq: number,
  lists: Map<string, SharedListBefore>,
): Promise<SharedListBefore[]> {
  const ids = [...lists.keys()];
  const logged = await trx
    .selectFrom("sync_changes")
    .select("entity_id")
    .where("user_id", "=", ownerId)
    .where("seq", "=", seq)
    .where("entity", "=", "note")
    .where("entity_id", "in", ids)
    .execute();
  const existing = await trx.selectFrom("notes").select("id").where("id", "in", ids).execute();
  const changed = new Set(logged.map((row) => row.entity_id));
  const present = new Set(existing.map((row) => row.id));
  return [...lists.values()].filter((list) => changed.has(list.id) || !present.has(list.id));
}
