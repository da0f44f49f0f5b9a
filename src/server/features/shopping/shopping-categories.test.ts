import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountsServer, startAccountsServer, twoUsers } from "../../test-support/accounts-server.ts";
import type { OrganiserApi } from "../../test-support/api-client.ts";

let harness: AccountsServer;
let alice: OrganiserApi;
let mallory: OrganiserApi;

beforeAll(async () => {
  harness = await startAccountsServer();
  [alice, mallory] = await twoUsers(harness);
});
afterAll(() => harness.close());

describe("shopping categories", () => {
  it("stores an item's category (built-in key or the user's own), moves it, and treats blank as Other", async () => {
    const list = (
      await alice.createNote({
        title: "Market",
        category: "shopping",
        items: [{ name: "Apples", category: "produce" }, { name: "Soap" }],
      })
    ).body;
    expect(list.items.map((item) => [item.name, item.category])).toEqual([
      ["Apples", "produce"],
      ["Soap", null],
    ]);

    const cheese = await alice.addItem(list.id, { name: "Bryndza", category: "  Syráreň  " });
    expect(cheese.body).toMatchObject({ name: "Bryndza", category: "Syráreň" });
    const soap = list.items[1];
    if (!soap) throw new Error("no soap");
    expect((await alice.updateItem(list.id, soap.id, { category: "household" })).body.category).toBe("household");
    expect((await alice.updateItem(list.id, soap.id, { category: "   " })).body.category).toBeNull();
    expect((await alice.updateItem(list.id, soap.id, { name: "Hand soap" })).body).toMatchObject({
      name: "Hand soap",
      category: null,
    });
    expect((await alice.updateItem(list.id, soap.id, {})).status).toBe(400);
    expect((await alice.updateItem(list.id, soap.id, { category: "x".repeat(41) })).status).toBe(400);

    expect((await mallory.updateItem(list.id, soap.id, { category: "stolen" })).status).toBe(404);
    expect((await alice.getNote(list.id)).body.items.find((item) => item.id === soap.id)?.category).toBeNull();
  });

  it("keeps each user's own category order and replaces it as a whole", async () => {
    expect((await alice.categoryOrder()).body).toEqual({ order: [] });
    expect((await alice.setCategoryOrder(["bakery", "produce", "Syráreň"])).body).toEqual({
      order: ["bakery", "produce", "Syráreň"],
    });
    expect((await alice.setCategoryOrder(["produce", "bakery"])).status).toBe(200);
    expect((await alice.categoryOrder()).body).toEqual({ order: ["produce", "bakery"] });
    expect((await alice.setCategoryOrder(["dairy", "dairy"])).status).toBe(400);
    expect((await mallory.categoryOrder()).body).toEqual({ order: [] });
  });
});
