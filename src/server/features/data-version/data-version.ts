import { type CompiledQuery, createQueryId, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/types.ts";

/**
 * The user's data version (migration 0009): one number that rises by exactly one with every
 * committed write transaction to the user's organiser data, in that same transaction. Readers use it
 * to tell whether anything changed (list caches, ETags); live sync will use it as its change sequence.
 * On PostgreSQL the upsert locks the user's row until commit, so the user's writes commit in version
 * order and no number is handed out twice; SQLite runs one write transaction at a time anyway.
 */
export async function bumpDataVersion(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx
    .insertInto("user_data_versions")
    .values({ user_id: userId, version: 1 })
    .onConflict((conflict) =>
      conflict.column("user_id").doUpdateSet((eb) => ({ version: eb(eb.ref("user_data_versions.version"), "+", 1) })),
    )
    .execute();
}

/**
 * Runs one write to the user's data in a transaction and bumps the version at its end. Every write
 * path goes through this (or calls bumpDataVersion inside its own transaction, as createOnce does),
 * and data-version.test.ts walks every mutating route to hold that. Bumping last keeps the lock order
 * the same everywhere (notes first, the version row last), so two writes cannot deadlock on it.
 */
export function writeUserData<Result>(
  db: Kysely<Database>,
  userId: string,
  write: (trx: Transaction<Database>) => Promise<Result>,
): Promise<Result> {
  return db.transaction().execute(async (trx) => {
    const result = await write(trx);
    await bumpDataVersion(trx, userId);
    return result;
  });
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
