import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RememberedItems } from "../../../shared/schemas/note.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { exportOf, importJson } from "../../test-support/data-transfer.ts";
import { type Person, share, signedInPerson } from "../../test-support/sharing-people.ts";

// A shopping list that remembers (issue 25): categories by name per person, quantities, who added.
let harness: AccountsServer;
let jana: Person;
let peter: Person;

beforeAll(async () => {
  harness = await startAccountsServer();
  jana = await signedInPerson(harness, { firstName: "Jana" });
  peter = await signedInPerson(harness, { firstName: "Peter" });
});
afterAll(() => harness.close());

const remembered = (person: Person) => person.api.call<RememberedItems>("GET", "/api/shopping/remembered-items");

async function newList(person: Person, title: string): Promise<string> {
  const created = await person.api.createNote({ title, category: "shopping" });
  expect(created.status).toBe(201);
  return created.body.id;
}

describe("a shopping list that remembers", () => {
  it("puts an item under the category its name last had, diacritic- and case-blind", async () => {
    const first = await newList(jana, "Týždeň 1");
    const milk = await jana.api.addItem(first, { name: "Mlieko", category: "dairy" });
    expect(milk.body).toMatchObject({ category: "dairy", quantity: null, addedBy: jana.id });

    const second = await newList(jana, "Týždeň 2");
    expect((await jana.api.addItem(second, { name: "mlieko " })).body.category).toBe("dairy");
    expect((await jana.api.addItem(second, { name: "MLIEKO" })).body.category).toBe("dairy");
    // A category chosen now wins, and is what is remembered from then on.
    const moved = await jana.api.addItem(second, { name: "Šošovica", category: "pantry" });
    await jana.api.updateItem(second, moved.body.id, { category: "Strukoviny" });
    expect((await jana.api.addItem(first, { name: "sosovica" })).body.category).toBe("Strukoviny");
    // Nothing remembered: "Other".
    expect((await jana.api.addItem(first, { name: "Chlieb" })).body.category).toBeNull();

    const names = (await remembered(jana)).body.items;
    expect(names).toContainEqual({ name: "sosovica", category: "Strukoviny" });
    expect(names.filter((item) => item.name.toLowerCase() === "mlieko")).toHaveLength(1);
    // Another person's memory is their own.
    expect((await remembered(peter)).body.items).toEqual([]);
    const peters = await newList(peter, "Peter");
    expect((await peter.api.addItem(peters, { name: "Mlieko" })).body.category).toBeNull();
  });

  it("keeps a quantity apart from the name, validates it, and changes it alone", async () => {
    const list = await newList(jana, "Množstvá");
    const eggs = await jana.api.addItem(list, { name: "Vajcia", quantity: " 10× " });
    expect(eggs.body).toMatchObject({ name: "Vajcia", quantity: "10×" });
    expect((await jana.api.addItem(list, { name: "Múka", quantity: "x".repeat(41) })).status).toBe(400);
    expect((await jana.api.addItem(list, { name: "Múka", quantity: "  " })).body.quantity).toBeNull();
    const changed = await jana.api.updateItem(list, eggs.body.id, { quantity: "20×" });
    expect(changed.body).toMatchObject({ name: "Vajcia", quantity: "20×" });
    expect((await jana.api.getNote(list)).body.items.find((item) => item.id === eggs.body.id)?.quantity).toBe("20×");
    expect((await peter.api.updateItem(list, eggs.body.id, { quantity: "1×" })).status).toBe(404);
  });

  it("on a shared list, records who added an item and remembers it for that member", async () => {
    const list = await newList(jana, "Spoločný");
    await share(harness, jana, list, peter);
    const added = await peter.api.addItem(list, { name: "Káva", category: "Nápoje", quantity: "2×" });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ addedBy: peter.id, category: "Nápoje" });
    const seenByJana = (await jana.api.getNote(list)).body;
    expect(seenByJana.items.find((item) => item.name === "Káva")).toMatchObject({ addedBy: peter.id, quantity: "2×" });
    expect(seenByJana.sharing?.people.map((person) => person.id)).toContain(peter.id);
    // Peter's memory, not Jana's.
    expect((await remembered(peter)).body.items).toContainEqual({ name: "Káva", category: "Nápoje" });
    expect((await remembered(jana)).body.items.map((item) => item.name)).not.toContain("Káva");
  });

  it("carries quantities and remembered categories through export and import", async () => {
    const list = await newList(jana, "Export");
    await jana.api.addItem(list, { name: "Jogurt", category: "dairy", quantity: "4×" });
    const { file } = await exportOf(jana.client);
    const exported = file.notes.find((note) => note.id === list);
    expect(exported?.items).toEqual([expect.objectContaining({ name: "Jogurt", quantity: "4×", category: "dairy" })]);
    expect(file.rememberedItems?.[0]).toEqual({ name: "Jogurt", category: "dairy" });

    const newcomer = await signedInPerson(harness, { firstName: "Eva" });
    expect((await importJson(newcomer.client, file)).status).toBe(200);
    const again = (await exportOf(newcomer.client)).file;
    expect(again.notes.find((note) => note.title === "Export")?.items).toEqual([
      expect.objectContaining({ name: "Jogurt", quantity: "4×", category: "dairy" }),
    ]);
    expect(again.rememberedItems).toEqual(file.rememberedItems);
    // The memory works for the importer: Mlieko goes under Dairy on their own new list.
    const own = await newList(newcomer, "Eva");
    expect((await newcomer.api.addItem(own, { name: "mlieko" })).body.category).toBe("dairy");
    // A file from before these fields still imports.
    const older = structuredClone(file) as Record<string, unknown> & typeof file;
    delete older.rememberedItems;
    for (const note of older.notes) for (const item of note.items) delete item.quantity;
    const fresh = await signedInPerson(harness);
    expect((await importJson(fresh.client, older)).status).toBe(200);
  });
});
