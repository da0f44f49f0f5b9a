import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../test-support/api-client.ts";
import { MISSING_ID } from "../../test-support/missing-id.ts";

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let harness: AccountsServer;
let api: OrganiserApi;

beforeAll(async () => {
  harness = await startAccountsServer();
  api = organiserApi(await signedInClient(harness.server.url, harness.mail));
});
afterAll(() => harness.close());

describe("notes", () => {
  it("creates a task with date, time and tags and lists it newest first with its tags", async () => {
    const urgent = (await api.createTag({ name: "Urgent", color: "#e11d48" })).body;
    const home = (await api.createTag({ name: "Home" })).body;
    expect(home.color).toBe("#9b87f5");
    const older = await api.createNote({ title: "Older", category: "notes", content: "x" });
    const task = await api.createNote({
      title: "  Dentist  ",
      content: "Bring the card",
      category: "tasks",
      date: "2026-11-24T09:30:00+01:00",
      tags: [urgent.id, home.id],
    });
    expect(task.status).toBe(201);
    expect(task.body).toMatchObject({
      title: "Dentist",
      content: "Bring the card",
      category: "tasks",
      completed: false,
      date: "2026-11-24T09:30:00+01:00",
      isDeleted: false,
      deletedAt: null,
      items: [],
    });
    expect(task.body.tags.sort()).toEqual([urgent.id, home.id].sort());

    const all = (await api.listNotes()).body.notes;
    expect(all.map((note) => note.id).slice(0, 2)).toEqual([task.body.id, older.body.id]);
    const tasks = (await api.listNotes("tasks")).body.notes;
    expect(tasks.every((note) => note.category === "tasks")).toBe(true);
    expect(tasks.map((note) => note.id)).toContain(task.body.id);
  });

  it("creates a shopping list with its first items and a plain-date task", async () => {
    const list = await api.createNote({
      title: "Groceries",
      category: "shopping",
      items: [{ name: " Milk " }, { name: "Bread" }],
    });
    expect(list.status).toBe(201);
    expect(list.body.items.map((item) => [item.name, item.completed])).toEqual([
      ["Milk", false],
      ["Bread", false],
    ]);
    const dayTask = await api.createNote({ title: "Call grandma", category: "tasks", date: "2026-11-25" });
    expect(dayTask.body.date).toBe("2026-11-25");
  });

  it.each([
    [{ title: "   ", category: "notes" }, "title", "validation.required"],
    [{ category: "notes" }, "title", "validation.required"],
    [{ title: "x", category: "ideas" }, "category", "validation.invalid"],
    [{ title: "x", category: "notes", date: "2026-11-24" }, "date", "validation.dateOnlyForTasks"],
    [{ title: "x", category: "tasks", date: "24.11.2026" }, "date", "validation.date"],
    [{ title: "x", category: "tasks", date: "2026-11-24T09:30:00" }, "date", "validation.date"],
    [{ title: "x", category: "shopping", tags: [MISSING_ID] }, "tags", "validation.noTagsOnLists"],
    [{ title: "x", category: "tasks", items: [{ name: "Milk" }] }, "items", "validation.itemsOnlyOnLists"],
    [{ title: "x".repeat(201), category: "notes" }, "title", "validation.tooLong"],
  ])("refuses %j with 400 on %s (%s)", async (body, field, message) => {
    const response = await api.createNote(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: "validation_failed" } });
    expect((response.body as unknown as { error: { details: unknown[] } }).error.details).toContainEqual({
      field,
      message,
    });
  });

  it("answers a body that is not JSON and a bad id with 400, never 500", async () => {
    const malformed = await api.call("POST", "/api/notes", undefined);
    expect(malformed.status).toBe(400);
    const raw = await harness.server.request("/api/notes", {
      method: "POST",
      headers: { "content-type": "application/json", origin: harness.server.url, cookie: "" },
      body: "{not json",
    });
    expect([400, 401]).toContain(raw.status);
    for (const id of ["abc", "-3", "1.5", "0"]) expect((await api.call("GET", `/api/notes/${id}`)).status).toBe(400);
  });

  it("updates fields, replaces tags as a set, toggles, counts and reports progress", async () => {
    const [a, b] = [(await api.createTag({ name: "A" })).body, (await api.createTag({ name: "B" })).body];
    const note = (await api.createNote({ title: "Plan", category: "tasks", tags: [a.id] })).body;
    const updated = await api.updateNote(note.id, { title: "Plan the trip", tags: [b.id, b.id], date: "2026-12-01" });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: "Plan the trip", tags: [b.id], date: "2026-12-01" });
    expect(updated.body.updatedAt >= note.updatedAt).toBe(true);
    expect((await api.updateNote(note.id, {})).status).toBe(400);

    const before = (await api.progress()).body;
    expect((await api.toggleNote(note.id)).body.completed).toBe(true);
    const after = (await api.progress()).body;
    expect(after.completed).toBe(before.completed + 1);
    expect(after.percentage).toBe(Math.round((after.completed / after.total) * 100));
    expect((await api.toggleNote(note.id)).body.completed).toBe(false);

    const doneA = (await api.createNote({ title: "Done A", category: "tasks" })).body;
    const doneB = (await api.createNote({ title: "Done B", category: "tasks" })).body;
    const beforeBoth = (await api.progress()).body;
    await api.toggleNote(doneA.id);
    await api.toggleNote(doneB.id);
    expect((await api.progress()).body.completed).toBe(beforeBoth.completed + 2);

    const counts = (await api.counts()).body;
    const { tasks = 0, shopping = 0, notes = 0, total } = counts.active;
    expect(total).toBe(tasks + shopping + notes);
  });
});

