import type { BetterAuthOptions } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import { type Migration, Migrator, sql } from "kysely";
import type { Logger } from "../logger.ts";
import type { DatabaseHandle } from "./client.ts";
import {
  type DescribeNewerDatabase,
  describeNewerDatabase,
  latestCommitted,
  NewerDatabaseError,
  readAppliedMigrations,
  unknownMigrations,
} from "./migration-status.ts";
import { migrations } from "./migrations/index.ts";

/** Arbitrary, fixed key: several app instances starting together on one PostgreSQL take turns. */
const MIGRATION_LOCK_KEY = 7_461_220_901;

/** What the start-up adds around migrating (server.ts: backup/migration-backups.ts's `migrationSafeguards`). */
export type MigrationSafeguards = {
  /**
   * Runs under the migration lock before anything is migrated, when something is pending on a
   * database that already has Poriadok's tables (never on a fresh one): the backup before migrating.
   */
  beforeMigrating?: (schema: { latest: string; pending: string[] }) => Promise<void>;
  /** The message when the database is newer than this build (names the backup to restore). */
  describeNewerDatabase?: DescribeNewerDatabase;
};

/**
 * Brings the database up to date: Better Auth's tables first (Poriadok's tables reference the user
 * table), then Poriadok's committed migrations. Safe to run on every start. `committed` is there for
 * tests that add a migration of their own. A database with migrations this build does not have (a
 * newer build ran them) is refused with NewerDatabaseError before anything changes.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  authOptions: BetterAuthOptions,
  logger: Logger,
  committed: Record<string, Migration> = migrations,
  safeguards: MigrationSafeguards = {},
): Promise<void> {
  await withMigrationLock(handle, async () => {
    const applied = await readAppliedMigrations(handle);
    const unknown = unknownMigrations(applied, committed);
    if (unknown.length > 0) {
      const explain = safeguards.describeNewerDatabase ?? describeNewerDatabase;
      throw new NewerDatabaseError(unknown, explain(unknown, latestCommitted(committed)));
    }
    const auth = await getMigrations(authOptions);
    const isAuthPending = auth.toBeCreated.length > 0 || auth.toBeAdded.length > 0 || auth.toBeAddedIndexes.length > 0;
    const pending = Object.keys(committed)
      .sort()
      .filter((name) => !applied.some((migration) => migration.name === name));
    const latest = applied.at(-1)?.name;
    if (latest && (isAuthPending || pending.length > 0)) await safeguards.beforeMigrating?.({ latest, pending });
    if (isAuthPending) {
      logger.info("auth tables migrating", {
        create: auth.toBeCreated.map((table) => table.table),
        alter: auth.toBeAdded.map((table) => table.table),
      });
      await auth.runMigrations();
    }
    await runPoriadokMigrations(handle, committed, logger);
  });
}

/**
 * One migration at a time, each in its own transaction together with its row in kysely_migration
 * (both engines' dialects report transactional DDL, see open-sqlite.ts): a migration that fails or
 * is cut off halfway leaves the database as the previous one left it, and the next start retries it.
 */
async function runPoriadokMigrations(
  handle: DatabaseHandle,
  committed: Record<string, Migration>,
  logger: Logger,
): Promise<void> {
  const migrator = new Migrator({ db: handle.plainDb, provider: { getMigrations: async () => committed } });
  for (;;) {
    const { error, results = [] } = await migrator.migrateUp();
    for (const result of results) {
      logger.info("migration", { name: result.migrationName, status: result.status });
    }
    if (error) throw error instanceof Error ? error : new Error(String(error));
    if (results.length === 0) return;
  }
}

/** Several instances (or `npm run migrate`) on one PostgreSQL take turns; SQLite has one process (data-dir-lock.ts). */
export async function withMigrationLock(handle: DatabaseHandle, run: () => Promise<void>): Promise<void> {
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
