import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/types.ts";

/** Tombstones (deleted entities' rows) are kept this long: a device away longer starts over. */
export const TOMBSTONE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When each user's change log was last pruned, per database: pruning runs at most once a day per
 * user and server instance, on a pull (see pruneIfDue). Kept in memory — a restart or a second
 * instance prunes once more, which is harmless.
 */
const lastPruned = new WeakMap<Kysely<Database>, Map<string, number>>();

/**
 * Prunes the user's tombstones on a pull, at most once a day: a user's log only matters to their own
 * devices, and pulling is when it is read, so no timer has to run (and stop) in every instance. The
 * log keeps one row per entity, so a user who never pulls holds at most as many rows as entities
 * they ever had.
 */
export async function pruneIfDue(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  let users = lastPruned.get(db);
  if (!users) {
    users = new Map();
    lastPruned.set(db, users);
  }
  const last = users.get(userId);
  if (last !== undefined && now.getTime() - last < DAY_MS) return;
  users.set(userId, now.getTime());
  await pruneChangeLog(db, userId, now);
}

/**
 * Removes the user's tombstones older than TOMBSTONE_DAYS and raises pruned_seq to the highest seq
 * removed, in one transaction: a device whose cursor is below it may have missed a deletion, so its
 * next pull answers `reset`. Returns how many rows went.
 */
export async function pruneChangeLog(db: Kysely<Database>, userId: string, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - TOMBSTONE_DAYS * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const old = trx
      .selectFrom("sync_changes")
      .where("user_id", "=", userId)
      .where("deleted", "=", true)
      .where("changed_at", "<", cutoff);
    const highest = await old.select((eb) => eb.fn.max("seq").as("seq")).executeTakeFirst();
    if (highest?.seq === null || highest?.seq === undefined) return 0;
    const seq = Number(highest.seq);
    const removed = await trx
      .deleteFrom("sync_changes")
      .where("user_id", "=", userId)
      .where("deleted", "=", true)
      .where("changed_at", "<", cutoff)
      .where("seq", "<=", seq)
      .executeTakeFirst();
    await trx
      .updateTable("user_data_versions")
      .set({ pruned_seq: sql<number>`case when pruned_seq > ${seq} then pruned_seq else ${seq} end` })
      .where("user_id", "=", userId)
      .execute();
    return Number(removed.numDeletedRows);
  });
}

/**
 * Called inside "delete all my data" (account.service.ts): its tombstones — one per note, item and
 * tag the user had — are dropped at once, and pruned_seq moves to the version of that write, so every
 * device's next pull is a reset (to nothing).
 */
export async function clearChangeLog(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.deleteFrom("sync_changes").where("user_id", "=", userId).execute();
  await trx
    .updateTable("user_data_versions")
    .set({ pruned_seq: sql<number>`version` })
    .where("user_id", "=", userId)
    .execute();
}
