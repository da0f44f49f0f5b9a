import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newUser, signedInClient, signIn } from "../test-support/accounts.ts";
import type { AccountsServer } from "../test-support/accounts-server.ts";
import { serverTest } from "../test-support/server-fixture.ts";
import { createTestClient, type TestClient } from "../test-support/test-client.ts";
import { startTestServer, type TestServer } from "../test-support/test-server.ts";
import { createSessionCache, SESSION_CACHE_TTL_MS } from "./session-cache.ts";

const test = serverTest();

const SESSION_COOKIE = "poriadok.session_token";

describe("the session cache itself", () => {
  const alice = { id: "a", email: "a@example.org", locale: "en" };
  const bob = { id: "b", email: "b@example.org", locale: "sk" };

  it("keeps a checked session for its TTL, never past the session's own expiry", () => {
    const cache = createSessionCache(5_000, 10);
    cache.set("token-a", alice, 1_000_000, cache.clearCount(), 0);
    cache.set("token-b", bob, 3_000, cache.clearCount(), 0);
    expect(cache.get("token-a", 4_999)).toEqual(alice);
    expect(cache.get("token-a", 5_000)).toBeUndefined();
    expect(cache.get("token-b", 2_999)).toEqual(bob);
    expect(cache.get("token-b", 3_000)).toBeUndefined();
    expect(cache.get("token-a-forged", 0)).toBeUndefined();
  });

  it("forgets the least recently used beyond its size", () => {
    const cache = createSessionCache(5_000, 2);
    cache.set("one", alice, Number.MAX_SAFE_INTEGER, 0, 0);
    cache.set("two", bob, Number.MAX_SAFE_INTEGER, 0, 0);
    cache.get("one", 1);
    cache.set("three", bob, Number.MAX_SAFE_INTEGER, 0, 0);
    expect([cache.get("one", 1), cache.get("two", 1), cache.get("three", 1)]).toEqual([alice, undefined, bob]);
  });

  it("forgets a user's sessions, and drops a check that began before the clear", () => {
    const cache = createSessionCache(5_000, 10);
    cache.set("a1", alice, Number.MAX_SAFE_INTEGER, 0, 0);
    cache.set("a2", alice, Number.MAX_SAFE_INTEGER, 0, 0);
    cache.set("b1", bob, Number.MAX_SAFE_INTEGER, 0, 0);
    const checkBegan = cache.clearCount();
    cache.forgetUser("a");
    cache.set("a3", alice, Number.MAX_SAFE_INTEGER, checkBegan, 0);
    expect([cache.get("a1", 1), cache.get("a2", 1), cache.get("a3", 1), cache.get("b1", 1)]).toEqual([
      undefined,
      undefined,
      undefined,
      bob,
    ]);
  });
});

describe("signed-in requests with the session cache", () => {
  let harness: AccountsServer;
  test.beforeAll(async ({ harness: started }) => {
    harness = started;
  });

  /** A client that sends exactly the given session cookie. */
  function withCookie(token: string): TestClient {
    const client = createTestClient(harness.server.url);
    client.cookies.set(SESSION_COOKIE, token);
    return client;
  }

  it("refuses a signed-out cookie at once on the same instance", async () => {
    const client = await signedInClient(harness.server.url, harness.mail);
    const token = client.cookies.get(SESSION_COOKIE) as string;
    expect((await client.get("/api/notes")).status).toBe(200); // now cached
    expect((await client.post("/api/auth/sign-out")).status).toBe(200);
    expect((await withCookie(token).get("/api/notes")).status).toBe(401);
  });

  it("never lets a forged cookie through, even while the real one is cached", async () => {
    const client = await signedInClient(harness.server.url, harness.mail);
    const token = client.cookies.get(SESSION_COOKIE) as string;
    expect((await client.get("/api/notes")).status).toBe(200);
    const [value] = decodeURIComponent(token).split(".");
    expect((await withCookie(`${value}.forgedsignature`).get("/api/notes")).status).toBe(401);
    expect((await withCookie(`${value}`).get("/api/notes")).status).toBe(401);
  });

  it("refuses another device's session at once after it was revoked, or after a password change", async () => {
    const user = newUser();
    const phone = await signedInClient(harness.server.url, harness.mail, user);
    const laptop = createTestClient(harness.server.url);
    expect((await signIn(laptop, user)).status).toBe(200);
    expect((await phone.get("/api/notes")).status).toBe(200);
    expect((await laptop.post("/api/auth/revoke-other-sessions")).status).toBe(200);
    expect((await phone.get("/api/notes")).status).toBe(401);

    expect((await signIn(phone, user)).status).toBe(200);
    expect((await phone.get("/api/notes")).status).toBe(200);
    const changed = await laptop.post("/api/auth/change-password", {
      currentPassword: user.password,
      newPassword: "another horse 43",
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await phone.get("/api/notes")).status).toBe(401);
  });

  it("refuses the session at once after the account is deleted", async () => {
    const user = newUser();
    const client = await signedInClient(harness.server.url, harness.mail, user);
    const token = client.cookies.get(SESSION_COOKIE) as string;
    expect((await client.get("/api/notes")).status).toBe(200);
    expect((await client.post("/api/auth/delete-user", { password: user.password })).status).toBe(200);
    expect((await withCookie(token).get("/api/notes")).status).toBe(401);
  });

  describe("with a second instance on the same database", () => {
    let second: TestServer;
    beforeAll(async () => {
      second = await startTestServer(harness.storage, { env: { SMTP_URL: harness.mail.url } });
    });
    afterAll(() => second.stop());

    it("forgets a session signed out on the other instance: at once on PostgreSQL (NOTIFY), else within the TTL", async () => {
      const client = await signedInClient(harness.server.url, harness.mail);
      const token = client.cookies.get(SESSION_COOKIE) as string;
      expect((await client.get("/api/notes")).status).toBe(200); // cached on the first instance
      const signOut = await fetch(`${second.url}/api/auth/sign-out`, {
        method: "POST",
        headers: { origin: second.url, cookie: `${SESSION_COOKIE}=${token}`, "content-type": "application/json" },
        body: "{}",
      });
      expect(signOut.status).toBe(200);
      const signedOutAt = Date.now();
      // The other instance refuses at once; this one answers from its cache until the TTL ends.
      expect(
        (await fetch(`${second.url}/api/notes`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } })).status,
      ).toBe(401);
      if (harness.storage.databaseUrl) {
        // PostgreSQL: the sign-out's instance tells the others (NOTIFY poriadok_sessions), well within the TTL.
        while ((await withCookie(token).get("/api/notes")).status !== 401) {
          expect(Date.now() - signedOutAt).toBeLessThan(1_000);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return;
      }
      // SQLite (two servers in one process here; one process per DATA_DIR in production): the trade-off.
      expect((await withCookie(token).get("/api/notes")).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_TTL_MS - (Date.now() - signedOutAt) + 50));
      expect((await withCookie(token).get("/api/notes")).status).toBe(401);
    }, 20_000);
  });
});
