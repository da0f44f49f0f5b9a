import type { BetterAuthOptions } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import { Migrator, sql } from "kysely";
import type { Logger } from "../logger.ts";
import type { DatabaseHandle } from "./client.ts";
import { migrations } from "./migrations/index.ts";

/** Arbitrary, fixed key: several app instances starting together on one PostgreSQL take turns. */
const MIGRATION_LOCK_KEY = 7_461_220_901;

/**
 * Brings the database up to date: Better Auth's tables first (Poriadok's tables reference the user
 * table), then Poriadok's committed migrations. Safe to run on every start.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  authOptions: BetterAuthOptions,
  logger: Logger,
): Promise<void> {
  await withMigrationLock(handle, async () => {
    const auth = await getMigrations(authOptions);
    if (auth.toBeCreated.length > 0 || auth.toBeAdded.length > 0 || auth.toBeAddedIndexes.length > 0) {
      logger.info("auth tables migrating", {
        create: auth.toBeCreated.map((table) => table.table),
        alter: auth.toBeAdded.map((table) => table.table),
      });
      await auth.runMigrations();
    }
    const migrator = new Migrator({ db: handle.plainDb, provider: { getMigrations: async () => migrations } });
    const { error, results = [] } = await migrator.migrateToLatest();
    for (const result of results) {
      logger.info("migration", { name: result.migrationName, status: result.status });
    }
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
}

async function withMigrationLock(handle: DatabaseHandle, run: () => Promise<void>): Promise<void> {
  if (handle.engine === "sqlite") return run();
  await handle.plainDb.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      await run();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}
