import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountsServer, startAccountsServer, twoUsers } from "../../test-support/accounts-server.ts";
import type { OrganiserApi } from "../../test-support/api-client.ts";
import { MISSING_ID } from "../../test-support/missing-id.ts";

let harness: AccountsServer;
let alice: OrganiserApi;
let mallory: OrganiserApi;

beforeAll(async () => {
  harness = await startAccountsServer();
  [alice, mallory] = await twoUsers(harness);
});
afterAll(() => harness.close());

/** Everything Alice can see, to compare before and after Mallory's attempts. */
async function snapshot(api: OrganiserApi) {
  return {
    notes: (await api.listNotes()).body.notes,
    trash: (await api.listTrash()).body.notes,
    tags: (await api.listTags()).body.tags,
  };
}

describe("another user's ids", () => {
  it("are answered exactly like missing ones (404), for every route, and change nothing", async () => {
    const tag = (await alice.createTag({ name: "Private", color: "#e11d48" })).body;
    const task = (await alice.createNote({ title: "Alice's task", category: "tasks", tags: [tag.id] })).body;
    const list = (await alice.createNote({ title: "Alice's list", category: "shopping", items: [{ name: "Milk" }] }))
      .body;
    const item = list.items[0];
    if (!item) throw new Error("the list has no item");
    const trashed = (await alice.createNote({ title: "Alice's old note", category: "notes" })).body;
    await alice.trashNote(trashed.id);
    const before = await snapshot(alice);

    const missing = MISSING_ID;
    const ownNote = (await mallory.createNote({ title: "Mallory's note", category: "notes" })).body;
    const attempts: [
      string,
      () => Promise<{ status: number; body: unknown }>,
      () => Promise<{ status: number; body: unknown }>,
    ][] = [
      ["read a note", () => mallory.getNote(task.id), () => mallory.getNote(missing)],
      [
        "update a note",
        () => mallory.updateNote(task.id, { title: "mine now" }),
        () => mallory.updateNote(missing, { title: "x" }),
      ],
      ["toggle a note", () => mallory.toggleNote(task.id), () => mallory.toggleNote(missing)],
      ["move a note to trash", () => mallory.trashNote(list.id), () => mallory.trashNote(missing)],
      ["restore a trashed note", () => mallory.restore(trashed.id), () => mallory.restore(missing)],
      [
        "delete a note permanently",
        () => mallory.deletePermanently(trashed.id),
        () => mallory.deletePermanently(missing),
      ],
      [
        "attach a tag when creating",
        () => mallory.createNote({ title: "x", category: "notes", tags: [tag.id] }),
        () => mallory.createNote({ title: "x", category: "notes", tags: [missing] }),
      ],
      [
        "attach a tag when editing",
        () => mallory.updateNote(ownNote.id, { tags: [tag.id] }),
        () => mallory.updateNote(ownNote.id, { tags: [missing] }),
      ],
      [
        "rename a tag",
        () => mallory.updateTag(tag.id, { name: "mine" }),
        () => mallory.updateTag(missing, { name: "x" }),
      ],
      ["delete a tag", () => mallory.deleteTag(tag.id), () => mallory.deleteTag(missing)],
      [
        "add an item",
        () => mallory.addItem(list.id, { name: "Poison" }),
        () => mallory.addItem(missing, { name: "x" }),
      ],
      ["toggle an item", () => mallory.toggleItem(list.id, item.id), () => mallory.toggleItem(missing, item.id)],
      ["delete an item", () => mallory.deleteItem(list.id, item.id), () => mallory.deleteItem(missing, item.id)],
    ];
    for (const [what, foreign, absent] of attempts) {
      const [foreignAnswer, absentAnswer] = [await foreign(), await absent()];
      expect([what, foreignAnswer.status]).toEqual([what, 404]);
      expect([what, foreignAnswer.body]).toEqual([what, absentAnswer.body]);
    }

    expect((await mallory.emptyTrash()).body).toEqual({ deleted: 0 });
    expect(await snapshot(alice)).toEqual(before);
    expect((await mallory.listNotes()).body.notes.map((note) => note.title)).toEqual(["Mallory's note"]);
    expect((await mallory.listTags()).body.tags).toEqual([]);
    expect((await mallory.progress()).body).toEqual({ completed: 0, total: 0, percentage: 0 });
  });
});
