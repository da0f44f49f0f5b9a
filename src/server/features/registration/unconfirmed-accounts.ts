import { type Kysely, sql } from "kysely";
import type { DatabaseHandle, Engine } from "../../db/client.ts";
import type { Database } from "../../db/types.ts";
import type { Logger } from "../../logger.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Arbitrary, fixed key: on PostgreSQL one instance at a time deletes; the others skip that round. */
const CLEANUP_LOCK_KEY = 7_461_220_926;
/** Accounts deleted per statement: a backlog goes in bounded steps, each its own short transaction. */
const BATCH = 200;
/** How often each instance looks (the first look comes a minute after start, off the start's busy path). */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_CLEANUP_MS = 60 * 1000;

export type UnconfirmedCleanupOptions = { olderThanDays: number; now?: Date };

/**
 * Deletes the accounts whose address was never confirmed and that were made more than `olderThanDays`
 * ago (UNCONFIRMED_ACCOUNT_DAYS): someone typed an address that is not theirs, or never came back.
 * Such an account never signed in (sign-in needs the confirmed address), so it holds nothing but
 * Better Auth's rows; deleting the user row takes its sessions and accounts (password, passkeys) and
 * any of Poriadok's rows by the tables' cascades — as deleting one's own account does. Answers how
 * many went. On PostgreSQL several instances run this; an advisory lock lets one at a time through.
 */
export async function deleteUnconfirmedAccounts(
  database: Pick<DatabaseHandle, "db" | "engine">,
  { olderThanDays, now = new Date() }: UnconfirmedCleanupOptions,
): Promise<number> {
  const cutoff = new Date(now.getTime() - olderThanDays * DAY_MS).toISOString();
  let deleted = 0;
  for (;;) {
    const batch = await database.db.transaction().execute((trx) => deleteBatch(trx, database.engine, cutoff));
    if (batch === null) return deleted; // another instance is at it
    deleted += batch;
    if (batch < BATCH) return deleted;
  }
}

/** One batch in one transaction; null when another instance holds the lock. */
async function deleteBatch(trx: Kysely<Database>, engine: Engine, cutoff: string): Promise<number | null> {
  if (engine === "postgres") {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${CLEANUP_LOCK_KEY}) as locked`.execute(trx);
    if (!rows[0]?.locked) return null;
  }
  const stale = trx
    .selectFrom("user")
    .select("id")
    .where("emailVerified", "=", false)
    .where("createdAt", "<", cutoff)
    .orderBy("id")
    .limit(BATCH);
  const result = await trx.deleteFrom("user").where("id", "in", stale).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type UnconfirmedCleanup = { stop: () => Promise<void> };

/** Runs the deletion every hour in the background of the server (server.ts starts and stops it). */
export function startUnconfirmedAccountCleanup({
  database,
  olderThanDays,
  logger,
}: {
  database: DatabaseHandle;
  olderThanDays: number;
  logger: Logger;
}): UnconfirmedCleanup {
  let running: Promise<void> | null = null;
  let isStopped = false;
  const run = () => {
    if (running || isStopped) return;
    running = deleteUnconfirmedAccounts(database, { olderThanDays })
      .then((count) => {
        if (count > 0) logger.info("unconfirmed accounts deleted", { count, olderThanDays });
      })
      .catch((error: unknown) => logger.warn("deleting unconfirmed accounts failed; next round in an hour", { error }))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, FIRST_CLEANUP_MS);
  first.unref();
  const timer = setInterval(run, CLEANUP_INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      isStopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
