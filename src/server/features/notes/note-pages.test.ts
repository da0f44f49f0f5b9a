import type { Insertable } from "kysely";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTE_PAGE_DEFAULT, NOTE_PAGE_MAX } from "../../../shared/schemas/note-page.ts";
import type { Database } from "../../db/types.ts";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../test-support/api-client.ts";
import { MISSING_ID } from "../../test-support/missing-id.ts";
import { seedRows, userIdOf } from "../../test-support/seed-rows.ts";

type Summary = {
  id: string;
  category: string;
  completed: boolean;
  date: string | null;
  createdAt: string;
  updatedAt: string;
  itemsDone: number;
  itemsTotal: number;
  tags: string[];
};
type Page = { notes: Summary[]; nextCursor: string | null };

let harness: AccountsServer;
let alice: OrganiserApi;
let bob: OrganiserApi;

const categories = ["tasks", "shopping", "notes"] as const;
const dates = [null, "2026-11-24", "2026-11-24T09:30:00+01:00", "2026-11-24T08:00:00+01:00", "2026-12-01", null];

/** 150 notes: seven at a time share one created_at (and updated_at), so only the id tells them apart. */
function aliceRows(userId: string): Insertable<Database["notes"]>[] {
  return Array.from({ length: 150 }, (_, index) => {
    const at = new Date(Date.UTC(2026, 10, 1) + Math.floor(index / 7) * 3_600_000).toISOString();
    const category = categories[index % 3] as (typeof categories)[number];
    return {
      id: uuidv7(),
      user_id: userId,
      title: `Alice ${index}`,
      category,
      completed: category === "tasks" && index % 4 === 0,
      date: category === "tasks" ? (dates[Math.floor(index / 3) % dates.length] ?? null) : null,
      reminder: null,
      is_deleted: index % 10 === 9,
      deleted_at: index % 10 === 9 ? at : null,
      created_at: at,
      updated_at: at,
    };
  });
}

beforeAll(async () => {
  harness = await startAccountsServer();
  const aliceClient = await signedInClient(harness.server.url, harness.mail);
  alice = organiserApi(aliceClient);
  bob = organiserApi(await signedInClient(harness.server.url, harness.mail));
  await seedRows(harness.server, "notes", aliceRows(await userIdOf(aliceClient)));
  await bob.createNote({ title: "Bob's secret", category: "notes" });
}, 60_000);
afterAll(() => harness.close());

