import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect } from "vitest";
import { SignedInSessionListSchema } from "../../../shared/schemas/signed-in-sessions.ts";
import { SESSION_CACHE_TTL_MS } from "../../http/session-cache.ts";
import { newUser, signedInClient, signIn, type TestUser } from "../../test-support/accounts.ts";
import { serverTest } from "../../test-support/server-fixture.ts";
import { createTestClient, type TestClient } from "../../test-support/test-client.ts";
import { startTestServer, type TestServer, type TestStorage } from "../../test-support/test-server.ts";

/**
 * Settings → Account's signed-in devices (issue 24, point 5): Better Auth's list-sessions and
 * revoke endpoints as Poriadok answers them (session-list-hooks.ts) — no session token in the list,
 * a session signed out by its id, and a signed-out device refused at once on this instance.
 */
const test = serverTest();
const SESSION_COOKIE = "poriadok.session_token";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** A client that says it is the given browser, like a second device would. */
function device(url: string, userAgent: string): TestClient {
  const client = createTestClient(url);
  const request = client.request;
  client.request = (route, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set("user-agent", userAgent);
    return request(route, { ...init, headers });
  };
  return client;
}

/** Runs statements on the test's database through a connection of its own (not the server's). */
async function runSql(storage: TestStorage, statements: string[]) {
  if (storage.databaseUrl) {
    const connection = new pg.Client({ connectionString: storage.databaseUrl });
    await connection.connect();
    for (const statement of statements) await connection.query(statement);
    await connection.end();
    return;
  }
  const connection = new SqliteDatabase(path.join(storage.dataDir, "poriadok.sqlite"));
  for (const statement of statements) connection.exec(statement);
  connection.close();
}

async function listSessions(client: TestClient) {
  const response = await client.get("/api/auth/list-sessions");
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, sessions: SignedInSessionListSchema.parse(JSON.parse(text)) };
}

/** One person signed in on a laptop (Firefox) and a phone (iPhone Safari). */
async function personOnTwoDevices(url: string, mail: Parameters<typeof signedInClient>[1]) {
  const user: TestUser = newUser();
  const laptop = await signedInClient(url, mail, user);
  const phone = device(url, IPHONE);
  expect((await signIn(phone, user)).status).toBe(200);
  const laptopAsFirefox = device(url, FIREFOX);
  expect((await signIn(laptopAsFirefox, user)).status).toBe(200);
  return { user, laptop: laptopAsFirefox, phone, first: laptop };
}

describe("the list of signed-in devices", () => {
  test("lists every live session with its browser and dates, marks the asker's, and holds no token", async ({
    harness,
  }) => {
    const { laptop, phone } = await personOnTwoDevices(harness.server.url, harness.mail);
    const { text, sessions } = await listSessions(laptop);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ current: true, userAgent: FIREFOX });
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.map((session) => session.userAgent)).toContain(IPHONE);
    // Neither any session's token (the cookie's first part) nor the address it came from.
    for (const client of [laptop, phone]) {
      const [token] = decodeURIComponent(client.cookies.get(SESSION_COOKIE) ?? "").split(".");
      expect(token).toBeTruthy();
      expect(text).not.toContain(token);
    }
    expect(text).not.toMatch(/"token"|"ipAddress"|127\.0\.0\.1/);
    // The phone sees the same sessions, itself marked.
    const fromPhone = await listSessions(phone);
    expect(fromPhone.sessions.find((session) => session.current)?.userAgent).toBe(IPHONE);
  });

  test("needs a session", async ({ harness }) => {
    expect((await createTestClient(harness.server.url).get("/api/auth/list-sessions")).status).toBe(401);
  });
});

