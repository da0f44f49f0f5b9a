import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataExport } from "../../../../shared/schemas/data-export.ts";
import { signedInClient } from "../../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../../test-support/accounts-server.ts";
import { organiserApi } from "../../../test-support/api-client.ts";
import {
  exportOf,
  importForm,
  importJson,
  seedAllKinds,
  withoutAccountFields,
} from "../../../test-support/data-transfer.ts";
import { readDataVersionEtag } from "../../../test-support/data-version-etag.ts";
import type { TestClient } from "../../../test-support/test-client.ts";

// Two servers, each on its own database: the round trip lands on a fresh one.
let origin: AccountsServer;
let fresh: AccountsServer;
let owner: TestClient;
let exported: DataExport;

beforeAll(async () => {
  origin = await startAccountsServer();
  fresh = await startAccountsServer();
  owner = await signedInClient(origin.server.url, origin.mail);
  await seedAllKinds(organiserApi(owner));
  const first = await exportOf(owner);
  exported = first.file;
  expect(first.headers.get("content-disposition")).toMatch(
    /^attachment; filename="poriadok-export-\d{4}-\d{2}-\d{2}\.json"$/,
  );
});
afterAll(async () => {
  await origin.close();
  await fresh.close();
});

/** The file's rows named by what a person sees, not by ids: for accounts whose ids differ. */
function byContent(file: DataExport) {
  const tagName = new Map(file.tags.map((tag) => [tag.id, tag.name]));
  return {
    tags: file.tags.map(({ id: _id, ...tag }) => tag),
    notes: file.notes.map(({ id: _id, tags, items, ...note }) => ({
      ...note,
      tags: tags.map((id) => tagName.get(id)).sort(),
      items: items.map(({ id: _id, ...item }) => item),
    })),
    plannerHours: file.plannerHours,
    shoppingCategoryOrder: file.shoppingCategoryOrder,
  };
}

describe("export and import", () => {
  it("exports every kind of data, leaving a deleted item out", () => {
    expect(exported).toMatchObject({ format: "poriadok-export", version: 2, profile: { firstName: "Jana" } });
    expect(exported.tags.map((tag) => tag.name).sort()).toEqual(["Unused", "Zábava 🎉", "Škola"].sort());
    expect(exported.notes).toHaveLength(6);
    const list = exported.notes.find((note) => note.title === "Nákup 🛒");
    expect(list?.items.map((item) => [item.name, item.completed, item.category])).toEqual([
      ["Čučoriedky", true, "produce"],
      ["Žemľa 🥐", true, "bakery"],
      ["Mydlo", false, "Drogéria"],
    ]);
    const concert = exported.notes.find((note) => note.title === "Koncert 🎸");
    expect(concert).toMatchObject({ date: "2026-12-05T19:30:00+01:00", completed: true, trashedAt: null });
    expect(concert?.completedAt).toEqual(expect.any(String));
    expect(concert?.tags).toHaveLength(2);
    expect(exported.notes.filter((note) => note.trashedAt !== null).map((note) => note.title)).toEqual([
      "Stará poznámka",
      "Starý zoznam",
    ]);
    expect(exported.plannerHours).toEqual([
      { date: "2026-12-01", plannedHours: 7.5 },
      { date: "2026-12-02", plannedHours: 0.5 },
    ]);
    expect(exported.shoppingCategoryOrder).toEqual(["bakery", "Drogéria", "produce"]);
  });

  it("round-trips into a fresh account on a fresh database, and a second import changes nothing", async () => {
    const newcomer = await signedInClient(fresh.server.url, fresh.mail);
    const imported = await importJson(newcomer, exported);
    expect(imported).toEqual({
      status: 200,
      body: { tasks: 2, notes: 2, lists: 2, tags: 3, plannerDays: 2, alreadyThere: 0, skipped: [] },
    });
    const second = await exportOf(newcomer);
    expect(withoutAccountFields(second.file)).toEqual(withoutAccountFields(exported));

    const version = await readDataVersionEtag(newcomer);
    // The same file again, this time as the web app sends it (multipart, source=poriadok).
    const again = await importForm(newcomer, "poriadok", JSON.stringify(exported));
    expect(again).toEqual({
      status: 200,
      body: { tasks: 0, notes: 0, lists: 0, tags: 0, plannerDays: 0, alreadyThere: 3 + 6 + 2, skipped: [] },
    });
    expect(await readDataVersionEtag(newcomer)).toBe(version);
    expect(withoutAccountFields((await exportOf(newcomer)).file)).toEqual(withoutAccountFields(second.file));
  });

  it("imports into a second account beside the first under derived ids, links intact, once only", async () => {
    const before = withoutAccountFields((await exportOf(owner)).file);
    const neighbour = await signedInClient(origin.server.url, origin.mail);
    const imported = await importJson(neighbour, exported);
    expect(imported.body).toEqual({
      tasks: 2,
      notes: 2,
      lists: 2,
      tags: 3,
      plannerDays: 2,
      alreadyThere: 0,
      skipped: [],
    });

    const theirs = (await exportOf(neighbour)).file;
    expect(byContent(theirs)).toEqual(byContent(exported));
    const originalIds = new Set([
      ...exported.tags.map((tag) => tag.id),
      ...exported.notes.flatMap((note) => [note.id, ...note.items.map((item) => item.id)]),
    ]);
    const newIds = [
      ...theirs.tags.map((tag) => tag.id),
      ...theirs.notes.flatMap((note) => [note.id, ...note.items.map((item) => item.id)]),
    ];
    expect(newIds.filter((id) => originalIds.has(id))).toEqual([]);
    // Still UUIDv7s with the original's time: the notes keep their order.
    expect(newIds.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id))).toBe(
      true,
    );
    expect(theirs.notes.map((note) => note.title)).toEqual(exported.notes.map((note) => note.title));

    const version = await readDataVersionEtag(neighbour);
    const again = await importJson(neighbour, exported);
    expect(again.body).toMatchObject({ tasks: 0, notes: 0, lists: 0, tags: 0, plannerDays: 0, alreadyThere: 11 });
    expect(await readDataVersionEtag(neighbour)).toBe(version);
    expect((await exportOf(neighbour)).file.notes).toHaveLength(6);
    expect(withoutAccountFields((await exportOf(owner)).file)).toEqual(before);
  });

  it("reuses a tag of the same name, keeps planned days and merges the category order", async () => {
    const mixer = await signedInClient(fresh.server.url, fresh.mail);
    const api = organiserApi(mixer);
    const own = (await api.createTag({ name: "ŠKOLA", color: "#3b82f6" })).body;
    await api.saveHours("2026-12-01", 3);
    await api.setCategoryOrder(["dairy", "produce"]);
    const imported = await importJson(mixer, exported);
    expect(imported.body).toMatchObject({ tags: 2, plannerDays: 1, alreadyThere: 2 });
    const file = (await exportOf(mixer)).file;
    expect(file.tags.filter((tag) => tag.name.toLowerCase() === "škola")).toEqual([
      expect.objectContaining({ id: own.id }),
    ]);
    const task = file.notes.find((note) => note.title === "Úloha z matiky");
    expect(task?.tags).toEqual([own.id]);
    expect(file.plannerHours).toContainEqual({ date: "2026-12-01", plannedHours: 3 });
    expect(file.shoppingCategoryOrder).toEqual(["dairy", "produce", "bakery", "Drogéria"]);
  });
});
