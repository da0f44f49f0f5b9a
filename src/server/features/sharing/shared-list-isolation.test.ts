import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type Person, share, signedInPerson } from "../../test-support/sharing-people.ts";

/**
 * What a member reaches of the owner's data, walking every API route the server has (a new route is
 * walked without being listed here): exactly the shared list and its items, nothing else — and a
 * removed member not even that. Ids in the path are the owner's; answers must not name anything
 * private of the owner's (titles, tag names, ids of other notes and items).
 */
let harness: AccountsServer;
let owner: Person;
let member: Person;
let removed: Person;

beforeAll(async () => {
  harness = await startAccountsServer();
  owner = await signedInPerson(harness, { firstName: "Olga" });
  member = await signedInPerson(harness, { firstName: "Milan" });
  removed = await signedInPerson(harness, { firstName: "Rudo" });
});
afterAll(() => harness.close());

type Route = { method: string; path: string };
type Fixture = Awaited<ReturnType<typeof ownersData>>;

async function ownersData() {
  const tag = (await owner.api.createTag({ name: "SECRET-tag", color: "#e11d48" })).body;
  const task = (await owner.api.createNote({ title: "SECRET-task", category: "tasks", tags: [tag.id] })).body;
  const note = (await owner.api.createNote({ title: "SECRET-note", category: "notes", content: "SECRET-content" }))
    .body;
  const other = (
    await owner.api.createNote({ title: "SECRET-other-list", category: "shopping", items: [{ name: "SECRET-item" }] })
  ).body;
  const trashed = (await owner.api.createNote({ title: "SECRET-trashed", category: "notes" })).body;
  await owner.api.trashNote(trashed.id);
  await owner.api.saveHours("2026-03-02", 7.5);
  await owner.api.setCategoryOrder(["SECRET-aisle"]);
  const shared = (
    await owner.api.createNote({ title: "Shared groceries", category: "shopping", items: [{ name: "Apples" }] })
  ).body;
  const privateIds = [tag.id, task.id, note.id, other.id, trashed.id, other.items[0]?.id ?? ""];
  return { shared, sharedItem: shared.items[0]?.id ?? "", otherItem: other.items[0]?.id ?? "", privateIds };
}

/** A body each write route accepts when the ids are right, so a refusal is about the ids, not the body. */
const BODIES: Record<string, unknown> = {
  "PATCH /api/notes/:id": { title: "Taken over" },
  "POST /api/notes/:id/items": { name: "Smuggled" },
  "PATCH /api/notes/:id/items/:itemId": { completed: true },
  "POST /api/notes/:id/checklist": { title: "Smuggled" },
  "PATCH /api/notes/:id/checklist/:itemId": { completed: true },
  "POST /api/notes/:id/checklist/:itemId/move": { afterId: null },
  "POST /api/notes/:id/checklist/convert": { to: "notes" },
  "PATCH /api/tags/:id": { name: "Taken over" },
  "PUT /api/planner/:date": { plannedHours: 1 },
  "POST /api/shared-lists/:noteId/invitations": { email: "someone.else@example.org" },
  "POST /api/notes": { title: "Own note", category: "notes" },
  "POST /api/tags": { name: "Own tag" },
  "PUT /api/shopping/category-order": { order: ["own"] },
};

/** Query strings that make a read route answer in full (search for the owner's words). */
const QUERIES: Record<string, string> = {
  "/api/stats": "?timeZone=Europe/Bratislava",
  "/api/planner": "?from=2026-03-02",
  "/api/search": "?q=SECRET",
  "/api/notes/days": "?createdFrom=2020-01-01T00:00:00Z&createdBefore=2100-01-01T00:00:00Z&timeZone=UTC",
};

/** Routes the walk does not send: they end the session or account, or stream forever. */
const SKIPPED = new Set([
  "POST /api/account/delete-data",
  "GET /api/sync/stream",
  "GET /api/openapi.json",
  "GET /api/health",
  "GET /api/health/ready",
]);

function routesToWalk(): Route[] {
  return (
    harness.server.routes
      .filter((route) => route.path.startsWith("/api/") && !route.path.startsWith("/api/auth/"))
      .filter((route) => !route.path.startsWith("/api/docs")) // public reference; Redoc's bundle says "SECRET"
      // An admin's routes answer everyone else 403 before reading any id (features/admin/admin.test.ts).
      .filter((route) => !route.path.startsWith("/api/admin/"))
      .filter((route) => !["HEAD", "ALL"].includes(route.method) && !route.path.endsWith("/*"))
      .filter((route) => !SKIPPED.has(`${route.method} ${route.path}`))
  );
}

/** The route's path with the ids filled in: the note given, the item given, the owner's id for a person. */
function fill(path: string, noteId: string, itemId: string): string {
  return path
    .replace(":noteId", noteId)
    .replace(":id", noteId)
    .replace(":itemId", itemId)
    .replace(":userId", owner.id)
    .replace(":invitationId", randomUUID())
    .replace(":token", "A".repeat(43))
    .replace(":date", "2026-03-02");
}