/** Every page of a list, following nextCursor to the end (`cursors` collects the ones it followed). */
async function walk(api: OrganiserApi, path: string, limit: number, cursors: string[] = []): Promise<Summary[][]> {
  const pages: Summary[][] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes("?") ? "&" : "?";
    const query: string = `${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const page: { status: number; body: Page } = await api.call<Page>("GET", `${path}${query}`);
    expect(page.status).toBe(200);
    pages.push(page.body.notes);
    cursor = page.body.nextCursor;
    if (cursor) cursors.push(cursor);
  } while (cursor !== null && pages.length < 100);
  return pages;
}

/** Everything of one list in one page (the walk must reach exactly this, in this order). */
async function whole(api: OrganiserApi, path: string): Promise<string[]> {
  const separator = path.includes("?") ? "&" : "?";
  const page = await api.call<Page>("GET", `${path}${separator}limit=${NOTE_PAGE_MAX}`);
  expect(page.body.nextCursor).toBeNull();
  return page.body.notes.map((note) => note.id);
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe("paged lists", () => {
  it.each([
    ["/api/notes", 7],
    ["/api/notes?category=tasks", 4],
    ["/api/notes?category=shopping", 11],
    ["/api/notes?category=notes", 50],
    ["/api/notes?category=tasks&order=schedule", 3],
    ["/api/trash", 2],
  ])("%s walks the whole list in pages of %i: no duplicates, no gaps, no empty page", async (path, limit) => {
    const pages = await walk(alice, path, limit);
    const ids = pages.flat().map((note) => note.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(await whole(alice, path));
    expect(pages.every((page) => page.length > 0 && page.length <= limit)).toBe(true);
    expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
  });

  it("orders newest first by (created_at, id), and the tasks view by schedule", async () => {
    const all = (await walk(alice, "/api/notes", 13)).flat();
    expect(all).toHaveLength(135);
    const newest = [...all].sort((a, b) => byText(b.createdAt, a.createdAt) || byText(b.id, a.id));
    expect(all.map((note) => note.id)).toEqual(newest.map((note) => note.id));

    const tasks = (await walk(alice, "/api/notes?category=tasks&order=schedule", 6)).flat();
    const dated = tasks.filter((task) => !task.completed && task.date !== null);
    const undated = tasks.filter((task) => !task.completed && task.date === null);
    const done = tasks.filter((task) => task.completed);
    expect(tasks.map((task) => task.id)).toEqual(
      [
        ...dated.sort(
          (a, b) => byText(a.date ?? "", b.date ?? "") || byText(a.createdAt, b.createdAt) || byText(a.id, b.id),
        ),
        ...undated.sort((a, b) => byText(b.createdAt, a.createdAt) || byText(b.id, a.id)),
        ...done.sort((a, b) => byText(b.updatedAt, a.updatedAt) || byText(b.id, a.id)),
      ].map((task) => task.id),
    );
    expect(dated.length * undated.length * done.length).toBeGreaterThan(0);
    expect(tasks[0]?.date).toBe("2026-11-24");
  });

  it("takes 50 by default and 1 to 200 when asked; anything else is a 400", async () => {
    expect((await alice.call<Page>("GET", "/api/notes")).body.notes).toHaveLength(NOTE_PAGE_DEFAULT);
    expect((await alice.call<Page>("GET", "/api/notes?limit=1")).body.notes).toHaveLength(1);
    expect((await alice.call<Page>("GET", "/api/notes?limit=200")).body.notes).toHaveLength(135);
    for (const limit of ["0", "201", "-1", "1.5", "abc", ""]) {
      expect((await alice.call("GET", `/api/notes?limit=${limit}`)).status, limit).toBe(400);
    }
  });

  it("answers a cursor it did not make with 400 validation.cursor, never a 500", async () => {
    const foreign = [
      "!!!",
      "bm90IGpzb24",
      Buffer.from("[9]").toString("base64url"),
      Buffer.from('[0,"x",1]').toString("base64url"),
      Buffer.from('[0,"2026-11-01T00:00:00.000Z","7"]').toString("base64url"),
      Buffer.from('[0,"2026-11-01T00:00:00.000Z",7]').toString("base64url"),
      Buffer.from('[0,"2026-11-01T00:00:00.000Z","018CC251-F400-7000-8000-000000000000"]').toString("base64url"),
      Buffer.from('{"a":1}').toString("base64url"),
      "x".repeat(500),
    ];
    for (const cursor of foreign) {
      const response = await alice.call<{ error: { code: string; details: { field: string; message: string }[] } }>(
        "GET",
        `/api/notes?cursor=${encodeURIComponent(cursor)}`,
      );
      expect(response.status, cursor).toBe(400);
      expect(response.body.error.details).toContainEqual({ field: "cursor", message: "validation.cursor" });
    }
    // The tasks view's last cursor is in its third segment (completed tasks): the trash has one segment.
    const cursors: string[] = [];
    await walk(alice, "/api/notes?category=tasks&order=schedule", 3, cursors);
    const completedCursor = cursors.at(-1) ?? "";
    expect((await alice.call("GET", `/api/notes?category=tasks&order=schedule&cursor=${completedCursor}`)).status).toBe(
      200,
    );
    expect((await alice.call("GET", `/api/trash?cursor=${completedCursor}`)).status).toBe(400);
  });

  it("never shows another user's notes, on any page or through any cursor", async () => {
    const bobs = (await walk(bob, "/api/notes", 1)).flat();
    expect(bobs.map((note) => note.id)).toHaveLength(1);
    const alicesCursor = (await alice.call<Page>("GET", "/api/notes?limit=5")).body.nextCursor;
    const fromAlicesCursor = await bob.call<Page>("GET", `/api/notes?cursor=${alicesCursor}`);
    expect(fromAlicesCursor.body.notes.map((note) => note.id)).toEqual([]);
    const alicesIds = new Set((await walk(alice, "/api/notes", 200)).flat().map((note) => note.id));
    expect(alicesIds.has(bobs[0]?.id ?? MISSING_ID)).toBe(false);
  });

  it("sends a shopping list's done and total instead of its items; the list itself still has them", async () => {
    const list = (
      await alice.createNote({
        title: "Market",
        category: "shopping",
        items: [{ name: "A" }, { name: "B" }, { name: "C" }],
      })
    ).body;
    const [first, second, third] = list.items;
    await alice.toggleItem(list.id, first?.id ?? MISSING_ID);
    await alice.toggleItem(list.id, second?.id ?? MISSING_ID);
    await alice.deleteItem(list.id, third?.id ?? MISSING_ID);
    const page = await alice.call<Page>("GET", "/api/notes?category=shopping&limit=1");
    expect(page.body.notes[0]).toMatchObject({ id: list.id, itemsDone: 2, itemsTotal: 2 });
    expect(page.body.notes[0]).not.toHaveProperty("items");
    const task = (await alice.call<Page>("GET", "/api/notes?category=tasks&limit=1")).body.notes[0];
    expect(task).toMatchObject({ itemsDone: 0, itemsTotal: 0 });
    expect((await alice.getNote(list.id)).body.items).toHaveLength(2);
    await alice.trashNote(list.id);
  });

  it("bounds by creation instant and by a task's written day, and counts notes per day in a time zone", async () => {
    const created = await alice.call<Page>(
      "GET",
      "/api/notes?limit=200&createdFrom=2026-11-01T00:00:00Z&createdBefore=2026-11-01T01:00:00Z",
    );
    expect(created.body.notes.map((note) => note.createdAt)).toEqual(Array(7).fill("2026-11-01T00:00:00.000Z"));
    const onDay = await alice.call<Page>(
      "GET",
      "/api/notes?category=tasks&limit=200&dateFrom=2026-11-24&dateTo=2026-11-24",
    );
    expect(new Set(onDay.body.notes.map((note) => note.date))).toEqual(
      new Set(["2026-11-24", "2026-11-24T09:30:00+01:00", "2026-11-24T08:00:00+01:00"]),
    );
    const days = await alice.call<{ days: Record<string, number> }>(
      "GET",
      "/api/notes/days?createdFrom=2026-10-31T00:00:00Z&createdBefore=2026-11-02T00:00:00Z&timeZone=America/New_York",
    );
    // Hours 0–3 UTC of 1 November are still 31 October in New York (UTC−4 until 1 November, 2:00).
    expect(days.body.days["2026-10-31"]).toBe(26);
    const total = Object.values(days.body.days).reduce((sum, count) => sum + count, 0);
    expect(total).toBe(
      (await alice.call<Page>("GET", "/api/notes?limit=200&createdBefore=2026-11-02T00:00:00Z")).body.notes.length,
    );
    expect((await alice.call("GET", "/api/notes/days?createdFrom=x&createdBefore=y&timeZone=UTC")).status).toBe(400);
  });

  it("keeps only open tasks due by a day (the Today screen), across pages", async () => {
    const path = "/api/notes?category=tasks&order=schedule&dateTo=2026-11-24&completed=false";
    const pages = await walk(alice, path, 4);
    const tasks = pages.flat();
    expect(tasks.length).toBeGreaterThan(4);
    expect(tasks.every((task) => !task.completed && task.date !== null && task.date.slice(0, 10) <= "2026-11-24")).toBe(
      true,
    );
    expect(tasks.map((task) => task.id)).toEqual(await whole(alice, path));
    const all = (await walk(alice, "/api/notes?category=tasks&order=schedule", 200)).flat();
    expect(tasks).toHaveLength(
      all.filter((task) => !task.completed && task.date !== null && task.date.slice(0, 10) <= "2026-11-24").length,
    );
    const done = (await walk(alice, "/api/notes?category=tasks&completed=true", 200)).flat();
    expect(done.length).toBe(all.filter((task) => task.completed).length);
    expect(done.every((task) => task.completed)).toBe(true);
    for (const value of ["yes", "1", ""]) {
      expect((await alice.call("GET", `/api/notes?completed=${value}`)).status, value).toBe(400);
    }
  });

  it("filters by one of the user's tags; another user's tag or a missing one is a 404", async () => {
    const errands = (await alice.createTag({ name: "Errands" })).body;
    const other = (await alice.createTag({ name: "Other" })).body;
    const tagged = (await alice.createNote({ title: "Post office", category: "tasks", tags: [errands.id] })).body;
    const both = (await alice.createNote({ title: "Recipe", category: "notes", tags: [errands.id, other.id] })).body;
    const untagged = (await alice.createNote({ title: "Untagged", category: "tasks" })).body;
    const trashed = (await alice.createNote({ title: "Gone", category: "tasks", tags: [errands.id] })).body;
    await alice.trashNote(trashed.id);

    const all = (await walk(alice, `/api/notes?tag=${errands.id}`, 1)).flat();
    expect(all.map((note) => note.id).sort()).toEqual([tagged.id, both.id].sort());
    const tasks = await alice.call<Page>("GET", `/api/notes?category=tasks&order=schedule&tag=${errands.id}`);
    expect(tasks.body.notes.map((note) => note.id)).toEqual([tagged.id]);
    // Upper case names the same tag.
    const upper = await alice.call<Page>("GET", `/api/notes?tag=${other.id.toUpperCase()}`);
    expect(upper.body.notes.map((note) => note.id)).toEqual([both.id]);

    const bobsTag = (await bob.createTag({ name: "Bob's" })).body;
    expect((await alice.call("GET", `/api/notes?tag=${bobsTag.id}`)).status).toBe(404);
    expect((await bob.call("GET", `/api/notes?tag=${errands.id}`)).status).toBe(404);
    expect((await alice.call("GET", `/api/notes?tag=${MISSING_ID}`)).status).toBe(404);
    expect((await alice.call("GET", "/api/notes?tag=17")).status).toBe(400);
    await alice.deleteTag(other.id);
    expect((await alice.call("GET", `/api/notes?tag=${other.id}`)).status).toBe(404);
    for (const id of [tagged.id, both.id, untagged.id]) await alice.trashNote(id);
  });

  it("is described in the OpenAPI document: cursor, limit and order, and the page's nextCursor", async () => {
    type Operation = {
      parameters?: { name: string; in: string }[];
      responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
    };
    const document = (await (await harness.server.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    for (const [path, names] of [
      [
        "/notes",
        [
          "category",
          "order",
          "cursor",
          "limit",
          "createdFrom",
          "createdBefore",
          "dateFrom",
          "dateTo",
          "completed",
          "tag",
        ],
      ],
      ["/trash", ["cursor", "limit"]],
      ["/notes/days", ["createdFrom", "createdBefore", "timeZone"]],
    ] as const) {
      const operation = document.paths[path]?.get;
      expect(
        operation?.parameters?.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name),
      ).toEqual(expect.arrayContaining([...names]));
    }
    const page = document.paths["/notes"]?.get?.responses["200"]?.content?.["application/json"]?.schema;
    expect(Object.keys(page?.properties ?? {})).toEqual(["notes", "nextCursor"]);
  });
});
