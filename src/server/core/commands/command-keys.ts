import type { Kysely } from "kysely";
import type { Database } from "../../db/types.ts";

/**
 * How long a command's key and answer are kept. The web app's outbox replays commands made offline
 * when the network is back, which may be days later (a holiday without data): thirty days covers
 * that with room, and a user's keys stay few (one small row per write they made in that time).
 */
export const COMMAND_KEY_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A stored key: the request it was first used for and that request's answer (status 0: not yet recorded). */
export type StoredCommand = { fingerprint: string; status: number; response: string; createdAt: string };

/** The user's stored key, or undefined when there is none or it has expired (then it is deleted, so the key is free again). */
export async function findStoredCommand(
  db: Kysely<Database>,
  userId: string,
  key: string,
  now = Date.now(),
): Promise<StoredCommand | undefined> {
  const row = await db
    .selectFrom("idempotency_keys")
    .select(["fingerprint", "status", "response", "created_at"])
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row) return undefined;
  const createdAt = new Date(row.created_at).toISOString();
  if (Date.parse(createdAt) < now - COMMAND_KEY_TTL_MS) {
    await db.deleteFrom("idempotency_keys").where("user_id", "=", userId).where("key", "=", key).execute();
    return undefined;
  }
  return { fingerprint: row.fingerprint, status: row.status, response: row.response, createdAt };
}

/** Stores the answer of a committed command, for its replays. */
export async function recordAnswer(
  db: Kysely<Database>,
  command: { userId: string; key: string },
  answer: { status: number; body: string },
): Promise<void> {
  await db
    .updateTable("idempotency_keys")
    .set({ status: answer.status, response: answer.body })
    .where("user_id", "=", command.userId)
    .where("key", "=", command.key)
    .execute();
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const lastPrunedPerDatabase = new WeakMap<Kysely<Database>, Map<string, number>>();

/**
 * Deletes the user's keys older than the TTL, at most once an hour per user and process (one
 * indexed delete on (user_id, created_at)), so a busy writer does not pay for it on every command.
 */
export async function pruneExpiredCommands(db: Kysely<Database>, userId: string, now = Date.now()): Promise<void> {
  const lastPruned = lastPrunedPerDatabase.get(db) ?? new Map<string, number>();
  lastPrunedPerDatabase.set(db, lastPruned);
  if (now - (lastPruned.get(userId) ?? 0) < PRUNE_EVERY_MS) return;
  lastPruned.set(userId, now);
  const cutoff = new Date(now - COMMAND_KEY_TTL_MS).toISOString();
  await db.deleteFrom("idempotency_keys").where("user_id", "=", userId).where("created_at", "<", cutoff).execute();
}
