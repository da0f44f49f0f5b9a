import SqliteDatabase from "better-sqlite3";
import { Hono } from "hono";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { handleError } from "../errors.ts";
import { createLogger } from "../logger.ts";
import { insertTestUser, noteRow, openTestHandle } from "../test-support/migrated-test-handle.ts";
import { postgresUrl } from "../test-support/test-database.ts";
import { createTestStorage, type TestStorage } from "../test-support/test-server.ts";
import type { DatabaseHandle } from "./client.ts";
import { classifyDatabaseError } from "./database-errors.ts";
import { DatabaseTimeoutError } from "./database-timeouts.ts";

/**
 * The mapping is checked against errors the engine under test really throws (SQLite, or PostgreSQL
 * when DATABASE_URL is set), not against hand-made objects that might not match them.
 */
const NOW = new Date().toISOString();
let storage: TestStorage;
let handle: DatabaseHandle | null = null;

afterEach(async () => {
  await handle?.close();
  handle = null;
  await storage?.dispose();
});

async function openMigrated(): Promise<DatabaseHandle> {
  storage = await createTestStorage();
  const opened = openTestHandle(storage);
  handle = opened.handle;
  await opened.migrate();
  await insertTestUser(opened.handle, "u1");
  return opened.handle;
}

async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected the database to refuse");
}

/** What the app answers when a route throws `error`, through the real error handler. */
async function answerTo(error: unknown) {
  const app = new Hono().onError(handleError(createLogger("silent"))).get("/", () => {
    throw error;
  });
  const response = await app.request("/");
  return { status: response.status, body: await response.json() };
}

describe("database errors", () => {
  it("maps a unique, primary-key and foreign-key refusal to a conflict (409 with the JSON error body)", async () => {
    const database = await openMigrated();
    const day = { user_id: "u1", date: "2026-11-23", planned_hours: 2, created_at: NOW, updated_at: NOW };
    await database.db.insertInto("hours_planner").values(day).execute();
    const refusals = {
      unique: await errorOf(() => database.db.insertInto("hours_planner").values(day).execute()),
      primaryKey: await errorOf(() => insertTestUser(database, "u1")),
      foreignKey: await errorOf(() => database.db.insertInto("notes").values(noteRow("nobody", "Orphan")).execute()),
    };
    for (const error of Object.values(refusals)) expect(classifyDatabaseError(error)).toBe("conflict");
    expect(await answerTo(refusals.foreignKey)).toEqual({
      status: 409,
      body: { error: { code: "conflict", message: expect.any(String) } },
    });
  });

  // SQLite stores a NUL in text as it is; only PostgreSQL refuses it (22021).
  it.skipIf(!postgresUrl)("maps text PostgreSQL cannot store (a NUL) to 400 validation_failed", async () => {
    const database = await openMigrated();
    const refusal = await errorOf(() => database.db.insertInto("notes").values(noteRow("u1", "a\u0000b")).execute());
    expect(classifyDatabaseError(refusal)).toBe("invalid_text");
    expect(await answerTo(refusal)).toEqual({
      status: 400,
      body: {
        error: {
          code: "validation_failed",
          message: expect.any(String),
          details: [{ field: "", message: "validation.unsupportedCharacters" }],
        },
      },
    });
  });

  it("leaves other refusals (a check constraint, a syntax error) to the 500 path", async () => {
    const database = await openMigrated();
    const check = await errorOf(() =>
      database.db
        .insertInto("hours_planner")
        .values({ user_id: "u1", date: "2026-11-23", planned_hours: 25, created_at: NOW, updated_at: NOW })
        .execute(),
    );
    const syntax = await errorOf(() => sql`selec 1`.execute(database.db));
    expect(classifyDatabaseError(check)).toBeNull();
    expect(classifyDatabaseError(syntax)).toBeNull();
    expect((await answerTo(syntax)).status).toBe(500);
  });

  it("maps a database that is locked or too slow to 503 server_busy", async () => {
    const database = await openMigrated();
    const slow =
      database.engine === "postgres"
        ? await errorOf(() =>
            database.db.connection().execute(async (connection) => {
              await sql`set statement_timeout = 50`.execute(connection);
              try {
                await sql`select pg_sleep(1)`.execute(connection);
              } finally {
                await sql`reset statement_timeout`.execute(connection);
              }
            }),
          )
        : lockedSqliteError(storage.dataDir);
    expect(classifyDatabaseError(slow)).toBe("unavailable");
    expect(classifyDatabaseError(new DatabaseTimeoutError("the probe", 10))).toBe("unavailable");
    expect(await answerTo(slow)).toEqual({
      status: 503,
      body: { error: { code: "server_busy", message: expect.any(String) } },
    });
  });
});

/** SQLITE_BUSY from a second connection that finds the file locked by a first one. */
function lockedSqliteError(dataDir: string): unknown {
  const file = `${dataDir}/poriadok.sqlite`;
  const holder = new SqliteDatabase(file);
  const waiter = new SqliteDatabase(file, { timeout: 0 });
  holder.exec("begin immediate");
  try {
    return errorOfSync(() => waiter.exec("begin immediate"));
  } finally {
    holder.exec("rollback");
    holder.close();
    waiter.close();
  }
}

function errorOfSync(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error("expected the database to refuse");
}
