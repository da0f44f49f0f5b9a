import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { organiserApi } from "../../test-support/api-client.ts";
import type { TestClient } from "../../test-support/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/test-server.ts";

let harness: AccountsServer;
let alice: TestClient;
let bob: TestClient;

beforeAll(async () => {
  harness = await startAccountsServer();
  alice = await signedInClient(harness.server.url, harness.mail);
  bob = await signedInClient(harness.server.url, harness.mail);
  for (const [client, owner] of [
    [alice, "Alice"],
    [bob, "Bob"],
  ] as const) {
    for (let index = 0; index < 30; index += 1) {
      await organiserApi(client).createNote({ title: `${owner}'s task ${index}`, category: "tasks" });
    }
  }
});
afterAll(() => harness.close());

async function get(client: TestClient, route: string, headers: Record<string, string> = {}) {
  const response = await client.request(route, { headers: { "Accept-Encoding": "identity", ...headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe("reads answered by data version", () => {
  it("send an ETag; If-None-Match with it answers 304 without a body, weak or strong", async () => {
    const first = await get(alice, "/api/notes?category=tasks");
    expect(first.status).toBe(200);
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^"\d+-[\w-]+"$/);
    for (const sent of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await get(alice, "/api/notes?category=tasks", { "If-None-Match": String(sent) });
      expect([sent, again.status, again.body]).toEqual([sent, 304, ""]);
      expect(again.headers.get("ETag")).toBe(etag);
    }
  });

  it("answer from the cache with the same bytes and headers as the route itself", async () => {
    // A write makes the next read a miss (the route runs), the one after it a hit.
    await organiserApi(alice).createNote({ title: "One more", category: "tasks" });
    const miss = await get(alice, "/api/notes?category=tasks");
    const hit = await get(alice, "/api/notes?category=tasks");
    expect(hit.body).toBe(miss.body);
    expect(JSON.parse(hit.body).notes).toHaveLength(31);
    const headersOf = (answer: typeof miss) =>
      [...answer.headers].filter(([name]) => name !== "date" && name !== "x-request-id");
    expect(headersOf(hit)).toEqual(headersOf(miss));
    expect(miss.headers.get("Content-Type")).toBe("application/json");
  });

  it("weaken the ETag of a compressed answer, and a weak If-None-Match still answers 304", async () => {
    const compressed = await alice.request("/api/notes?category=tasks", { headers: { "Accept-Encoding": "br" } });
    await compressed.arrayBuffer();
    expect(compressed.headers.get("Content-Encoding")).toBe("br");
    const weak = compressed.headers.get("ETag");
    expect(weak).toMatch(/^W\/"\d+-/);
    const again = await get(alice, "/api/notes?category=tasks", { "If-None-Match": String(weak) });
    expect(again.status).toBe(304);
  });

  it("never answer one user's ETag or cached list to another", async () => {
    const alices = await get(alice, "/api/notes?category=tasks");
    const bobs = await get(bob, "/api/notes?category=tasks", { "If-None-Match": String(alices.headers.get("ETag")) });
    expect(bobs.status).toBe(200);
    const titles = (JSON.parse(bobs.body) as { notes: { title: string }[] }).notes.map((note) => note.title);
    expect(titles).toHaveLength(30);
    expect(titles.every((title) => title.startsWith("Bob's"))).toBe(true);
  });

  it("key the answer by the whole query, in any order of its parameters", async () => {
    const etagOf = async (route: string) => (await get(alice, route)).headers.get("ETag");
    expect(await etagOf("/api/notes?category=tasks&x=1")).toBe(await etagOf("/api/notes?x=1&category=tasks"));
    expect(await etagOf("/api/notes?category=tasks")).not.toBe(await etagOf("/api/notes?category=notes"));
    expect(await etagOf("/api/notes")).not.toBe(await etagOf("/api/notes/counts"));
    const invalid = await get(alice, "/api/notes?category=nonsense");
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get("ETag")).toBeNull();
  });

  it("answer 200 with the new body after a write, for every cached read", async () => {
    const api = organiserApi(alice);
    const routes = [
      "/api/notes?category=tasks",
      "/api/notes/counts",
      "/api/notes/progress",
      "/api/tags",
      "/api/trash",
      "/api/planner?from=2026-03-02",
      "/api/shopping/category-order",
    ];
    const before = await Promise.all(routes.map((route) => get(alice, route)));
    const task = (await api.createNote({ title: "Written now", category: "tasks" })).body;
    await api.toggleNote(task.id);
    await api.createTag({ name: "Fresh" });
    await api.saveHours("2026-03-03", 2);
    await api.setCategoryOrder(["bakery"]);
    const trashed = (await api.createNote({ title: "Binned", category: "notes" })).body;
    await api.trashNote(trashed.id);
    for (const [index, route] of routes.entries()) {
      const after = await get(alice, route, { "If-None-Match": String(before[index]?.headers.get("ETag")) });
      expect([route, after.status]).toEqual([route, 200]);
      expect([route, after.body === before[index]?.body]).toEqual([route, false]);
    }
  });

  it("leave statistics alone (they depend on the day, not only on the data)", async () => {
    const stats = await get(alice, "/api/stats?timeZone=Europe%2FBratislava");
    expect(stats.status).toBe(200);
    expect(stats.headers.get("ETag")).toBeNull();
  });
});

describe("a second app instance on the same database", () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await startTestServer(harness.storage, { env: { SMTP_URL: harness.mail.url } });
  });
  afterAll(() => second.stop());

  it("makes the first instance's cached list and ETag stale with its write", async () => {
    const cached = await get(alice, "/api/notes?category=notes");
    await get(alice, "/api/notes?category=notes"); // now surely in the first instance's cache
    const response = await alice.request(`${second.url}/api/notes`, {
      method: "POST",
      json: { title: "Written on the other instance", category: "notes" },
      headers: { origin: second.url },
    });
    expect(response.status).toBe(201);
    const after = await get(alice, "/api/notes?category=notes", {
      "If-None-Match": String(cached.headers.get("ETag")),
    });
    expect(after.status).toBe(200);
    expect(after.body).toContain("Written on the other instance");
  });
});
