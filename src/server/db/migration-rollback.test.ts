import { type Kysely, type Migration, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { insertTestUser, noteRow, openTestHandle } from "../test-support/migrated-test-handle.ts";
import { schemaSnapshot } from "../test-support/schema-snapshot.ts";
import { createTestStorage, type TestStorage } from "../test-support/test-server.ts";
import type { DatabaseHandle } from "./client.ts";
import { readAppliedMigrations } from "./migration-status.ts";
import { migrations } from "./migrations/index.ts";
import { planRollback, RollbackRefusedError, rollBackMigrations } from "./roll-back-migrations.ts";

/**
 * Issue 26, point 5: every migration can be undone. On the engine of the run (SQLite, or PostgreSQL
 * with DATABASE_URL): from the latest schema down one migration at a time to none, the schema after
 * each step is the one a fresh database has after the same migrations up; up again gives the latest;
 * what is in tables no rollback touches stays.
 */
const storages: TestStorage[] = [];
const handles: DatabaseHandle[] = [];

afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
  for (const storage of storages.splice(0)) await storage.dispose();
});

async function openFresh() {
  const storage = await createTestStorage();
  storages.push(storage);
  const opened = openTestHandle(storage);
  handles.push(opened.handle);
  return opened;
}

const names = Object.keys(migrations).sort();
const firstOf = (count: number) => Object.fromEntries(names.slice(0, count).map((name) => [name, migrations[name]]));

/** The schema of a fresh database after the first k migrations, for k = 0 … all. */
async function freshSchemas() {
  const opened = await openFresh();
  const schemas = [];
  for (let count = 0; count <= names.length; count += 1) {
    await opened.migrate(firstOf(count) as Record<string, Migration>);
    schemas.push(await schemaSnapshot(opened.handle));
  }
  return schemas;
}

async function rollBack(handle: DatabaseHandle, steps: number, committed: Record<string, Migration> = migrations) {
  const plan = planRollback(await readAppliedMigrations(handle), steps, committed);
  await rollBackMigrations(handle, plan, { committed });
  return plan;
}

const userCount = async (db: Kysely<unknown>) =>
  Number((await sql<{ n: number }>`select count(*) as n from "user"`.execute(db)).rows[0]?.n);

describe("rolling migrations back", () => {
  it("has a down step for every migration", () => {
    const oneWay = names.filter((name) => typeof migrations[name]?.down !== "function");
    expect(oneWay).toEqual([]);
  });

  // A schema snapshot after each of the 30 migrations going up, and again after each step back down: on
  // PostgreSQL beside a busy run of the rest of the suite it took 33 s, past the 30 s default, and it
  // grows with every migration.
  it("goes down one by one to none, each step the schema a fresh database has, and up again", {
    timeout: 120_000,
  }, async () => {
    const fresh = await freshSchemas();
    // The snapshot sees what migrations change: notes' columns, its indexes, the change log's triggers.
    expect(JSON.stringify(fresh[names.length])).toMatch(/"completed_at".*"notes_user_created".*sync_notes/s);
    expect(fresh[names.length]).not.toEqual(fresh[names.length - 1]);
    const { handle, migrate } = await openFresh();
    await migrate();
    await insertTestUser(handle, "jana");
    await handle.db.insertInto("notes").values(noteRow("jana", "kept until 0001 goes")).execute();
    expect(await schemaSnapshot(handle)).toEqual(fresh[names.length]);

    for (let count = names.length - 1; count >= 0; count -= 1) {
      const [name] = await rollBack(handle, 1);
      expect(name).toBe(names[count]);
      expect(await schemaSnapshot(handle), `after rolling back ${name}`).toEqual(fresh[count]);
      // Better Auth's user table is no migration's: its rows stay; notes stay until 0001 drops the table.
      expect(await userCount(handle.plainDb)).toBe(1);
      if (count >= 1) {
        const notes = await sql<{ title: string }>`select title from notes`.execute(handle.plainDb);
        expect(notes.rows.map((row) => row.title)).toEqual(["kept until 0001 goes"]);
      }
    }
    expect(await readAppliedMigrations(handle)).toEqual([]);

    await migrate();
    expect(await schemaSnapshot(handle)).toEqual(fresh[names.length]);
    expect((await readAppliedMigrations(handle)).map((migration) => migration.name)).toEqual(names);
    expect(await userCount(handle.plainDb)).toBe(1);
  });

  it("rolls back N in order, newest first, each in its own transaction", async () => {
    const { handle, migrate } = await openFresh();
    const extra = {
      ...migrations,
      "9998-adds-a-table": tableMigration("kept_by_9998", { failingDown: true }),
      "9999-adds-another": tableMigration("dropped_by_9999"),
    };
    await migrate(extra);
    expect(planRollback(await readAppliedMigrations(handle), 2, extra)).toEqual([
      "9999-adds-another",
      "9998-adds-a-table",
    ]);

    // 9999 goes; 9998's down fails halfway: its own change is undone, 9999's stays undone.
    await expect(rollBack(handle, 2, extra)).rejects.toThrow(/Rolling back 9998-adds-a-table failed/);
    const tables = (await handle.plainDb.introspection.getTables()).map((table) => table.name);
    expect(tables).toContain("kept_by_9998");
    expect(tables).not.toContain("dropped_by_9999");
    const applied = (await readAppliedMigrations(handle)).map((migration) => migration.name);
    expect(applied.at(-1)).toBe("9998-adds-a-table");
    expect(applied).not.toContain("9999-adds-another");
  });

  it("refuses, changing nothing, a migration without a down step, more steps than applied, or unknown ones", async () => {
    const { handle, migrate } = await openFresh();
    const { down: _down, ...oneWay } = tableMigration("one_way");
    await migrate({ ...migrations, "9999-one-way": oneWay });
    const applied = await readAppliedMigrations(handle);

    expect(() => planRollback(applied, 2, { ...migrations, "9999-one-way": oneWay })).toThrow(
      /9999-one-way has no down step/,
    );
    expect(() => planRollback(applied, applied.length + 1, { ...migrations, "9999-one-way": oneWay })).toThrow(
      RollbackRefusedError,
    );
    // This build without 9999: the database is newer than it knows.
    expect(() => planRollback(applied, 1, migrations)).toThrow(/does not know \(9999-one-way\)/);
    expect(await readAppliedMigrations(handle)).toEqual(applied);
  });
});

/** A test migration that creates `table`; its down drops it, or (failingDown) drops and then fails. */
function tableMigration(table: string, { failingDown = false } = {}): Migration {
  return {
    up: async (db) => {
      await db.schema
        .createTable(table)
        .addColumn("id", "integer", (col) => col.primaryKey())
        .execute();
    },
    down: async (db) => {
      await db.schema.dropTable(table).execute();
      if (failingDown) await sql`select * from no_such_table`.execute(db);
    },
  };
}
