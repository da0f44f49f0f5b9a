import { type Migration, sql } from "kysely";
import type { DatabaseHandle } from "./database-handle.ts";

/** Kysely's record of the migrations a database has run (name, ISO time), one row each. */
export const MIGRATION_TABLE = "kysely_migration";

export type AppliedMigration = { name: string; appliedAt: Date };

/**
 * One migration as `npm run migrate -- status` shows it: `applied` and `pending` are this build's;
 * `unknown` is applied by a build this one does not know (a newer one).
 */
export type MigrationState = {
  name: string;
  status: "applied" | "pending" | "unknown";
  appliedAt: Date | null;
  /** Whether this build can undo it (`down`); an unknown migration never. */
  canRollBack: boolean;
};

/** The migrations the database has run, in the order they ran (as Kysely's Migrator orders them). */
export async function readAppliedMigrations(handle: DatabaseHandle): Promise<AppliedMigration[]> {
  if (!(await hasMigrationTable(handle))) return [];
  const rows = await sql<{ name: string; timestamp: string }>`
    select name, timestamp from ${sql.table(MIGRATION_TABLE)}`.execute(handle.plainDb);
  return rows.rows
    .map((row) => ({ name: row.name, appliedAt: new Date(row.timestamp) }))
    .sort((a, b) => a.appliedAt.getTime() - b.appliedAt.getTime() || a.name.localeCompare(b.name));
}

async function hasMigrationTable(handle: DatabaseHandle): Promise<boolean> {
  const found =
    handle.engine === "sqlite"
      ? await sql`select 1 from sqlite_master where type = 'table' and name = ${MIGRATION_TABLE}`.execute(
          handle.plainDb,
        )
      : await sql`select 1 from pg_tables where schemaname = current_schema() and tablename = ${MIGRATION_TABLE}`.execute(
          handle.plainDb,
        );
  return found.rows.length > 0;
}

/** Every migration of this build and every one the database has that this build lacks, by name. */
export function migrationStates(applied: AppliedMigration[], committed: Record<string, Migration>): MigrationState[] {
  const appliedAt = new Map(applied.map((migration) => [migration.name, migration.appliedAt]));
  const names = [...new Set([...Object.keys(committed), ...appliedAt.keys()])].sort();
  return names.map((name) => {
    const migration = committed[name];
    const at = appliedAt.get(name) ?? null;
    return {
      name,
      status: !migration ? "unknown" : at ? "applied" : "pending",
      appliedAt: at,
      canRollBack: typeof migration?.down === "function",
    };
  });
}

/** The database's migrations this build does not have: a newer build ran them. */
export function unknownMigrations(applied: AppliedMigration[], committed: Record<string, Migration>): string[] {
  return applied.map((migration) => migration.name).filter((name) => !(name in committed));
}

/** The newest of this build's migrations (by name), or null for none. */
export function latestCommitted(committed: Record<string, Migration>): string | null {
  return Object.keys(committed).sort().at(-1) ?? null;
}

/**
 * What to tell the operator when the database is newer than this build (which backup to restore);
 * migrate.ts's callers supply it (backup/migration-backups.ts knows DATA_DIR's backups).
 */
export type DescribeNewerDatabase = (unknown: string[], latestKnown: string | null) => string;

/** The plain message, without advice about backups. */
export const describeNewerDatabase: DescribeNewerDatabase = (unknown) =>
  `This database was upgraded by a newer Poriadok: it has ${unknown.length} migration(s) this version does not know (${unknown.join(", ")}). Start the newer version, or restore a backup from before the upgrade.`;

/**
 * The database was migrated by a newer build: this one refuses to start (or to roll back) rather than
 * run on a schema it does not know. The message is the operator's whole instruction.
 */
export class NewerDatabaseError extends Error {
  constructor(
    readonly unknown: string[],
    message: string,
  ) {
    super(message);
    this.name = "NewerDatabaseError";
  }
}
