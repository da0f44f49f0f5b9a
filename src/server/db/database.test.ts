import { sql } from "kysely";
import { uuidv7 } from "uuidv7";
import { afterEach, describe, expect, it } from "vitest";
import { createAuthOptions } from "../auth.ts";
import { createLogger } from "../logger.ts";
import { createMailer } from "../mail/mailer.ts";
import { insertTestUser } from "../test-support/migrated-test-handle.ts";
import { createTestStorage, startTestServer, type TestStorage, testConfig } from "../test-support/test-server.ts";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";

const silent = createLogger("silent");
let storage: TestStorage;
const open: DatabaseHandle[] = [];

async function openMigrated(): Promise<DatabaseHandle> {
  const config = testConfig(storage);
  const handle = openDatabase(config);
  open.push(handle);
  const mailer = createMailer({ ...config, logger: silent });
  await migrateDatabase(handle, createAuthOptions({ config, database: handle, mailer, logger: silent }), silent);
  return handle;
}

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const tables = await handle.db.introspection.getTables();
  return tables.map((table) => table.name).sort();
}

afterEach(async () => {
  for (const handle of open.splice(0)) await handle.close();
  await storage?.dispose();
});

describe("the database", () => {
  it("migrates an empty database: auth tables, Poriadok's tables and the migration log", async () => {
    storage = await createTestStorage();
    const handle = await openMigrated();
    expect(await tableNames(handle)).toEqual(
      expect.arrayContaining([
        "account",
        "hours_planner",
        "note_tags",
        "notes",
        "session",
        "shopping_items",
        "tags",
        "user",
        "verification",
      ]),
    );
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      handle.plainDb,
    );
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    expect(applied.rows.map((row) => row.name).slice(0, 4)).toEqual([
      "0001-initial",
      "0002-avatars",
      "0003-list-order-indexes",
      "0004-completion-and-shop-order",
    ]);
  });

  it("hands services the same types on both engines: booleans and ISO timestamps", async () => {
    storage = await createTestStorage();
    const handle = await openMigrated();
    await insertTestUser(handle, "u1");
    const createdAt = "2026-11-21T08:30:00.000Z";
    const note = await handle.db
      .insertInto("notes")
      .values({
        id: uuidv7(),
        user_id: "u1",
        title: "Kúpiť mlieko",
        category: "tasks",
        completed: true,
        date: "2026-11-22",
        reminder: null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(note).toMatchObject({
      title: "Kúpiť mlieko",
      content: "",
      completed: true,
      is_deleted: false,
      deleted_at: null,
      created_at: createdAt,
    });

    const undone = await handle.db.selectFrom("notes").selectAll().where("completed", "=", false).execute();
    expect(undone).toEqual([]);
  });

  it("refuses what the schema forbids: an unknown category, hours outside 0–24, a second planner row per day", async () => {
    storage = await createTestStorage();
    const handle = await openMigrated();
    await insertTestUser(handle, "u1");
    const now = new Date().toISOString();
    await expect(
      handle.db
        .insertInto("notes")
        .values({
          id: uuidv7(),
          user_id: "u1",
          title: "x",
          category: "ideas" as "notes",
          date: null,
          reminder: null,
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow();
    const planner = { user_id: "u1", date: "2026-11-23", created_at: now, updated_at: now };
    await expect(
      handle.db
        .insertInto("hours_planner")
        .values({ ...planner, planned_hours: 24.5 })
        .execute(),
    ).rejects.toThrow();
    await handle.db
      .insertInto("hours_planner")
      .values({ ...planner, planned_hours: 7.5 })
      .execute();
    await expect(
      handle.db
        .insertInto("hours_planner")
        .values({ ...planner, planned_hours: 3 })
        .execute(),
    ).rejects.toThrow();
  });

  it("removes a user's notes, tags and links when the user is deleted (foreign keys are on)", async () => {
    storage = await createTestStorage();
    const handle = await openMigrated();
    await insertTestUser(handle, "u1");
    const now = new Date().toISOString();
    const note = await handle.db
      .insertInto("notes")
      .values({
        id: uuidv7(),
        user_id: "u1",
        title: "x",
        category: "notes",
        date: null,
        reminder: null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const tag = await handle.db
      .insertInto("tags")
      .values({ id: uuidv7(), user_id: "u1", name: "Dôležité", color: "#e11d48", created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await handle.db.insertInto("note_tags").values({ note_id: note.id, tag_id: tag.id }).execute();
    await handle.db.deleteFrom("user").where("id", "=", "u1").execute();
    const remaining = await Promise.all(
      (["notes", "tags", "note_tags"] as const).map((table) => handle.db.selectFrom(table).selectAll().execute()),
    );
    expect(remaining).toEqual([[], [], []]);
  });

  it("keeps every row across a restart on the same DATA_DIR, and migrates only once", async () => {
    storage = await createTestStorage();
    const logLines: string[] = [];
    const logger = createLogger("info", (line) => logLines.push(line));

    const first = await startTestServer(storage, { logger });
    await first.stop();
    expect(logLines.filter((line) => line.includes('"msg":"migration"'))).toHaveLength(Object.keys(migrations).length);

    const handle = openDatabase(testConfig(storage));
    await insertTestUser(handle, "u1");
    const now = new Date().toISOString();
    await handle.db
      .insertInto("notes")
      .values({
        id: uuidv7(),
        user_id: "u1",
        title: "Prežijem reštart",
        category: "notes",
        date: null,
        reminder: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await handle.close();

    logLines.length = 0;
    const second = await startTestServer(storage, { logger });
    expect((await second.request("/api/health")).status).toBe(200);
    await second.stop();
    expect(logLines.some((line) => line.includes("migrat"))).toBe(false);

    const reopened = await openMigrated();
    const notes = await reopened.db.selectFrom("notes").select(["title", "user_id"]).execute();
    expect(notes).toEqual([{ title: "Prežijem reštart", user_id: "u1" }]);
  });
});
