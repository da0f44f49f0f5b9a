import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountsServer, startAccountsServer, twoUsers } from "../../test-support/accounts-server.ts";
import type { OrganiserApi } from "../../test-support/api-client.ts";
import { MISSING_ID } from "../../test-support/missing-id.ts";
import { withDatabase } from "../../test-support/with-database.ts";
import { DELETED_ITEM_KEPT_MS } from "./shopping-items.service.ts";

let harness: AccountsServer;
let alice: OrganiserApi;
let mallory: OrganiserApi;

beforeAll(async () => {
  harness = await startAccountsServer();
  [alice, mallory] = await twoUsers(harness);
});
afterAll(() => harness.close());

async function listWith(names: string[]) {
  const list = (
    await alice.createNote({
      title: "Market",
      category: "shopping",
      items: names.map((name) => ({ name, category: "produce" })),
    })
  ).body;
  return { id: list.id, items: list.items };
}

const itemsOf = async (noteId: string) =>
  (await alice.getNote(noteId)).body.items.map(({ id, name, category, completed }) => ({
    id,
    name,
    category,
    completed,
  }));

describe("deleting an item and bringing it back", () => {
  it("restores the item with its id: in its place, category and bought state", async () => {
    const list = await listWith(["Apples", "Pears", "Plums"]);
    const pears = list.items[1];
    if (!pears) throw new Error("no pears");
    expect((await alice.toggleItem(list.id, pears.id)).body.completed).toBe(true);
    const before = await itemsOf(list.id);

    expect((await alice.deleteItem(list.id, pears.id)).status).toBe(204);
    expect((await itemsOf(list.id)).map((item) => item.name)).toEqual(["Apples", "Plums"]);
    // A deleted item can be neither changed nor deleted again.
    expect((await alice.toggleItem(list.id, pears.id)).status).toBe(404);
    expect((await alice.updateItem(list.id, pears.id, { name: "Quinces" })).status).toBe(404);
    expect((await alice.deleteItem(list.id, pears.id)).status).toBe(404);
    // Another user's attempt is answered as if there were nothing.
    expect((await mallory.restoreItem(list.id, pears.id)).status).toBe(404);

    const restored = await alice.restoreItem(list.id, pears.id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: pears.id, name: "Pears", category: "produce", completed: true });
    expect(await itemsOf(list.id)).toEqual(before);
    // Once back it is an ordinary item again: a second restore finds nothing to bring back.
    expect((await alice.restoreItem(list.id, pears.id)).status).toBe(404);
  });

  it("refuses items that are not deleted; in a list in the trash, brings them back for the list's restore", async () => {
    const list = await listWith(["Bread"]);
    const bread = list.items[0];
    if (!bread) throw new Error("no bread");
    expect((await alice.restoreItem(list.id, bread.id)).status).toBe(404);
    expect((await alice.restoreItem(list.id, MISSING_ID)).status).toBe(404);
    expect((await alice.restoreItem(list.id, "-1")).status).toBe(400);

    expect((await alice.deleteItem(list.id, bread.id)).status).toBe(204);
    expect((await alice.trashNote(list.id)).status).toBe(204);
    // Commands on a trashed list's items apply to it (conflicts.test.ts): the Undo is not lost.
    expect((await alice.restoreItem(list.id, bread.id)).status).toBe(200);
    expect((await alice.restore(list.id)).body.items.map((item) => item.name)).toEqual(["Bread"]);
  });

  it("removes items deleted long ago for good when the list next loses an item", async () => {
    const list = await listWith(["Salt", "Pepper"]);
    const [salt, pepper] = list.items;
    if (!salt || !pepper) throw new Error("no spices");
    await alice.deleteItem(list.id, salt.id);
    await withDatabase(harness.server.config, async (db) => {
      const longAgo = new Date(Date.now() - DELETED_ITEM_KEPT_MS - 60_000).toISOString();
      await db.updateTable("shopping_items").set({ deleted_at: longAgo }).where("id", "=", salt.id).execute();
      await alice.deleteItem(list.id, pepper.id);
      const rows = await db
        .selectFrom("shopping_items")
        .select("id")
        .where("note_id", "=", list.id)
        .orderBy("id")
        .execute();
      expect(rows.map((row) => row.id)).toEqual([pepper.id]);
    });
    expect((await alice.restoreItem(list.id, salt.id)).status).toBe(404);
    expect((await alice.restoreItem(list.id, pepper.id)).status).toBe(200);
  });
});
