import type { Kysely } from "kysely";
import { dropList } from "../../core/shared-lists/shared-list-log.ts";
import type { Database } from "../../db/types.ts";
import { listPeople, writeListPeople } from "./list-people-write.ts";

/**
 * Before an account is deleted (auth.ts, Better Auth's beforeDelete): the user's shared lists are
 * taken from their members' devices (tombstones, as on removal) and the user leaves the lists they
 * are a member of, so neither side keeps a ghost list once the account's rows cascade away.
 */
export async function leaveAllLists(db: Kysely<Database>, userId: string): Promise<void> {
  const rows = await db
    .selectFrom("list_members")
    .select("note_id")
    .where((eb) => eb.or([eb("owner_id", "=", userId), eb("user_id", "=", userId)]))
    .execute();
  for (const listId of new Set(rows.map((row) => row.note_id))) {
    const people = await listPeople(db, listId);
    if (!people) continue;
    const leaving = people.ownerId === userId ? people.memberIds : [userId];
    await writeListPeople(db, listId, [people.ownerId, ...people.memberIds], async (trx, seqs) => {
      await trx.deleteFrom("list_members").where("note_id", "=", listId).where("user_id", "in", leaving).execute();
      for (const person of leaving) await dropList(trx, person, seqs.get(person) as number, listId);
    });
  }
}