async function send(person: Person, route: Route, path: string) {
  const key = `${route.method} ${route.path}`;
  const body = BODIES[key] ?? (["GET", "DELETE"].includes(route.method) ? undefined : {});
  const query = route.method === "GET" ? (QUERIES[route.path] ?? "") : "";
  const answer = await person.client.request(`${path}${query}`, {
    method: route.method,
    ...(body === undefined ? {} : { json: body }),
  });
  return { status: answer.status, text: await answer.text() };
}

function leaks(text: string, fixture: Fixture): string[] {
  return ["SECRET", ...fixture.privateIds].filter((secret) => secret !== "" && text.includes(secret));
}

/** Routes a member may use on the shared list (and its items). */
const MEMBER_MAY = new Set([
  "GET /api/notes/:id",
  "PATCH /api/notes/:id",
  "POST /api/notes/:id/toggle",
  "POST /api/notes/:id/items",
  "PATCH /api/notes/:id/items/:itemId",
  "POST /api/notes/:id/items/:itemId/toggle",
  "DELETE /api/notes/:id/items/:itemId",
  "GET /api/shared-lists/:noteId",
  "DELETE /api/shared-lists/:noteId/members/:userId",
]);

describe("a member of one shared list, on every API route", () => {
  it("reaches nothing of the owner's but that list; a removed member not even that", async () => {
    const fixture = await ownersData();
    await share(harness, owner, fixture.shared.id, member);
    await share(harness, owner, fixture.shared.id, removed);
    expect((await owner.sharing.remove(fixture.shared.id, removed.id)).status).toBe(204);
    const routes = routesToWalk();
    expect(routes.length).toBeGreaterThan(40);

    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const hasIds = /:(id|noteId|itemId)\b/.test(route.path);
      // Ids of other kinds (a device of the notifications): the owner's ids are no such thing anywhere.
      if (hasIds && !/^\/api\/(notes|trash|tags|shared-lists)\//.test(route.path)) {
        for (const noteId of fixture.privateIds) {
          const answer = await send(member, route, fill(route.path, noteId, fixture.otherItem));
          expect([key, [400, 404].includes(answer.status), leaks(answer.text, fixture)]).toEqual([key, true, []]);
        }
        continue;
      }
      if (!hasIds) {
        for (const person of [member, removed]) {
          const answer = await send(person, route, fill(route.path, randomUUID(), randomUUID()));
          expect([key, answer.status < 500, leaks(answer.text, fixture)]).toEqual([key, true, []]);
        }
        continue;
      }
      // Every private note (and the other list's item) is a plain 404 to both.
      for (const noteId of fixture.privateIds) {
        for (const person of [member, removed]) {
          const answer = await send(person, route, fill(route.path, noteId, fixture.otherItem));
          expect([key, noteId, answer.status]).toEqual([key, noteId, route.path.includes(":date") ? 400 : 404]);
        }
      }
      // An item of another of the owner's lists, through the shared list's path: 404.
      if (route.path.includes(":itemId")) {
        const answer = await send(member, route, fill(route.path, fixture.shared.id, fixture.otherItem));
        expect([key, "other list's item", answer.status]).toEqual([key, "other list's item", 404]);
      }
      // The removed member reaches the shared list nowhere.
      const gone = await send(removed, route, fill(route.path, fixture.shared.id, fixture.sharedItem));
      expect([key, "removed", gone.status]).toEqual([key, "removed", 404]);
      // The member reaches it exactly where a member may (removing the owner is no such place).
      if (!MEMBER_MAY.has(key) || key.startsWith("DELETE /api/shared-lists")) {
        const refused = await send(member, route, fill(route.path, fixture.shared.id, fixture.sharedItem));
        expect([key, "member", refused.status]).toEqual([key, "member", route.path.includes(":date") ? 400 : 404]);
      }
    }
    // Nothing of the owner's changed, but for what a member may do on the list.
    const titles = (await owner.api.listNotes()).body.notes.map((note) => note.title).sort();
    expect(titles).toEqual(["SECRET-note", "SECRET-other-list", "SECRET-task", "Shared groceries"].sort());
    expect((await owner.api.listTags()).body.tags.map((tag) => tag.name)).toEqual(["SECRET-tag"]);
    expect((await owner.api.listTrash()).body.notes.map((note) => note.title)).toEqual(["SECRET-trashed"]);
    expect((await owner.api.categoryOrder()).body.order).toEqual(["SECRET-aisle"]);
    expect((await owner.sharing.list(fixture.shared.id)).body.members.map((person) => person.id)).toEqual([member.id]);
  }, 180_000); // some 500 requests: about 20 s on SQLite, longer on a busy PostgreSQL
});
