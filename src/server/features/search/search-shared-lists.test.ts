import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResults } from "../../../shared/schemas/search.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type Person, share, signedInPerson } from "../../test-support/sharing-people.ts";

/** A member of a shared list finds it (and its items) by search, and nothing else of the owner's. */
let harness: AccountsServer;
let owner: Person;
let member: Person;

beforeAll(async () => {
  harness = await startAccountsServer();
  owner = await signedInPerson(harness, { firstName: "Oľga" });
  member = await signedInPerson(harness, { firstName: "Marek" });
});
afterAll(() => harness.close());

const listIds = async (person: Person, q: string, trash = "0") => {
  const answer = await person.api.call<SearchResults>("GET", `/api/search?q=${encodeURIComponent(q)}&trash=${trash}`);
  expect(answer.status).toBe(200);
  return [...answer.body.tasks.results, ...answer.body.lists.results, ...answer.body.notes.results].map(
    (result) => result.id,
  );
};

describe("search and shared lists", () => {
  it("finds a list shared with the member while it is shared and not trashed, never the owner's other notes", async () => {
    const list = (
      await owner.api.createNote({ title: "Spoločný nákup", category: "shopping", items: [{ name: "Jahody" }] })
    ).body;
    const other = (await owner.api.createNote({ title: "Nákup darčekov", category: "shopping" })).body;
    await owner.api.createNote({ title: "Nákupné tajomstvo", category: "notes" });
    expect(await listIds(member, "nakup")).toEqual([]);

    await share(harness, owner, list.id, member);
    expect(await listIds(member, "nakup")).toEqual([list.id]);
    expect(await listIds(member, "jahody")).toEqual([list.id]);
    expect(await listIds(owner, "nakup")).toHaveLength(3);
    expect(await listIds(owner, "nakup")).toContain(other.id);

    // An item the member adds is found by both.
    expect((await member.api.addItem(list.id, { name: "Šľahačka" })).status).toBe(201);
    expect(await listIds(owner, "slahacka")).toEqual([list.id]);
    expect(await listIds(member, "slahacka")).toEqual([list.id]);

    expect((await owner.api.trashNote(list.id)).status).toBe(204);
    expect(await listIds(member, "jahody", "1")).toEqual([]);
    expect((await owner.api.restore(list.id)).status).toBe(200);
    expect(await listIds(member, "jahody")).toEqual([list.id]);

    expect((await owner.sharing.remove(list.id, member.id)).status).toBe(204);
    expect(await listIds(member, "jahody")).toEqual([]);
  });
});
