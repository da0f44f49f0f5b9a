import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTE_COLORS } from "../../../shared/constants.ts";
import type { NotePage } from "../../../shared/schemas/note-page.ts";
import type { SearchResults } from "../../../shared/schemas/search.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import type { OrganiserApi } from "../../test-support/api-client.ts";
import { seedRows } from "../../test-support/seed-rows.ts";
import { type Person, share, signedInPerson } from "../../test-support/sharing-people.ts";

/** Pin, colour and archive (issue 29) through the real server, on the engine the run is given. */
let harness: AccountsServer;
let alice: Person;
let bob: Person;

type Error400 = { error: { code: string; details: { field: string; message: string }[] } };

beforeAll(async () => {
  harness = await startAccountsServer();
  alice = await signedInPerson(harness, { firstName: "Alica" });
  bob = await signedInPerson(harness, { firstName: "Bohuš" });
}, 60_000);
afterAll(() => harness.close());

/** `count` notes of a category, one hour apart (the first oldest); ids in creation order. */
async function seed(person: Person, category: "notes" | "tasks", count: number, extra: object = {}) {
  const rows = Array.from({ length: count }, (_, index) => {
    const at = new Date(Date.UTC(2026, 9, 1) + index * 3_600_000).toISOString();
    return {
      id: uuidv7(),
      user_id: person.id,
      title: `${category} ${index}`,
      category,
      date: null,
      reminder: null,
      created_at: at,
      updated_at: at,
      ...extra,
    };
  });
  await seedRows(harness.server, "notes", rows);
  return rows.map((row) => row.id);
}

