import { type Kysely, type Migration, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openTestHandle } from "../test-support/migrated-test-handle.ts";
import { createTestStorage, startTestServer, type TestStorage } from "../test-support/test-server.ts";
import type { DatabaseHandle } from "./client.ts";
import { migrations } from "./migrations/index.ts";

/**
 * Issue 8, point 9: a migration runs in one transaction with its row in kysely_migration, on SQLite
 * as on PostgreSQL, so one that fails halfway leaves the database as it found it.
 */
let storage: TestStorage;
let handle: DatabaseHandle | null = null;

afterEach(async () => {
  await handle?.close();
  handle = null;
  await storage?.dispose();
});

/** Creates a table, fills it, changes an existing one, then fails like a migration with a bug. */
const failingHalfway: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("half_done")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .execute();
    await sql`insert into half_done (id) values (1)`.execute(db);
    await db.schema.alterTable("notes").addColumn("half_done_flag", "integer").execute();
    await sql`select * from no_such_table`.execute(db);
  },
};

const addsATable: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("fully_done")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .execute();
  },
};

async function tableNames(database: DatabaseHandle): Promise<string[]> {
  return (await database.plainDb.introspection.getTables()).map((table) => table.name);
}

async function noteColumns(database: DatabaseHandle): Promise<string[]> {
  const tables = await database.plainDb.introspection.getTables();
  return tables.find((table) => table.name === "notes")?.columns.map((column) => column.name) ?? [];
}

async function appliedMigrations(database: DatabaseHandle): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.plainDb);
  return rows.rows.map((row) => row.name);
}

describe("migrations", () => {
  it("leave the database as it was when one fails halfway, and the next start works", async () => {
    storage = await createTestStorage();
    const opened = openTestHandle(storage);
    handle = opened.handle;
    await opened.migrate();
    const columnsBefore = await noteColumns(opened.handle);

    await expect(opened.migrate({ ...migrations, "9999-failing-halfway": failingHalfway })).rejects.toThrow(
      /no_such_table|does not exist/,
    );
    expect(await tableNames(opened.handle)).not.toContain("half_done");
    expect(await noteColumns(opened.handle)).toEqual(columnsBefore);
    expect(await appliedMigrations(opened.handle)).toEqual(Object.keys(migrations).sort());
    await opened.handle.close();
    handle = null;

    const server = await startTestServer(storage);
    expect((await server.request("/api/health")).status).toBe(200);
    await server.stop();
  });

  it("keep each migration that succeeded before the one that failed (one transaction per migration)", async () => {
    storage = await createTestStorage();
    const opened = openTestHandle(storage);
    handle = opened.handle;
    await opened.migrate();

    await expect(
      opened.migrate({ ...migrations, "9998-adds-a-table": addsATable, "9999-failing-halfway": failingHalfway }),
    ).rejects.toThrow();
    expect(await tableNames(opened.handle)).toContain("fully_done");
    expect(await tableNames(opened.handle)).not.toContain("half_done");
    expect(await appliedMigrations(opened.handle)).toEqual([...Object.keys(migrations), "9998-adds-a-table"].sort());
  });

  it("roll back a failing first start entirely, so an empty database stays empty of Poriadok's tables", async () => {
    storage = await createTestStorage();
    const opened = openTestHandle(storage);
    handle = opened.handle;
    const [first = ""] = Object.keys(migrations).sort();
    const firstMigration = migrations[first] as Migration;
    const firstFailing: Migration = {
      up: async (db) => {
        await firstMigration.up(db);
        await sql`select * from no_such_table`.execute(db);
      },
    };
    await expect(opened.migrate({ [first]: firstFailing })).rejects.toThrow();
    expect(await tableNames(opened.handle)).not.toContain("notes");
    await opened.migrate();
    expect(await appliedMigrations(opened.handle)).toEqual(Object.keys(migrations).sort());
  });
});
