import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newUser, signedInClient, signIn } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../test-support/api-client.ts";
import { createTestClient } from "../../test-support/test-client.ts";

/**
 * The conflict rule (ARCHITECTURE.md, "Commands and conflicts"): field-level last writer wins, in
 * the order the server applies the commands; an edit of a trashed note applies and leaves it in the
 * trash. Two devices are two sessions of one user, each sending what its user changed.
 */
let harness: AccountsServer;
let phone: OrganiserApi;
let laptop: OrganiserApi;

beforeAll(async () => {
  harness = await startAccountsServer();
  const user = newUser();
  phone = organiserApi(await signedInClient(harness.server.url, harness.mail, user));
  // The same user signed in a second time: another device, with a session of its own.
  const laptopClient = createTestClient(harness.server.url);
  expect((await signIn(laptopClient, user)).status).toBe(200);
  laptop = organiserApi(laptopClient);
});
afterAll(() => harness.close());

describe("two devices editing one note", () => {
  it("keep both edits when they change different fields", async () => {
    const note = (await phone.createNote({ title: "Groceries", category: "tasks", date: "2026-12-01" })).body;
    expect((await phone.updateNote(note.id, { title: "Groceries for Sunday" })).status).toBe(200);
    expect((await laptop.updateNote(note.id, { content: "Ask Jana", completed: true })).status).toBe(200);
    expect((await phone.getNote(note.id)).body).toMatchObject({
      title: "Groceries for Sunday",
      content: "Ask Jana",
      completed: true,
      date: "2026-12-01",
    });
  });

  it("keep the one applied last when both change the same field, tags as one set", async () => {
    const tagId = async (name: string) => (await phone.createTag({ name })).body.id;
    const [home, work, car] = [await tagId("Home"), await tagId("Work"), await tagId("Car")];
    const note = (await phone.createNote({ title: "Draft", category: "notes" })).body;
    await laptop.updateNote(note.id, { title: "Laptop's title", tags: [home, work] });
    await phone.updateNote(note.id, { title: "Phone's title", tags: [car] });
    expect((await laptop.getNote(note.id)).body).toMatchObject({ title: "Phone's title", tags: [car] });
  });

  it("keep both ticks of one list's items and the last one of the same item, set and not flipped", async () => {
    const list = (
      await phone.createNote({ title: "Shop", category: "shopping", items: [{ name: "Milk" }, { name: "Eggs" }] })
    ).body;
    const [milk, eggs] = list.items.map((item) => item.id) as [string, string];
    await phone.updateItem(list.id, milk, { completed: true });
    await laptop.updateItem(list.id, milk, { completed: true });
    await laptop.updateItem(list.id, eggs, { name: "Free-range eggs" });
    await phone.updateItem(list.id, eggs, { completed: true });
    expect((await phone.getNote(list.id)).body.items).toMatchObject([
      { id: milk, name: "Milk", completed: true },
      { id: eggs, name: "Free-range eggs", completed: true },
    ]);
  });
});

describe("an edit that arrives for a trashed note", () => {
  it("is applied and the note stays in the trash; restoring it shows the edit", async () => {
    const note = (await phone.createNote({ title: "Plan", category: "tasks" })).body;
    expect((await laptop.trashNote(note.id)).status).toBe(204);
    const edited = await phone.updateNote(note.id, { title: "Plan, edited offline", completed: true });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: "Plan, edited offline", isDeleted: true });
    expect((await phone.getNote(note.id)).status).toBe(404);
    expect((await phone.counts()).body.trash).toBeGreaterThan(0);
    expect((await phone.restore(note.id)).body).toMatchObject({
      title: "Plan, edited offline",
      completed: true,
      isDeleted: false,
    });
  });

  it("ticks an item of a trashed list, which restoring shows", async () => {
    const list = (await phone.createNote({ title: "Trip", category: "shopping", items: [{ name: "Tent" }] })).body;
    const [tent] = list.items;
    if (!tent) throw new Error("the list has no item");
    await laptop.trashNote(list.id);
    expect((await phone.updateItem(list.id, tent.id, { completed: true })).body.completed).toBe(true);
    expect((await phone.addItem(list.id, { name: "Stove" })).status).toBe(201);
    const restored = (await laptop.restore(list.id)).body;
    expect(restored.items.map((item) => [item.name, item.completed])).toEqual([
      ["Tent", true],
      ["Stove", false],
    ]);
  });

  it("is a 404 when the note was deleted for good", async () => {
    const note = (await phone.createNote({ title: "Gone", category: "notes" })).body;
    await laptop.trashNote(note.id);
    expect((await laptop.deletePermanently(note.id)).status).toBe(204);
    expect((await phone.updateNote(note.id, { title: "Too late" })).status).toBe(404);
    expect((await phone.toggleNote(note.id)).status).toBe(404);
  });

  it("trashing or restoring twice, as two devices may, is done both times", async () => {
    const note = (await phone.createNote({ title: "Twice", category: "notes" })).body;
    expect((await phone.trashNote(note.id)).status).toBe(204);
    const trashedAt = (await phone.listTrash()).body.notes.find((each) => each.id === note.id)?.deletedAt;
    expect((await laptop.trashNote(note.id)).status).toBe(204);
    expect((await phone.listTrash()).body.notes.find((each) => each.id === note.id)?.deletedAt).toBe(trashedAt);
    expect((await phone.restore(note.id)).body.isDeleted).toBe(false);
    expect((await laptop.restore(note.id)).body).toMatchObject({ id: note.id, isDeleted: false });
  });
});