/** Every page of a list, in pages of `limit`, as ids. */
async function walk(api: OrganiserApi, path: string, limit: number): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes("?") ? "&" : "?";
    const url: string = `${path}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
    const page: { status: number; body: NotePage } = await api.call<NotePage>("GET", url);
    expect(page.status, url).toBe(200);
    pages.push(page.body.notes.map((note) => note.id));
    cursor = page.body.nextCursor;
  } while (cursor !== null && pages.length < 50);
  return pages;
}

const searchIds = async (api: OrganiserApi, q: string) => {
  const answer = await api.call<SearchResults>("GET", `/api/search?q=${encodeURIComponent(q)}`);
  expect(answer.status).toBe(200);
  return [...answer.body.tasks.results, ...answer.body.lists.results, ...answer.body.notes.results];
};

describe("pinned notes", () => {
  it("come first in their tab and in all notes, newest first among them, across pages", async () => {
    const ids = await seed(alice, "notes", 9);
    const [oldest, , third, , , , , , newestId] = ids as [string, ...string[]];
    for (const id of [oldest, third]) {
      const pinned = await alice.api.updateNote(id ?? "", { pinned: true });
      expect(pinned.status).toBe(200);
      expect(pinned.body.pinned).toBe(true);
    }
    const expected = [third, oldest, ...[...ids].reverse().filter((id) => id !== oldest && id !== third)];
    for (const path of ["/api/notes?category=notes", "/api/notes"]) {
      for (const limit of [1, 2, 4]) {
        const pages = await walk(alice.api, path, limit);
        expect(pages.flat(), `${path} by ${limit}`).toEqual(expected);
        expect(pages.every((page) => page.length > 0)).toBe(true);
      }
    }
    expect(newestId).toBe(expected[2]);
    await alice.api.updateNote(third ?? "", { pinned: false });
    expect((await walk(alice.api, "/api/notes?category=notes", 3)).flat()[0]).toBe(oldest);
    for (const id of ids) await alice.api.trashNote(id);
  });

  it("lead the tasks view: pinned open, undated and done tasks first, each in the schedule's order", async () => {
    const [done, undated, dated, plain] = await seed(alice, "tasks", 4);
    await alice.api.updateNote(done ?? "", { completed: true, pinned: true });
    await alice.api.updateNote(undated ?? "", { pinned: true });
    await alice.api.updateNote(dated ?? "", { date: "2026-12-01", pinned: true });
    const order = (await walk(alice.api, "/api/notes?category=tasks&order=schedule", 1)).flat();
    expect(order).toEqual([dated, undated, done, plain]);
    for (const id of [done, undated, dated, plain]) await alice.api.trashNote(id ?? "");
  });

  it("are made pinned and coloured, and answered the same on a replayed creation", async () => {
    const id = uuidv7();
    const input = { id, title: "Keep-like", category: "notes", pinned: true, color: "teal" };
    const made = await alice.api.createNote(input);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ pinned: true, color: "teal", archivedAt: null });
    expect((await alice.api.createNote(input)).status).toBe(201);
    expect((await alice.api.createNote({ ...input, color: "red" })).status).toBe(409);
    await alice.api.trashNote(id);
  });
});

describe("colours", () => {
  it("takes every palette name and null; anything else is a 400 validation.invalid on `color`", async () => {
    const note = (await alice.api.createNote({ title: "Paint", category: "notes" })).body;
    expect(note.color).toBeNull();
    for (const color of NOTE_COLORS) {
      expect((await alice.api.updateNote(note.id, { color })).body.color).toBe(color);
    }
    expect((await alice.api.updateNote(note.id, { color: null })).body.color).toBeNull();
    for (const color of ["#ff0000", "Red", "", 3, "black"]) {
      const answer = await alice.api.call<Error400>("PATCH", `/api/notes/${note.id}`, { color });
      expect(answer.status, String(color)).toBe(400);
      expect(answer.body.error.details).toContainEqual({ field: "color", message: "validation.invalid" });
    }
    const bad = await alice.api.call<Error400>("POST", "/api/notes", { title: "x", category: "notes", color: "navy" });
    expect(bad.status).toBe(400);
    await alice.api.trashNote(note.id);
  });
});

describe("the archive", () => {
  it("takes a note out of the lists and counts, keeps it in search (marked) and gives it back", async () => {
    const note = (await alice.api.createNote({ title: "Zápisky z Tatier", category: "notes" })).body;
    const task = (await alice.api.createNote({ title: "Tatry: lístky", category: "tasks" })).body;
    const before = (await alice.api.counts()).body;
    const archived = await alice.api.updateNote(note.id, { archived: true });
    expect(archived.status).toBe(200);
    expect(archived.body.archivedAt).not.toBeNull();
    await alice.api.updateNote(task.id, { archived: true, pinned: true });

    const listed = [
      ...(await walk(alice.api, "/api/notes", 50)).flat(),
      ...(await walk(alice.api, "/api/notes?category=tasks&order=schedule", 50)).flat(),
    ];
    expect(listed).not.toContain(note.id);
    expect(listed).not.toContain(task.id);
    expect((await walk(alice.api, "/api/notes/archive", 1)).flat()).toEqual([task.id, note.id]);
    const after = (await alice.api.counts()).body;
    expect(after.active).toMatchObject({
      notes: (before.active.notes ?? 0) - 1,
      tasks: (before.active.tasks ?? 0) - 1,
    });
    expect((await alice.api.getNote(note.id)).body.archivedAt).toBe(archived.body.archivedAt);

    const found = await searchIds(alice.api, "tatier");
    expect(found).toContainEqual(expect.objectContaining({ id: note.id, isArchived: true, isDeleted: false }));

    // Archiving again keeps when it was archived; un-archiving puts it back among the newest.
    const again = await alice.api.updateNote(note.id, { archived: true });
    expect(again.body.archivedAt).toBe(archived.body.archivedAt);
    const restored = await alice.api.updateNote(note.id, { archived: false });
    expect(restored.body.archivedAt).toBeNull();
    expect((await walk(alice.api, "/api/notes?category=notes", 50)).flat()[0]).toBe(note.id);
    expect((await walk(alice.api, "/api/notes/archive", 50)).flat()).toEqual([task.id]);
    expect((await searchIds(alice.api, "tatier")).find((result) => result.id === note.id)?.isArchived).toBe(false);

    // A trashed archived note is in the trash (and restorable there), not in the archive.
    await alice.api.trashNote(task.id);
    expect((await walk(alice.api, "/api/notes/archive", 50)).flat()).toEqual([]);
    expect((await alice.api.listTrash()).body.notes.map((entry) => entry.id)).toContain(task.id);
    await alice.api.trashNote(note.id);
  });

  it("pages most recently archived first, and only the user's own", async () => {
    const ids = await seed(alice, "notes", 5);
    for (const id of ids) await alice.api.updateNote(id, { archived: true });
    const bobs = (await bob.api.createNote({ title: "Bob's", category: "notes" })).body;
    await bob.api.updateNote(bobs.id, { archived: true });
    expect((await walk(alice.api, "/api/notes/archive", 2)).flat()).toEqual([...ids].reverse());
    expect((await walk(bob.api, "/api/notes/archive", 2)).flat()).toEqual([bobs.id]);
    const bad = await alice.api.call<Error400>("GET", "/api/notes/archive?cursor=bm90IGpzb24");
    expect(bad.status).toBe(400);
    for (const id of ids) await alice.api.trashNote(id);
  });

  it("answers another user's note as missing (404), whichever field is sent", async () => {
    const note = (await alice.api.createNote({ title: "Alice's", category: "notes" })).body;
    for (const change of [{ pinned: true }, { color: "red" }, { archived: true }]) {
      expect((await bob.api.updateNote(note.id, change)).status).toBe(404);
    }
    expect((await alice.api.getNote(note.id)).body).toMatchObject({ pinned: false, color: null, archivedAt: null });
    await alice.api.trashNote(note.id);
  });
});

describe("shared shopping lists", () => {
  it("are pinned, coloured and archived by their owner only; the member's list follows the archive", async () => {
    const list = (await alice.api.createNote({ title: "Spoločný nákup", category: "shopping" })).body;
    await share(harness, alice, list.id, bob);
    for (const change of [{ pinned: true }, { color: "green" }, { archived: true }]) {
      expect((await bob.api.updateNote(list.id, change)).status).toBe(404);
    }
    expect((await bob.api.updateNote(list.id, { title: "Nákup" })).status).toBe(200);
    expect((await alice.api.updateNote(list.id, { pinned: true, color: "green" })).body).toMatchObject({
      pinned: true,
      color: "green",
    });
    expect((await walk(bob.api, "/api/notes?category=shopping", 50)).flat()).toContain(list.id);
    await alice.api.updateNote(list.id, { archived: true });
    expect((await walk(bob.api, "/api/notes?category=shopping", 50)).flat()).not.toContain(list.id);
    expect((await walk(bob.api, "/api/notes/archive", 50)).flat()).not.toContain(list.id);
    expect((await walk(alice.api, "/api/notes/archive", 50)).flat()).toContain(list.id);
    await alice.api.updateNote(list.id, { archived: false });
    expect((await walk(bob.api, "/api/notes?category=shopping", 50)).flat()).toContain(list.id);
  });
});

describe("the OpenAPI document", () => {
  it("describes the archive and the edit's pin, colour and archive", async () => {
    type Schema = { properties?: Record<string, { enum?: string[]; anyOf?: { enum?: string[] }[] }> };
    const document = (await (await harness.server.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
    };
    expect(document.paths["/notes/archive"]?.get).toBeDefined();
    const edit = document.paths["/notes/{id}"]?.patch?.requestBody?.content["application/json"]?.schema;
    expect(Object.keys(edit?.properties ?? {})).toEqual(expect.arrayContaining(["pinned", "color", "archived"]));
    expect(JSON.stringify(edit?.properties?.color)).toContain("teal");
  });
});