describe("signing out another device", () => {
  test("by its id: that device's next request is 401 at once, though its session was cached", async ({ harness }) => {
    const { laptop, phone } = await personOnTwoDevices(harness.server.url, harness.mail);
    expect((await phone.get("/api/notes")).status).toBe(200); // in this instance's session cache now
    const { sessions } = await listSessions(laptop);
    const phoneSession = sessions.find((session) => session.userAgent === IPHONE);
    const revoked = await laptop.post("/api/auth/revoke-session", { id: phoneSession?.id });
    expect(revoked.status).toBe(200);
    expect((await phone.get("/api/notes")).status).toBe(401);
    expect((await phone.get("/api/auth/get-session")).status).toBe(200);
    expect(await (await phone.get("/api/auth/get-session")).json()).toBeNull();
    // The laptop stays signed in, and the list no longer shows the phone.
    expect((await laptop.get("/api/notes")).status).toBe(200);
    const after = await listSessions(laptop);
    expect(after.sessions.map((session) => session.id)).not.toContain(phoneSession?.id);
  });

  test("all others at once: each other device is 401 at once, this one stays", async ({ harness }) => {
    const { laptop, phone, first } = await personOnTwoDevices(harness.server.url, harness.mail);
    expect((await phone.get("/api/notes")).status).toBe(200);
    expect((await first.get("/api/notes")).status).toBe(200);
    expect((await laptop.post("/api/auth/revoke-other-sessions")).status).toBe(200);
    expect((await phone.get("/api/notes")).status).toBe(401);
    expect((await first.get("/api/notes")).status).toBe(401);
    expect((await laptop.get("/api/notes")).status).toBe(200);
    expect((await listSessions(laptop)).sessions).toHaveLength(1);
  });

  test("all others, however many rows the account has: expired ones do not hide a live one", async ({ harness }) => {
    const user = newUser();
    const laptop = await signedInClient(harness.server.url, harness.mail, user);
    const [laptopSession] = (await listSessions(laptop)).sessions;
    // 120 sessions nobody signed out, long expired (their expiry is their creation time), kept as rows.
    const statements = Array.from(
      { length: 120 },
      (_, index) =>
        `insert into "session" ("id", "token", "expiresAt", "createdAt", "updatedAt", "ipAddress", "userAgent", "userId")
         select "id" || '-old${index}', "token" || '-old${index}', "createdAt", "createdAt", "updatedAt", "ipAddress",
                "userAgent", "userId" from "session" where "id" = '${laptopSession?.id}'`,
    );
    await runSql(harness.storage, statements);
    const phone = device(harness.server.url, IPHONE);
    expect((await signIn(phone, user)).status).toBe(200);
    expect((await listSessions(laptop)).sessions).toHaveLength(2);
    expect((await laptop.post("/api/auth/revoke-other-sessions")).status).toBe(200);
    expect((await phone.get("/api/notes")).status).toBe(401);
    expect((await laptop.get("/api/notes")).status).toBe(200);
  });

  test("another person's session id, or one that does not exist, is 404 and signs nobody out", async ({ harness }) => {
    const alice = await personOnTwoDevices(harness.server.url, harness.mail);
    const bob = await signedInClient(harness.server.url, harness.mail);
    const [bobSession] = (await listSessions(bob)).sessions;
    for (const id of [bobSession?.id, "no-such-session"]) {
      const answer = await alice.laptop.post("/api/auth/revoke-session", { id });
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as { code?: string }).code).toBe("SESSION_NOT_FOUND");
    }
    expect((await bob.get("/api/notes")).status).toBe(200);
    const refused = await alice.laptop.post("/api/auth/revoke-session", { id: 42 });
    expect(refused.status).toBe(400);
    // Without a session nothing is looked up.
    const anonymous = await createTestClient(harness.server.url).post("/api/auth/revoke-session", {
      id: bobSession?.id,
    });
    expect(anonymous.status).toBe(401);
    expect((await bob.get("/api/notes")).status).toBe(200);
  });
});

describe("with a second instance on the same database", () => {
  let second: TestServer;
  let url: string;
  test.beforeAll(async ({ harness }) => {
    url = harness.server.url;
    second = await startTestServer(harness.storage, { env: { SMTP_URL: harness.mail.url } });
  });
  afterAll(() => second?.stop());

  test("a device signed out there stops working here within the session cache's TTL", async ({ harness }) => {
    const { laptop, phone } = await personOnTwoDevices(url, harness.mail);
    expect((await phone.get("/api/notes")).status).toBe(200); // cached on the first instance
    const { sessions } = await listSessions(laptop);
    const phoneSession = sessions.find((session) => session.userAgent === IPHONE);
    const cookie = [...laptop.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const revoked = await fetch(`${second.url}/api/auth/revoke-session`, {
      method: "POST",
      headers: { origin: second.url, cookie, "content-type": "application/json" },
      body: JSON.stringify({ id: phoneSession?.id }),
    });
    expect(revoked.status).toBe(200);
    const revokedAt = Date.now();
    const phoneCookie = `${SESSION_COOKIE}=${phone.cookies.get(SESSION_COOKIE)}`;
    expect((await fetch(`${second.url}/api/notes`, { headers: { cookie: phoneCookie } })).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_TTL_MS - (Date.now() - revokedAt) + 50));
    expect((await phone.get("/api/notes")).status).toBe(401);
  }, 20_000);
});
