import type { Transaction } from "kysely";
import type { Database } from "../../db/types.ts";

/** A shared list as it was before a write: its members, and whether it was in the trash. */
export type SharedListBefore = { id: string; wasDeleted: boolean; members: string[] };

type Change = { entity: "note" | "item"; id: string; deleted: boolean };

/**
 * Records one change per entity into a user's change log at their sequence number, as the triggers
 * do for the owner (change-log-triggers.ts): the latest change of each entity is what a pull reads.
 */
export async function recordChanges(
  trx: Transaction<Database>,
  userId: string,
  seq: number,
  changes: Change[],
): Promise<void> {
  if (changes.length === 0) return;
  const changedAt = new Date().toISOString();
  for (let start = 0; start < changes.length; start += 500) {
    await trx
      .insertInto("sync_changes")
      .values(
        changes.slice(start, start + 500).map((change) => ({
          user_id: userId,
          entity: change.entity,
          entity_id: change.id,
          seq,
          deleted: change.deleted,
          changed_at: changedAt,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(["user_id", "entity", "entity_id"]).doUpdateSet((eb) => ({
          seq: eb.ref("excluded.seq"),
          deleted: eb.ref("excluded.deleted"),
          changed_at: eb.ref("excluded.changed_at"),
        })),
      )
      .execute();
  }
}

/** The list and its items, upserted: a member's devices get the whole list (joining, a restore). */
export async function giveList(trx: Transaction<Database>, userId: string, seq: number, listId: string) {
  const items = await activeItemIds(trx, listId);
  await recordChanges(trx, userId, seq, [
    { entity: "note", id: listId, deleted: false },
    ...items.map((id) => ({ entity: "item" as const, id, deleted: false })),
  ]);
}

/** Tombstones of the list and its items: a member's devices drop it (leaving, removal, the trash). */
export async function dropList(trx: Transaction<Database>, userId: string, seq: number, listId: string) {
  const items = await activeItemIds(trx, listId);
  await recordChanges(trx, userId, seq, [
    { entity: "note", id: listId, deleted: true },
    ...items.map((id) => ({ entity: "item" as const, id, deleted: true })),
  ]);
}

async function activeItemIds(trx: Transaction<Database>, listId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom("shopping_items")
    .select("id")
    .where("note_id", "=", listId)
    .where("deleted_at", "is", null)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * After a write that touched a shared list, in its transaction: each member's log gets what the
 * write means to them. A list now gone or in the trash is dropped; a list restored from the trash is
 * given whole; otherwise the owner's log entries of this write for the list and its items are copied.
 */
export async function recordForMembers(
  trx: Transaction<Database>,
  write: { ownerId: string; ownerSeq: number; list: SharedListBefore; seqs: Map<string, number> },
): Promise<void> {
  const { list } = write;
  const now = await trx.selectFrom("notes").select("is_deleted").where("id", "=", list.id).executeTakeFirst();
  const copied = now && !now.is_deleted && !list.wasDeleted ? await ownerChanges(trx, write) : [];
  for (const member of list.members) {
    const seq = write.seqs.get(member) as number;
    if (!now) await recordChanges(trx, member, seq, [{ entity: "note", id: list.id, deleted: true }]);
    else if (now.is_deleted) await dropList(trx, member, seq, list.id);
    else if (list.wasDeleted) await giveList(trx, member, seq, list.id);
    else await recordChanges(trx, member, seq, copied);
  }
}

/** The owner's log entries of this write for the list and its items (still on the list, or soft-deleted). */
async function ownerChanges(
  trx: Transaction<Database>,
  { ownerId, ownerSeq, list }: { ownerId: string; ownerSeq: number; list: SharedListBefore },
): Promise<Change[]> {
  const rows = await trx
    .selectFrom("sync_changes")
    .leftJoin("shopping_items", "shopping_items.id", "sync_changes.entity_id")
    .select(["sync_changes.entity", "sync_changes.entity_id", "sync_changes.deleted"])
    .where("sync_changes.user_id", "=", ownerId)
    .where("sync_changes.seq", "=", ownerSeq)
    .where((eb) =>
      eb.or([
        eb.and([eb("sync_changes.entity", "=", "note"), eb("sync_changes.entity_id", "=", list.id)]),
        eb.and([eb("sync_changes.entity", "=", "item"), eb("shopping_items.note_id", "=", list.id)]),
      ]),
    )
    .execute();
  return rows.map((row) => ({
    entity: row.entity as Change["entity"],
    id: row.entity_id,
    deleted: Boolean(row.deleted),
  }));
}
