import { existsSync } from "node:fs";
import { createInterface } from "node:readline/promises";
import { getMigrations } from "better-auth/db/migration";
import { createAuthOptions } from "./auth.ts";
import { backUpBeforeMigrating, explainNewerDatabase } from "./backup/migration-backups.ts";
import { ConfigError, type EnvConfig, loadConfig } from "./config.ts";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.ts";
import { restrictNewFiles } from "./data-dir-modes.ts";
import { type DatabaseHandle, openDatabase, sqliteFileIn } from "./db/client.ts";
import { latestCommitted, migrationStates, readAppliedMigrations, unknownMigrations } from "./db/migration-status.ts";
import { migrations } from "./db/migrations/index.ts";
import {
  planRollback,
  RollbackFailedError,
  RollbackRefusedError,
  rollBackMigrations,
} from "./db/roll-back-migrations.ts";
import { createLogger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import { readVersion } from "./version.ts";

/**
 * `npm run migrate -- status | down [N] [--yes]` (README, "Upgrades and rollback"): shows the
 * database's migrations, or rolls back the last N (default 1) after asking, with the same
 * environment as the app (DATA_DIR, DATABASE_URL). Operator mistakes end with a message and exit 1.
 */
const USAGE = `Usage:
  npm run migrate -- status            every migration: applied (when) or pending
  npm run migrate -- down [N] [--yes]  roll back the last N applied migrations (default 1)`;

const out = (text: string): void => {
  process.stdout.write(`${text}\n`);
};
const silent = createLogger("silent");

class UsageError extends Error {}

async function main(args: string[]): Promise<void> {
  restrictNewFiles();
  const [command = "status", ...rest] = args.filter((arg) => arg !== "--yes" && arg !== "-y");
  const isConfirmed = args.includes("--yes") || args.includes("-y");
  if (command === "help" || command === "--help") return out(USAGE);
  if (command !== "status" && command !== "down") throw new UsageError(`Unknown command "${command}".\n${USAGE}`);
  const steps = rest[0] === undefined ? 1 : Number(rest[0]);
  if (command === "down" && (!Number.isInteger(steps) || steps < 1)) {
    throw new UsageError(`down takes a number of migrations, 1 or more (got "${rest[0]}").\n${USAGE}`);
  }
  const config = loadConfig();
  if (!config.databaseUrl && !existsSync(sqliteFileIn(config.dataDir))) {
    if (command === "down") throw new UsageError(`There is no database at ${sqliteFileIn(config.dataDir)}.`);
    return out(`There is no database at ${sqliteFileIn(config.dataDir)} yet: the first start creates it.`);
  }
  // SQLite: one process per DATA_DIR; a running app holds it, so `down` is refused until it stops.
  const release = command === "down" && !config.databaseUrl ? lockDataDir(config.dataDir) : () => {};
  const handle = openDatabase(config);
  try {
    if (command === "status") await showStatus(handle, config);
    else await rollBack(handle, config, steps, isConfirmed);
  } finally {
    await handle.close();
    release();
  }
}

async function showStatus(handle: DatabaseHandle, config: EnvConfig): Promise<void> {
  const applied = await readAppliedMigrations(handle);
  const states = migrationStates(applied, migrations);
  const where = handle.engine === "sqlite" ? `SQLite, ${sqliteFileIn(config.dataDir)}` : "PostgreSQL";
  const pendingCount = states.filter((state) => state.status === "pending").length;
  out(`Poriadok ${readVersion()}; database: ${where}`);
  out(`Migrations: ${applied.length} applied, ${pendingCount} pending (run at the next start)`);
  for (const state of states) {
    const when = state.appliedAt ? state.appliedAt.toISOString() : "";
    const note =
      state.status === "unknown" ? "  (made by a newer Poriadok)" : state.canRollBack ? "" : "  (no down step)";
    out(`  ${state.status.padEnd(8)} ${when.padEnd(24)} ${state.name}${note}`);
  }
  out(`Better Auth's tables: ${await authTablesState(handle, config)}`);
  const unknown = unknownMigrations(applied, migrations);
  if (unknown.length > 0) {
    out("");
    out(explainNewerDatabase({ ...config, version: readVersion(), unknown, latestKnown: latestCommitted(migrations) }));
  }
}

/** What Better Auth would create or alter at the next start; its tables are never rolled back. */
async function authTablesState(handle: DatabaseHandle, config: EnvConfig): Promise<string> {
  try {
    // Only the options' tables are read: nothing is ever sent.
    const mailer: Mailer = { send: async () => {} };
    const auth = await getMigrations(createAuthOptions({ config, database: handle, mailer, logger: silent }));
    const create = auth.toBeCreated.map((table) => table.table);
    const alter = auth.toBeAdded.map((table) => table.table);
    if (create.length === 0 && alter.length === 0 && auth.toBeAddedIndexes.length === 0) return "up to date";
    const parts = [
      create.length > 0 ? `to create: ${create.join(", ")}` : "",
      alter.length > 0 ? `to alter: ${alter.join(", ")}` : "",
    ];
    return `${parts.filter(Boolean).join("; ") || "indexes to add"} (at the next start)`;
  } catch (error) {
    return `not checked (${error instanceof Error ? error.message : String(error)})`;
  }
}

async function rollBack(handle: DatabaseHandle, config: EnvConfig, steps: number, isConfirmed: boolean) {
  const applied = await readAppliedMigrations(handle);
  const plan = planRollback(applied, steps, migrations);
  out(
    `Rolling back ${plan.length} migration(s), newest first — the tables and columns they added go, with what is in them:`,
  );
  for (const name of plan) out(`  ${name}`);
  out(
    config.databaseUrl
      ? 'No automatic backup on PostgreSQL: take one first (pg_dump -Fc --dbname="$DATABASE_URL" --file=poriadok.dump).'
      : "A backup of the database is taken first, into DATA_DIR/backups.",
  );
  if (!isConfirmed && !(await confirm('Type "yes" to go on: '))) {
    throw new UsageError("Nothing was changed.");
  }
  const latest = applied.at(-1)?.name;
  if (!config.databaseUrl && latest) {
    const kept = Math.max(1, config.migrationBackupsKept);
    out(`Backup: ${await backUpBeforeMigrating({ dataDir: config.dataDir, latest, before: "down", kept })}`);
  }
  await rollBackMigrations(handle, plan, { onRolledBack: (name) => out(`Rolled back ${name}`) });
  const now = (await readAppliedMigrations(handle)).at(-1)?.name ?? "no migrations";
  out(`Done; the database is at ${now}.`);
  out("Start the version of Poriadok that matches it: this version would run the migrations again at its start.");
}

/** A line from the terminal; no answer (stdin closed, not a terminal) counts as no. */
async function confirm(question: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const closed = new Promise<string>((resolve) => prompt.once("close", () => resolve("")));
    const answer = await Promise.race([prompt.question(question), closed]);
    return answer.trim().toLowerCase() === "yes";
  } finally {
    prompt.close();
  }
}

// `npm run migrate -- status | head`: a reader that stops early is no error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

try {
  await main(process.argv.slice(2));
} catch (error) {
  const isOperatorError = [UsageError, ConfigError, RollbackRefusedError, RollbackFailedError, DataDirInUseError].some(
    (kind) => error instanceof kind,
  );
  if (!isOperatorError) throw error;
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
