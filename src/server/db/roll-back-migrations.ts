import { type Migration, Migrator } from "kysely";
import type { DatabaseHandle } from "./database-handle.ts";
import { withMigrationLock } from "./migrate.ts";
import { type AppliedMigration, readAppliedMigrations, unknownMigrations } from "./migration-status.ts";
import { migrations } from "./migrations/index.ts";

/** A rollback the command refuses, with the operator's whole instruction as the message. */
export class RollbackRefusedError extends Error {}

/** A migration's down step failed: that migration is still applied, those before it in the plan are undone. */
export class RollbackFailedError extends Error {}

/**
 * The last `steps` applied migrations, newest first: what `npm run migrate -- down N` undoes. Refuses
 * when the database has migrations this build does not know (only the build that has them can undo
 * them), when fewer are applied, or when one of them has no down step.
 */
export function planRollback(
  applied: AppliedMigration[],
  steps: number,
  committed: Record<string, Migration> = migrations,
): string[] {
  const unknown = unknownMigrations(applied, committed);
  if (unknown.length > 0) {
    throw new RollbackRefusedError(
      `This database has migrations this version of Poriadok does not know (${unknown.join(", ")}): a newer version ran them. ` +
        "Roll them back with that version's `npm run migrate -- down`, then use this one.",
    );
  }
  if (!Number.isInteger(steps) || steps < 1)
    throw new RollbackRefusedError("down takes a number of migrations, 1 or more.");
  if (steps > applied.length) {
    throw new RollbackRefusedError(
      `Only ${applied.length} migration(s) are applied; there is nothing to roll back ${steps} times.`,
    );
  }
  const names = applied
    .slice(-steps)
    .map((migration) => migration.name)
    .reverse();
  const oneWay = names.filter((name) => typeof committed[name]?.down !== "function");
  if (oneWay.length > 0) {
    throw new RollbackRefusedError(
      `Migration ${oneWay.join(", ")} has no down step and cannot be rolled back. ` +
        "Restore a backup taken before it instead (README, Upgrades and rollback). Nothing was changed.",
    );
  }
  return names;
}

/**
 * Undoes `expected` (planRollback's answer), newest first, each migration in its own transaction
 * together with the removal of its row from kysely_migration (both engines run DDL in transactions,
 * open-sqlite.ts): one that fails leaves the database as the previous step left it. Under the
 * migration lock, and refused if the plan no longer matches the database (someone migrated meanwhile).
 */
export async function rollBackMigrations(
  handle: DatabaseHandle,
  expected: string[],
  options: { committed?: Record<string, Migration>; onRolledBack?: (name: string) => void } = {},
): Promise<void> {
  const committed = options.committed ?? migrations;
  await withMigrationLock(handle, async () => {
    const plan = planRollback(await readAppliedMigrations(handle), expected.length, committed);
    if (plan.join() !== expected.join()) {
      throw new RollbackRefusedError(
        "The database changed while you confirmed; nothing was rolled back. Run the command again.",
      );
    }
    const migrator = new Migrator({ db: handle.plainDb, provider: { getMigrations: async () => committed } });
    for (const name of plan) {
      const { error, results = [] } = await migrator.migrateDown();
      if (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new RollbackFailedError(`Rolling back ${name} failed (${reason}); it is still applied.`, {
          cause: error,
        });
      }
      const result = results[0];
      if (result?.migrationName !== name || result.status !== "Success") {
        throw new Error(
          `Rolling back ${name} did not happen (${result?.migrationName ?? "nothing"}: ${result?.status}).`,
        );
      }
      options.onRolledBack?.(name);
    }
  });
}
