import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { organiserApi } from "../../test-support/api-client.ts";
import { MISSING_ID } from "../../test-support/missing-id.ts";
import type { TestClient } from "../../test-support/test-client.ts";

/**
 * Reads must not write (issue 10): Better Auth's rate limit keeps its counters in the database, and a
 * counted get-session would write a row on every screen's start (synchronous=FULL on SQLite).
 */
let harness: AccountsServer;
let client: TestClient;
/** Runs one query on the test's database through a connection of its own (not the server's). */
let query: (text: string) => Promise<Record<string, unknown>[]>;
let closeQuery: () => Promise<void>;

beforeAll(async () => {
  harness = await startAccountsServer();
  client = await signedInClient(harness.server.url, harness.mail);
  const api = organiserApi(client);
  const list = (await api.createNote({ title: "List", category: "shopping", items: [{ name: "Milk" }] })).body;
  await api.createNote({ title: "Task", category: "tasks" });
  await api.toggleItem(list.id, list.items[0]?.id ?? MISSING_ID);
  const { databaseUrl, dataDir } = harness.storage;
  if (databaseUrl) {
    const connection = new pg.Client({ connectionString: databaseUrl });
    await connection.connect();
    query = async (text) => (await connection.query(text)).rows;
    closeQuery = () => connection.end();
  } else {
    const connection = new SqliteDatabase(path.join(dataDir, "poriadok.sqlite"), { readonly: true });
    query = async (text) => connection.prepare(text).all() as Record<string, unknown>[];
    closeQuery = async () => {
      connection.close();
    };
  }
});
afterAll(async () => {
  await closeQuery();
  await harness.close();
});

/** Everything the rate limit has written: its rows, their counts and their latest request. */
async function rateLimitState() {
  const [row] = await query(
    `select count(*) as "rows", coalesce(sum("count"), 0) as "total", coalesce(max("lastRequest"), 0) as "last" from "rateLimit"`,
  );
  return { rows: Number(row?.rows), total: Number(row?.total), last: String(row?.last) };
}

/** Every write any connection committed shows here: SQLite's data_version, PostgreSQL's row counters. */
async function sessionsAndVersions() {
  const sessions = await query(`select "id", "updatedAt", "expiresAt" from "session" order by "id"`);
  const versions = await query(`select "user_id", "version" from "user_data_versions" order by "user_id"`);
  return JSON.stringify({ sessions, versions });
}

describe("reads", () => {
  it("GET /api/auth/get-session writes nothing to the rate-limit table, however often", async () => {
    const before = await rateLimitState();
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => client.get("/api/auth/get-session")));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    }
    expect(await rateLimitState()).toEqual(before);
    // The control: a counted auth path does write, so the state above would have shown a write.
    expect((await client.get("/api/auth/ok")).status).toBe(200);
    expect(await rateLimitState()).not.toEqual(before);
  });

  it("the organiser's GET routes change no session, version or rate-limit row", async () => {
    const routes = [
      "/api/notes",
      "/api/notes?category=tasks",
      "/api/notes?category=shopping",
      "/api/notes/counts",
      "/api/notes/progress",
      "/api/tags",
      "/api/trash",
      "/api/stats?timeZone=Europe%2FBratislava",
      "/api/planner?from=2026-03-02",
      "/api/shopping/category-order",
      "/api/auth/get-session",
    ];
    const before = { limit: await rateLimitState(), rows: await sessionsAndVersions() };
    for (const route of routes) expect([route, (await client.get(route)).status]).toEqual([route, 200]);
    expect({ limit: await rateLimitState(), rows: await sessionsAndVersions() }).toEqual(before);
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "commit no transaction on SQLite (its data_version stays, as no connection wrote)",
    async () => {
      const dataVersion = async () => Number((await query("pragma data_version"))[0]?.data_version);
      const before = await dataVersion();
      for (const route of ["/api/notes?category=tasks", "/api/notes/counts", "/api/auth/get-session", "/api/tags"]) {
        expect((await client.get(route)).status).toBe(200);
      }
      expect(await dataVersion()).toBe(before);
      await organiserApi(client).createNote({ title: "A write, for contrast", category: "notes" });
      expect(await dataVersion()).not.toBe(before);
    },
  );
});
