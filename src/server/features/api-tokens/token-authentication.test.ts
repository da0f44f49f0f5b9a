import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiTokenList } from "../../../shared/schemas/api-tokens.ts";
import { IDEMPOTENCY_KEY_HEADER } from "../../../shared/schemas/idempotency.ts";
import type { Note } from "../../../shared/schemas/note.ts";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { organiserApi } from "../../test-support/api-client.ts";
import { createApiTokenWith, tokenClient } from "../../test-support/api-tokens.ts";
import { openEventStream } from "../../test-support/sse-client.ts";
import type { TestClient } from "../../test-support/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/test-server.ts";
import { withDatabase } from "../../test-support/with-database.ts";

/**
 * A personal API token acting on /api as its user, the way a script sends it (no Origin, no
 * cookies), and every way it stops: expired, revoked (at once, on another instance too), over its
 * per-minute limit, or not a token at all.
 */
const HEARTBEAT_MS = 200;
const SECOND_INSTANCE_LIMIT = 3;
let harness: AccountsServer;
/** A second instance on the same database, with a low per-token limit. */
let second: TestServer;
let alice: TestClient;

beforeAll(async () => {
  harness = await startAccountsServer({ SYNC_HEARTBEAT_MS: String(HEARTBEAT_MS) });
  second = await startTestServer(harness.storage, {
    env: { SMTP_URL: harness.mail.url, API_TOKEN_REQUESTS_PER_MINUTE: String(SECOND_INSTANCE_LIMIT) },
  });
  alice = await signedInClient(harness.server.url, harness.mail);
});
afterAll(async () => {
  await second.stop();
  await harness.close();
});

const aliceToken = async (name = "Script") => {
  const created = await createApiTokenWith(alice, { name });
  return { ...created, script: tokenClient(harness.server.url, created.token) };
};

