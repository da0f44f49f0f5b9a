import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { organiserApi } from "../../test-support/api-client.ts";
import { openEventStream, type SseConnection } from "../../test-support/sse-client.ts";
import { createTestClient, type TestClient } from "../../test-support/test-client.ts";
import { MAX_STREAMS_PER_USER } from "./sync-stream-registry.ts";

const HEARTBEAT_MS = 200;
let harness: AccountsServer;
let alice: TestClient;
let bob: TestClient;
const opened: SseConnection[] = [];

beforeAll(async () => {
  harness = await startAccountsServer({ SYNC_HEARTBEAT_MS: String(HEARTBEAT_MS) });
  alice = await signedInClient(harness.server.url, harness.mail);
  bob = await signedInClient(harness.server.url, harness.mail);
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await harness.close();
});

async function stream(client: TestClient, headers: Record<string, string> = {}) {
  const connection = await openEventStream(client, "/api/sync/stream", headers);
  opened.push(connection);
  return connection;
}

async function write(client: TestClient, title = "Written elsewhere") {
  expect((await organiserApi(client).createNote({ title, category: "notes" })).status).toBe(201);
}

/** Resolves once `check` holds, polling; fails after two seconds. */
async function eventually(check: () => boolean) {
  const deadline = Date.now() + 2_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("the condition never held");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("GET /api/sync/stream", () => {
  it("refuses a visitor without a session with 401 JSON", async () => {
    const response = await createTestClient(harness.server.url).get("/api/sync/stream");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "unauthorized" } });
  });

  it("sends the current sequence at once, uncompressed and unbuffered", async () => {
    await write(alice);
    const connection = await stream(alice, { "Accept-Encoding": "br, gzip" });
    const { headers } = connection.response;
    expect(connection.response.status).toBe(200);
    expect(headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    expect(headers.get("Cache-Control")).toBe("no-cache");
    expect(headers.get("X-Accel-Buffering")).toBe("no");
    expect(headers.get("Content-Encoding")).toBeNull();
    expect(await connection.next()).toEqual({ event: "change", id: "1", data: '{"seq":1}' });
    connection.close();
  });

  it("tells a user's open stream of each write through the API, and no other user's", async () => {
    const alices = await stream(alice);
    const bobs = await stream(bob);
    const start = await alices.nextChange();
    expect(await bobs.nextChange()).toBe(0);
    await write(alice);
    expect(await alices.nextChange()).toBe(start + 1);
    await write(alice);
    expect(await alices.nextChange()).toBe(start + 2);
    await expect(bobs.nextChange(3 * HEARTBEAT_MS)).rejects.toThrow(/no message/);
    await write(bob);
    expect(await bobs.nextChange()).toBe(1);
    alices.close();
    bobs.close();
  });

  it("resumes from Last-Event-ID: nothing when it is current, the current sequence when it is behind", async () => {
    const current = await (await stream(alice)).nextChange();
    const upToDate = await stream(alice, { "Last-Event-ID": String(current) });
    await expect(upToDate.nextChange(3 * HEARTBEAT_MS)).rejects.toThrow(/no message/);
    const behind = await stream(alice, { "Last-Event-ID": String(current - 1) });
    expect(await behind.nextChange()).toBe(current);
    await write(alice);
    expect(await upToDate.nextChange()).toBe(current + 1);
    expect(await behind.nextChange()).toBe(current + 1);
  });

  it("sends a heartbeat comment while nothing changes", async () => {
    const connection = await stream(bob);
    await connection.nextChange();
    const started = Date.now();
    expect(await connection.next(5 * HEARTBEAT_MS)).toEqual({ comment: "heartbeat" });
    expect(Date.now() - started).toBeLessThan(4 * HEARTBEAT_MS);
    connection.close();
  });

  it("ends the stream at the next heartbeat once the session is gone", async () => {
    const carol = await signedInClient(harness.server.url, harness.mail);
    const connection = await stream(carol);
    await connection.nextChange();
    expect((await carol.post("/api/auth/sign-out")).status).toBe(200);
    await connection.ended;
    expect((await carol.get("/api/sync/stream")).status).toBe(401);
  });

  it("unsubscribes from the change bus when the client leaves", async () => {
    for (const connection of opened) connection.close();
    await eventually(() => harness.server.liveSyncSubscribers() === 0);
    const connections = await Promise.all([stream(bob), stream(bob), stream(alice)]);
    await Promise.all(connections.map((connection) => connection.nextChange()));
    expect(harness.server.liveSyncSubscribers()).toBe(3);
    for (const connection of connections) connection.close();
    await eventually(() => harness.server.liveSyncSubscribers() === 0);
  });

  it(`allows ${MAX_STREAMS_PER_USER} open streams per user; one more is refused with 429 too_many_streams`, async () => {
    const dave = await signedInClient(harness.server.url, harness.mail);
    const held = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER }, () => stream(dave)));
    await Promise.all(held.map((connection) => connection.nextChange()));
    const refused = await dave.get("/api/sync/stream");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: "too_many_streams" } });
    expect((await stream(bob)).response.status).toBe(200); // another user is not affected
    held[0]?.close();
    await eventually(() => harness.server.liveSyncSubscribers() === MAX_STREAMS_PER_USER);
    const again = await stream(dave);
    expect(again.response.status).toBe(200);
    for (const connection of [...held, again]) connection.close();
  });
});

describe("shutdown", () => {
  it("ends open streams at once instead of waiting for the grace period", async () => {
    const own = await startAccountsServer();
    try {
      const client = await signedInClient(own.server.url, own.mail);
      const connection = await openEventStream(client, "/api/sync/stream");
      expect(await connection.nextChange()).toBe(0);
      const started = Date.now();
      await own.server.stop(20_000);
      await connection.ended;
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await own.close();
    }
  });
});

describe("SYNC_MAX_STREAMS", () => {
  it("refuses a stream beyond the instance's limit with 503 too_many_streams and Retry-After; the gauge counts", async () => {
    const own = await startAccountsServer({ SYNC_MAX_STREAMS: "3", METRICS_TOKEN: "metrics-token-for-tests" });
    const gauge = async () => {
      const response = await own.server.request("/metrics", {
        headers: { Authorization: "Bearer metrics-token-for-tests" },
      });
      const line = (await response.text()).split("\n").find((l) => l.startsWith("poriadok_sync_streams_open "));
      return Number(line?.split(" ")[1]);
    };
    try {
      const erin = await signedInClient(own.server.url, own.mail);
      const frank = await signedInClient(own.server.url, own.mail);
      const held = await Promise.all([erin, erin, frank].map((client) => openEventStream(client, "/api/sync/stream")));
      await Promise.all(held.map((connection) => connection.nextChange()));
      expect(await gauge()).toBe(3);
      for (const client of [erin, frank]) {
        const refused = await client.get("/api/sync/stream");
        expect(refused.status).toBe(503);
        const retryAfter = Number(refused.headers.get("Retry-After"));
        expect(retryAfter).toBeGreaterThanOrEqual(15);
        expect(retryAfter).toBeLessThan(60);
        expect(await refused.json()).toMatchObject({ error: { code: "too_many_streams" } });
      }
      expect(await gauge()).toBe(3);
      held[0]?.close();
      await eventually(() => own.server.liveSyncSubscribers() === 2);
      const again = await openEventStream(frank, "/api/sync/stream");
      expect(again.response.status).toBe(200);
      expect(await gauge()).toBe(3);
      for (const connection of [...held, again]) connection.close();
    } finally {
      await own.close();
    }
  });
});
