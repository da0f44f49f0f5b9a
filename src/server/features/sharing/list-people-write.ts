import type { Kysely, Transaction } from "kysely";
import { announceCommittedWrite } from "../../core/changes/committed-writes.ts";
import { recordChanges } from "../../core/shared-lists/shared-list-log.ts";
import { bumpDataVersion } from "../../core/write/data-version.ts";
import type { Database } from "../../db/types.ts";

/** Each person's new sequence number in a write that changes who is on a list. */
export type PeopleSeqs = Map<string, number>;

/**
 * A change to who is on a list (joining, leaving, removal), in one transaction: every person's data
 * version (owner, members, and whoever joins or leaves) is bumped first, in the order of their ids as
 * in every shared-list write (shared-list-write.ts), then `write` records what each one's devices
 * must do; once committed, each person's open streams are told. Every person's log also gets the
 * list's note, whose `sharing` (the people) has changed.
 */
export async function writeListPeople<Result>(
  db: Kysely<Database>,
  listId: string,
  people: readonly string[],
  write: (trx: Transaction<Database>, seqs: PeopleSeqs) => Promise<Result>,
): Promise<Result> {
  const seqs: PeopleSeqs = new Map();
  const result = await db.transaction().execute(async (trx) => {
    for (const person of [...new Set(people)].sort()) seqs.set(person, await bumpDataVersion(trx, person));
    for (const [person, seq] of seqs)
      await recordChanges(trx, person, seq, [{ entity: "note", id: listId, deleted: false }]);
    return write(trx, seqs);
  });
  for (const [person, seq] of seqs) announceCommittedWrite(db, person, seq);
  return result;
}

/** The list's owner and members, owner first. */
export async function listPeople(
  db: Kysely<Database> | Transaction<Database>,
  listId: string,
): Promise<{ ownerId: string; memberIds: string[] } | undefined> {
  const note = await db.selectFrom("notes").select("user_id").where("id", "=", listId).executeTakeFirst();
  if (!note) return undefined;
  const members = await db
    .selectFrom("list_members")
    .select("user_id")
    .where("note_id", "=", listId)
    .orderBy("added_at")
    .orderBy("user_id")
    .execute();
  return { ownerId: note.user_id, memberIds: members.map((row) => row.user_id) };
}