async function expectInvalidToken(response: Response) {
  expect(response.status).toBe(401);
  expect(response.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
  expect(await response.json()).toMatchObject({ error: { code: "unauthorized" } });
}

describe("a personal API token", () => {
  it("acts as its user on /api without an Origin: create, list (cached read), pull, idempotent command", async () => {
    const { script } = await aliceToken();
    const api = organiserApi(script);
    const created = await api.createNote({ title: "Take out the bins", category: "tasks" });
    expect(created.status).toBe(201);
    // The session sees what the token wrote, and the token sees what the session wrote.
    expect((await organiserApi(alice).getNote(created.body.id)).body.title).toBe("Take out the bins");
    await organiserApi(alice).createNote({ title: "Written in the app", category: "notes" });
    const titles = (await api.listNotes()).body.notes.map((note) => note.title);
    expect(titles).toEqual(expect.arrayContaining(["Take out the bins", "Written in the app"]));
    const listed = await script.get("/api/notes");
    const etag = listed.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await script.request("/api/notes", { headers: { "If-None-Match": etag ?? "" } })).status).toBe(304);
    expect((await api.toggleNote(created.body.id)).body.completed).toBe(true);

    const pull = await script.get("/api/sync");
    expect(pull.status).toBe(200);
    expect(JSON.stringify(await pull.json())).toContain("Take out the bins");

    const key = randomUUID();
    const send = () =>
      script.request("/api/notes", {
        method: "POST",
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        json: { title: "Once only", category: "notes" },
      });
    const [first, again] = [await send(), await send()];
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(((await again.json()) as Note).id).toBe(((await first.json()) as Note).id);
    expect((await api.listNotes()).body.notes.filter((note) => note.title === "Once only")).toHaveLength(1);
  });

  it("is accepted whatever the request's Origin, since no cookie authenticates it", async () => {
    const { script } = await aliceToken();
    const response = await script.request("/api/notes", {
      method: "POST",
      headers: { Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" },
      json: { title: "From a page elsewhere", category: "notes" },
    });
    expect(response.status).toBe(201);
  });

  it("alone decides: a bad token with a valid session cookie is still refused", async () => {
    const cookie = [...alice.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(`${harness.server.url}/api/notes`, {
      headers: { cookie, authorization: `Bearer pdk_${"A".repeat(43)}` },
    });
    await expectInvalidToken(response);
    // A scheme other than Bearer (a reverse proxy's Basic credentials) leaves the session in charge.
    const behindProxy = await fetch(`${harness.server.url}/api/notes`, {
      headers: { cookie, authorization: "Basic dXNlcjpwYXNz" },
    });
    expect(behindProxy.status).toBe(200);
  });

  it("alone decides on every private route, and /api/auth refuses it, even beside a valid session", async () => {
    const { routes } = harness.server;
    const isPublic = (path: string) =>
      /^\/api\/(health|public-config|openapi\.json|docs|calendar\/:feedFile)/.test(path) || path === "/api/*";
    const walked = routes.filter(
      (route) => route.path.startsWith("/api/") && route.method !== "ALL" && !isPublic(route.path),
    );
    expect(walked.length).toBeGreaterThan(40);
    const cookie = [...alice.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    for (const route of walked) {
      const path = route.path.replace(/:(\w+)/g, "1").replace("/*", "/get-session");
      const response = await fetch(`${harness.server.url}${path}`, {
        method: route.method,
        headers: {
          cookie,
          authorization: `Bearer pdk_${"B".repeat(43)}`,
          origin: harness.server.url,
          "content-type": "application/json",
        },
        body: route.method === "GET" ? undefined : "{}",
      });
      const expected = path.startsWith("/api/auth/") ? 403 : 401;
      expect([route.method, path, response.status]).toEqual([route.method, path, expected]);
      await response.body?.cancel();
    }
  });

  it("opens the live-sync stream, which ends at the next heartbeat once the token is revoked", async () => {
    const { script, apiToken } = await aliceToken();
    const connection = await openEventStream(script, "/api/sync/stream");
    try {
      expect(connection.response.status).toBe(200);
      expect((await connection.next()).event).toBe("change");
      await organiserApi(script).createNote({ title: "Streamed", category: "notes" });
      expect(await connection.nextChange()).toBeGreaterThan(0);
      expect((await alice.request(`/api/tokens/${apiToken.id}`, { method: "DELETE" })).status).toBe(204);
      await connection.ended;
    } finally {
      connection.close();
    }
  });

  it("marks when it was last used", async () => {
    const { script, apiToken } = await aliceToken("Watched");
    const lastUsed = async () => {
      const { tokens } = (await (await alice.get("/api/tokens")).json()) as ApiTokenList;
      return tokens.find((token) => token.id === apiToken.id)?.lastUsedAt ?? null;
    };
    expect(await lastUsed()).toBeNull();
    expect((await script.get("/api/tags")).status).toBe(200);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await script.get("/api/tags")).status).toBe(200);
    expect(Date.parse((await lastUsed()) ?? "")).toBeGreaterThan(Date.parse(first ?? ""));
  });

  it("is refused with 401 once expired", async () => {
    const { script, apiToken } = await aliceToken("Short-lived");
    expect((await script.get("/api/notes")).status).toBe(200);
    const past = new Date(Date.now() - 1000).toISOString();
    await withDatabase(harness.server.config, (db) =>
      db.updateTable("api_tokens").set({ expires_at: past }).where("id", "=", apiToken.id).execute(),
    );
    await expectInvalidToken(await script.get("/api/notes"));
  });

  it("is refused with 401 at once on another instance when revoked", async () => {
    const { token, apiToken } = await aliceToken("Two instances");
    const elsewhere = tokenClient(second.url, token);
    expect((await elsewhere.get("/api/notes")).status).toBe(200);
    expect((await alice.request(`/api/tokens/${apiToken.id}`, { method: "DELETE" })).status).toBe(204);
    await expectInvalidToken(await elsewhere.get("/api/notes"));
    await expectInvalidToken(await tokenClient(harness.server.url, token).get("/api/notes"));
  });

  it("refuses with 401 (never a 500) what is not one of our tokens", async () => {
    const headers = [
      "Bearer",
      "Bearer ",
      "bearer pdk_",
      "Bearer pdk_short",
      `Bearer pdk_${"A".repeat(42)}`,
      `Bearer pdk_${"A".repeat(44)}`,
      `Bearer pdk_${"A".repeat(42)}=`,
      `Bearer ${"A".repeat(47)}`,
      `Bearer pdk_${"A".repeat(43)}`, // well formed, but no such token
      `Bearer ${"x".repeat(8000)}`,
      "Bearer pdk_ü",
    ];
    for (const authorization of headers) {
      const response = await fetch(`${harness.server.url}/api/notes`, { headers: { authorization } });
      expect([authorization.slice(0, 30), response.status]).toEqual([authorization.slice(0, 30), 401]);
      expect(response.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
    }
    const posted = await fetch(`${harness.server.url}/api/notes`, {
      method: "POST",
      headers: { authorization: "Bearer nonsense", "content-type": "application/json" },
      body: "{}",
    });
    expect(posted.status).toBe(401);
  });
});

describe("the per-token rate limit", () => {
  it(`answers 429 with Retry-After past ${SECOND_INSTANCE_LIMIT} requests a minute; other tokens go on`, async () => {
    const busy = tokenClient(second.url, (await createApiTokenWith(alice, { name: "Busy" })).token);
    const calm = tokenClient(second.url, (await createApiTokenWith(alice, { name: "Calm" })).token);
    for (let index = 0; index < SECOND_INSTANCE_LIMIT; index += 1)
      expect((await busy.get("/api/tags")).status).toBe(200);
    const limited = await busy.get("/api/tags");
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toMatchObject({ error: { code: "api_token_rate_limited" } });
    expect((await calm.get("/api/tags")).status).toBe(200);
    // The app's session is not limited by its tokens.
    expect((await alice.get("/api/tags")).status).toBe(200);
  });

  it("counts requests that arrive at once, and starts a new window after a minute", async () => {
    const { token, apiToken } = await createApiTokenWith(alice, { name: "Burst" });
    const burst = tokenClient(second.url, token);
    const statuses = await Promise.all(Array.from({ length: 10 }, async () => (await burst.get("/api/tags")).status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(SECOND_INSTANCE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - SECOND_INSTANCE_LIMIT);
    const minuteAgo = new Date(Date.now() - 61_000).toISOString();
    await withDatabase(harness.server.config, (db) =>
      db.updateTable("api_tokens").set({ rate_window_started_at: minuteAgo }).where("id", "=", apiToken.id).execute(),
    );
    expect((await burst.get("/api/tags")).status).toBe(200);
  });
});
