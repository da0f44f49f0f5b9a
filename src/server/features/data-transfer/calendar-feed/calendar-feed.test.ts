import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarFeedStatus, CreatedCalendarFeed } from "../../../../shared/schemas/calendar-feed.ts";
import { newUser, signedInClient } from "../../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../../test-support/api-client.ts";
import { parseIcs } from "../../../test-support/parse-ics.ts";
import { createTestClient } from "../../../test-support/test-client.ts";
import { withDatabase } from "../../../test-support/with-database.ts";
import { hashFeedSecret } from "./calendar-feeds.service.ts";

let harness: AccountsServer;
let alice: OrganiserApi;
let bob: OrganiserApi;

beforeAll(async () => {
  harness = await startAccountsServer();
  alice = organiserApi(await signedInClient(harness.server.url, harness.mail));
  bob = organiserApi(await signedInClient(harness.server.url, harness.mail));
  const created = await alice.createNote({ category: "tasks", title: "Odovzdať projekt 🚀", date: "2026-12-01" });
  expect(created.status).toBe(201);
});
afterAll(() => harness.close());

const createFeed = async (api: OrganiserApi) => {
  const answer = await api.call<CreatedCalendarFeed>("POST", "/api/calendar/feed");
  expect(answer.status).toBe(200);
  return answer.body;
};
const feedState = async (api: OrganiserApi) => (await api.call<CalendarFeedStatus>("GET", "/api/calendar/feed")).body;
/** A calendar app: a plain GET, no cookies, no Origin. */
const subscribe = (url: string) => fetch(url);
const secretOf = (feed: CreatedCalendarFeed) =>
  new URL(feed.httpsUrl).pathname.split("/").pop()?.replace(".ics", "") ?? "";

async function expectGone(url: string) {
  const response = await subscribe(url);
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ error: { code: "calendar_feed_not_found" } });
}

describe("the private calendar feed", () => {
  it("has none at first", async () => {
    expect(await feedState(alice)).toEqual({ active: false, createdAt: null });
  });

  it("answers webcal and http URLs on BASE_URL, and the URL serves the tasks without a session", async () => {
    const feed = await createFeed(alice);
    const base = new URL(harness.server.url);
    expect(feed.httpsUrl).toMatch(new RegExp(`^http://${base.host}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(feed.url).toBe(feed.httpsUrl.replace(/^http:/, "webcal:"));
    expect(await feedState(alice)).toEqual({ active: true, createdAt: feed.createdAt });

    const response = await subscribe(feed.httpsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, max-age=300");
    expect(response.headers.getSetCookie()).toEqual([]);
    const calendar = parseIcs(await response.text());
    expect(calendar.events).toMatchObject([{ summary: "Odovzdať projekt 🚀", isAllDay: true, start: "2026-12-01" }]);
  });

  it("keeps only the secret's SHA-256 in the database", async () => {
    const feed = await createFeed(alice);
    const rows = await withDatabase(harness.server.config, (db) =>
      db.selectFrom("calendar_feeds").selectAll().execute(),
    );
    expect(rows.map((row) => row.secret_hash)).toContain(hashFeedSecret(secretOf(feed)));
    expect(JSON.stringify(rows)).not.toContain(secretOf(feed));
  });

  it("rotates: the old URL answers 404, the new one works", async () => {
    const old = await createFeed(alice);
    const rotated = await createFeed(alice);
    expect(rotated.httpsUrl).not.toBe(old.httpsUrl);
    await expectGone(old.httpsUrl);
    expect((await subscribe(rotated.httpsUrl)).status).toBe(200);
  });

  it("serves each user's own tasks, and another user's revoke leaves yours working", async () => {
    const aliceFeed = await createFeed(alice);
    const bobFeed = await createFeed(bob);
    expect(await (await subscribe(bobFeed.httpsUrl)).text()).not.toContain("Odovzdať");
    expect((await bob.call("DELETE", "/api/calendar/feed")).status).toBe(204);
    await expectGone(bobFeed.httpsUrl);
    expect((await subscribe(aliceFeed.httpsUrl)).status).toBe(200);
  });

  it("revokes: the URL answers 404 and the state says so", async () => {
    const feed = await createFeed(alice);
    expect((await alice.call("DELETE", "/api/calendar/feed")).status).toBe(204);
    await expectGone(feed.httpsUrl);
    expect(await feedState(alice)).toEqual({ active: false, createdAt: null });
    expect((await alice.call("DELETE", "/api/calendar/feed")).status).toBe(204);
  });

  it("answers 404 to secrets that were never made, whatever their shape", async () => {
    for (const file of ["A".repeat(43), "short", "%2e%2e", `${"A".repeat(43)}x`]) {
      const response = await subscribe(`${harness.server.url}/api/calendar/${file}.ics`);
      expect([file, response.status]).toEqual([file, 404]);
      expect((await response.json()) as object).toHaveProperty("error.code");
    }
  });

  it("needs a session to create, read or revoke, and the app's origin to change", async () => {
    const visitor = createTestClient(harness.server.url);
    for (const method of ["GET", "POST", "DELETE"]) {
      expect([method, (await visitor.request("/api/calendar/feed", { method })).status]).toEqual([method, 401]);
    }
    const client = await signedInClient(harness.server.url, harness.mail);
    const attacker = createTestClient(harness.server.url, "https://evil.example");
    for (const [name, value] of client.cookies) attacker.cookies.set(name, value);
    const forged = await attacker.request("/api/calendar/feed", { method: "POST" });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ error: { code: "forbidden_origin" } });
  });

  it("ends with the account: deleting the user removes the feed", async () => {
    const user = newUser();
    const client = await signedInClient(harness.server.url, harness.mail, user);
    const feed = await createFeed(organiserApi(client));
    expect((await subscribe(feed.httpsUrl)).status).toBe(200);
    expect((await client.post("/api/auth/delete-user", { password: user.password })).status).toBe(200);
    await expectGone(feed.httpsUrl);
    const left = await withDatabase(harness.server.config, (db) =>
      db
        .selectFrom("calendar_feeds")
        .select("user_id")
        .where("secret_hash", "=", hashFeedSecret(secretOf(feed)))
        .execute(),
    );
    expect(left).toEqual([]);
  });

  it("ends with the data too: deleting all data turns the feed off", async () => {
    const client = await signedInClient(harness.server.url, harness.mail);
    const api = organiserApi(client);
    const feed = await createFeed(api);
    expect((await subscribe(feed.httpsUrl)).status).toBe(200);
    expect((await client.post("/api/account/delete-data", { confirm: "DELETE" })).status).toBe(200);
    await expectGone(feed.httpsUrl);
    expect(await feedState(api)).toEqual({ active: false, createdAt: null });
  });

  it("is described in /api/openapi.json, the .ics routes as text/calendar", async () => {
    type Operation = { responses: Record<string, { content?: Record<string, unknown> }> };
    const document = (await (await harness.server.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    expect(Object.keys(document.paths["/calendar/feed"] ?? {}).sort()).toEqual(["delete", "get", "post"]);
    for (const path of ["/calendar/{feedFile}", "/export/tasks.ics"]) {
      expect([path, Object.keys(document.paths[path]?.get?.responses[200]?.content ?? {})]).toEqual([
        path,
        ["text/calendar"],
      ]);
    }
  });
});
