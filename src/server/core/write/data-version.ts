import { type CompiledQuery, createQueryId, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/types.ts";

/**
 * The user's data version (migration 0009): one number that rises by exactly one with every
 * committed write transaction to the user's organiser data, in that same transaction. Readers use it
 * to tell whether anything changed (list caches, ETags), and it is live sync's change sequence: the
 * change log's triggers stamp each changed row with it. It is bumped *first*, so the triggers read the
 * new number, and so on PostgreSQL the upsert locks the user's row before anything else: the user's
 * writes run one after another and commit in sequence order, and no number is handed out twice (a
 * client that has pulled up to N can never later meet an N it missed). SQLite runs one write
 * transaction at a time anyway. Returns the new sequence number.
 */
export async function bumpDataVersion(trx: Transaction<Database>, userId: string): Promise<number> {
  const row = await trx
    .insertInto("user_data_versions")
    .values({ user_id: userId, version: 1 })
    .onConflict((conflict) =>
      conflict.column("user_id").doUpdateSet((eb) => ({ version: eb(eb.ref("user_data_versions.version"), "+", 1) })),
    )
    .returning("version")
    .executeTakeFirstOrThrow();
  // PostgreSQL hands bigint back as a string; a user makes far fewer than 2^53 writes.
  return Number(row.version);
}

const compiledReads = new WeakMap<Kysely<Database>, CompiledQuery<{ version: number | string }>>();

/**
 * The user's current version; 0 before their first write. One primary-key read, asked on every
 * cached read: the query is built once per database and only its parameter changes (building it
 * each time was ≈ 10 % of a cached list request's CPU).
 */
export async function readDataVersion(db: Kysely<Database>, userId: string): Promise<number> {
  let compiled = compiledReads.get(db);
  if (!compiled) {
    compiled = db.selectFrom("user_data_versions").select("version").where("user_id", "=", "").compile();
    compiledReads.set(db, compiled);
  }
  const { rows } = await db.executeQuery<{ version: number | string }>({
    ...compiled,
    parameters: [userId],
    queryId: createQueryId(),
  });
  // PostgreSQL hands bigint back as a string; a user makes far fewer than 2^53 writes.
  return rows[0] ? Number(rows[0].version) : 0;
}