describe("trash", () => {
  it("moves to trash, lists most recently changed first, restores, deletes permanently and empties", async () => {
    const first = (await api.createNote({ title: "First", category: "notes" })).body;
    const second = (await api.createNote({ title: "Second", category: "shopping", items: [{ name: "Eggs" }] })).body;
    expect((await api.trashNote(second.id)).status).toBe(204);
    expect((await api.trashNote(first.id)).status).toBe(204);
    expect((await api.getNote(first.id)).status).toBe(404);
    expect((await api.listNotes()).body.notes.map((note) => note.id)).not.toContain(first.id);

    const trash = (await api.listTrash()).body.notes;
    expect(trash.map((note) => note.id).slice(0, 2)).toEqual([first.id, second.id]);
    expect(trash[0]).toMatchObject({ isDeleted: true, deletedAt: expect.any(String) });
    expect(trash[1]?.items.map((item) => item.name)).toEqual(["Eggs"]);

    const restored = await api.restore(second.id);
    expect(restored.body).toMatchObject({ id: second.id, isDeleted: false, deletedAt: null });
    expect(restored.body.items.map((item) => item.name)).toEqual(["Eggs"]);
    expect((await api.deletePermanently(second.id)).status).toBe(404);

    expect((await api.deletePermanently(first.id)).status).toBe(204);
    expect((await api.restore(first.id)).status).toBe(404);

    await api.trashNote(second.id);
    const extra = (await api.createNote({ title: "Extra", category: "notes" })).body;
    await api.trashNote(extra.id);
    const trashCount = (await api.counts()).body.trash;
    expect((await api.emptyTrash()).body).toEqual({ deleted: trashCount });
    expect((await api.listTrash()).body.notes).toEqual([]);
  });
});

describe("tags", () => {
  it("lists by name, renames, recolours, refuses colours outside the palette, and deletes with its links", async () => {
    const zebra = (await api.createTag({ name: "zebra", color: "#22c55e" })).body;
    const apple = (await api.createTag({ name: "Apple", color: "#3b82f6" })).body;
    const names = (await api.listTags()).body.tags.map((tag) => tag.name);
    expect(names.indexOf("Apple")).toBeLessThan(names.indexOf("zebra"));

    expect((await api.updateTag(zebra.id, { name: " Zoo " })).body).toMatchObject({ name: "Zoo", color: "#22c55e" });
    expect((await api.updateTag(zebra.id, { color: "#8b5cf6" })).body.color).toBe("#8b5cf6");
    expect((await api.updateTag(zebra.id, { color: "#123456" })).status).toBe(400);
    expect((await api.createTag({ name: "  " })).status).toBe(400);

    const note = (await api.createNote({ title: "Tagged", category: "notes", tags: [apple.id, zebra.id] })).body;
    expect((await api.deleteTag(apple.id)).status).toBe(204);
    expect((await api.getNote(note.id)).body.tags).toEqual([zebra.id]);
    expect((await api.deleteTag(apple.id)).status).toBe(404);
  });
});

describe("shopping items", () => {
  it("adds trimmed items, refuses blank ones, toggles and deletes, only on a shopping list", async () => {
    const list = (await api.createNote({ title: "Hardware", category: "shopping" })).body;
    const item = await api.addItem(list.id, { name: "  Screws  " });
    expect(item.status).toBe(201);
    expect(item.body).toEqual({
      id: expect.stringMatching(UUID_V7),
      noteId: list.id,
      name: "Screws",
      quantity: null,
      completed: false,
      category: null,
      addedBy: expect.any(String),
    });
    expect((await api.addItem(list.id, { name: "   " })).status).toBe(400);

    expect((await api.toggleItem(list.id, item.body.id)).body.completed).toBe(true);
    expect((await api.toggleItem(list.id, item.body.id)).body.completed).toBe(false);
    expect((await api.deleteItem(list.id, item.body.id)).status).toBe(204);
    expect((await api.deleteItem(list.id, item.body.id)).status).toBe(404);

    const task = (await api.createNote({ title: "Not a list", category: "tasks" })).body;
    expect((await api.addItem(task.id, { name: "Milk" })).status).toBe(404);
    // A list in the trash still takes items, for its restore (conflicts.test.ts); one deleted for good does not.
    await api.trashNote(list.id);
    expect((await api.addItem(list.id, { name: "Milk" })).status).toBe(201);
    await api.deletePermanently(list.id);
    expect((await api.addItem(list.id, { name: "Milk" })).status).toBe(404);
  });
});

describe("the OpenAPI document", () => {
  it("describes every organiser route, generated from the shared schemas", async () => {
    const response = await harness.server.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/notes",
        "/notes/counts",
        "/notes/progress",
        "/notes/{id}",
        "/notes/{id}/toggle",
        "/notes/{id}/items",
        "/notes/{id}/items/{itemId}",
        "/notes/{id}/items/{itemId}/toggle",
        "/trash",
        "/trash/{id}",
        "/trash/{id}/restore",
        "/tags",
        "/tags/{id}",
      ]),
    );
    const create = document.paths["/notes"]?.post as {
      requestBody: {
        content: { "application/json": { schema: { properties: Record<string, { maxLength?: number }> } } };
      };
    };
    const body = create.requestBody.content["application/json"].schema;
    expect(body.properties.title?.maxLength).toBe(200);
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(["title", "content", "category", "date", "tags", "items"]),
    );
  });
});
