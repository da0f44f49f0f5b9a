import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Note } from "../../../shared/schemas/note.ts";
import type { SearchResult, SearchResults } from "../../../shared/schemas/search.ts";
import { type AccountsServer, startAccountsServer, twoUsers } from "../../test-support/accounts-server.ts";
import type { OrganiserApi } from "../../test-support/api-client.ts";

/**
 * Search through the real server and database (SQLite, or PostgreSQL with DATABASE_URL): what is
 * found, how the index follows every kind of write, and what is never found or never fails.
 */
let harness: AccountsServer;
let alice: OrganiserApi;
let bob: OrganiserApi;

beforeAll(async () => {
  // Far more searches a minute than a person makes: the limit has its own test (reliability/search-limits.test.ts).
  harness = await startAccountsServer({ SEARCH_REQUESTS_PER_MINUTE: "100000" });
  [alice, bob] = await twoUsers(harness);
});
afterAll(() => harness.close());

const search = async (api: OrganiserApi, q: string, trash?: string) => {
  const query = new URLSearchParams({ q, ...(trash === undefined ? {} : { trash }) });
  return api.call<SearchResults>("GET", `/api/search?${query}`);
};

/** Every result of a search, whatever its kind. */
const found = async (api: OrganiserApi, q: string, trash?: string): Promise<SearchResult[]> => {
  const answer = await search(api, q, trash);
  expect(answer.status).toBe(200);
  return [...answer.body.tasks.results, ...answer.body.lists.results, ...answer.body.notes.results];
};
const foundIds = async (api: OrganiserApi, q: string, trash?: string) =>
  (await found(api, q, trash)).map((result) => result.id);

const create = async (api: OrganiserApi, json: Record<string, unknown>): Promise<Note> => {
  const answer = await api.createNote(json);
  expect(answer.status).toBe(201);
  return answer.body;
};

describe("finding", () => {
  let chocolate: Note;
  let tasks: Note;
  beforeAll(async () => {
    chocolate = await create(alice, { category: "notes", title: "Čokoláda na tortu", content: "Horká, 70 %" });
    tasks = await create(alice, { category: "tasks", title: "Úlohy na víkend", content: "Umyť okná a vysávať" });
  });

  it("ignores diacritics and case: cokolada finds Čokoláda, ulohy finds Úlohy", async () => {
    expect(await foundIds(alice, "cokolada")).toEqual([chocolate.id]);
    expect(await foundIds(alice, "ulohy")).toEqual([tasks.id]);
    expect(await foundIds(alice, "ÚLOHY")).toEqual([tasks.id]);
    expect(await foundIds(alice, "ČOKOLÁDA")).toEqual([chocolate.id]);
    expect(await foundIds(alice, "CokoLADA")).toEqual([chocolate.id]);
  });

  it("takes the last word as the start of a word, the others whole, all of them needed", async () => {
    expect(await foundIds(alice, "coko")).toEqual([chocolate.id]);
    expect(await foundIds(alice, "co")).toEqual([chocolate.id]);
    expect(await foundIds(alice, "ulohy vik")).toEqual([tasks.id]);
    expect(await foundIds(alice, "ulo vikend")).toEqual([]); // "ulo" is not a whole word
    expect(await foundIds(alice, "ulohy cokolada")).toEqual([]);
    expect(await foundIds(alice, "okna vysav")).toEqual([tasks.id]); // content
    expect(await foundIds(alice, "kola")).toEqual([]); // inside a word, not its start
  });

  it("answers by kind with a snippet of where it matched", async () => {
    const answer = await search(alice, "vysavat");
    expect(answer.body.tasks.results).toEqual([
      {
        id: tasks.id,
        category: "tasks",
        title: "Úlohy na víkend",
        snippet: { field: "content", text: "Umyť okná a vysávať" },
        completed: false,
        isDeleted: false,
        isArchived: false,
      },
    ]);
    expect(answer.body.lists).toEqual({ results: [], hasMore: false });
    expect(answer.body.notes).toEqual({ results: [], hasMore: false });
  });

  it("ranks a title match above a content match", async () => {
    const inTitle = await create(alice, { category: "notes", title: "Rozpočet domácnosti", content: "" });
    const inContent = await create(alice, { category: "notes", title: "Poznámka", content: "Rozpočet niekedy" });
    expect(await foundIds(alice, "rozpocet")).toEqual([inTitle.id, inContent.id]);
  });

  it("limits each kind to 20 and says there are more", async () => {
    for (let n = 0; n < 22; n += 1) await create(alice, { category: "tasks", title: `Zalievať kvety ${n}` });
    const answer = await search(alice, "zalievat");
    expect(answer.body.tasks.results).toHaveLength(20);
    expect(answer.body.tasks.hasMore).toBe(true);
  });
});

describe("shopping items", () => {
  let list: Note;
  beforeAll(async () => {
    list = await create(alice, {
      category: "shopping",
      title: "Nákup na sobotu",
      items: [{ name: "Mlieko polotučné" }, { name: "Šošovica" }],
    });
  });

  it("finds a list by an item's name, with the item as its snippet", async () => {
    const answer = await search(alice, "sosovica");
    expect(answer.body.lists.results).toMatchObject([
      { id: list.id, category: "shopping", snippet: { field: "item", text: "Šošovica" } },
    ]);
  });

  it("follows items added, renamed, deleted and restored", async () => {
    const added = await alice.addItem(list.id, { name: "Bryndza" });
    expect(added.status).toBe(201);
    expect(await foundIds(alice, "bryndza")).toEqual([list.id]);
    expect((await alice.updateItem(list.id, added.body.id, { name: "Parenica" })).status).toBe(200);
    expect(await foundIds(alice, "bryndza")).toEqual([]);
    expect(await foundIds(alice, "parenica")).toEqual([list.id]);
    expect((await alice.deleteItem(list.id, added.body.id)).status).toBe(204);
    expect(await foundIds(alice, "parenica")).toEqual([]);
    expect((await alice.restoreItem(list.id, added.body.id)).status).toBe(200);
    expect(await foundIds(alice, "parenica")).toEqual([list.id]);
  });
});

describe("tags", () => {
  it("finds a note by its tag's name, and follows tagging, renames and deletion", async () => {
    const tag = await alice.createTag({ name: "Záhrada", color: "#22c55e" });
    expect(tag.status).toBe(201);
    const note = await create(alice, { category: "notes", title: "Paradajky", tags: [tag.body.id] });
    const untagged = await create(alice, { category: "tasks", title: "Pokosiť" });
    expect(await found(alice, "zahrada")).toMatchObject([{ id: note.id, snippet: { field: "tag", text: "Záhrada" } }]);

    expect((await alice.updateNote(untagged.id, { tags: [tag.body.id] })).status).toBe(200);
    expect((await foundIds(alice, "zahrada")).sort()).toEqual([note.id, untagged.id].sort());
    expect((await alice.updateNote(untagged.id, { tags: [] })).status).toBe(200);
    expect(await foundIds(alice, "zahrada")).toEqual([note.id]);

    expect((await alice.updateTag(tag.body.id, { name: "Sad" })).status).toBe(200);
    expect(await foundIds(alice, "zahrada")).toEqual([]);
    expect(await foundIds(alice, "sad")).toEqual([note.id]);

    expect((await alice.deleteTag(tag.body.id)).status).toBe(204);
    expect(await foundIds(alice, "sad")).toEqual([]);
    expect(await foundIds(alice, "paradajky")).toEqual([note.id]);
  });
});

describe("the index follows the note", () => {
  it("through edit, trash, restore and permanent delete; the trash only when asked", async () => {
    const note = await create(alice, { category: "notes", title: "Recept na guláš", content: "cibuľa, paprika" });
    expect(await foundIds(alice, "gulas")).toEqual([note.id]);

    expect((await alice.updateNote(note.id, { title: "Recept na kapustnicu", content: "kyslá kapusta" })).status).toBe(
      200,
    );
    expect(await foundIds(alice, "gulas")).toEqual([]);
    expect(await foundIds(alice, "cibula")).toEqual([]);
    expect(await foundIds(alice, "kapustnicu")).toEqual([note.id]);
    expect(await foundIds(alice, "kysla kap")).toEqual([note.id]);

    expect((await alice.trashNote(note.id)).status).toBe(204);
    expect(await foundIds(alice, "kapustnicu")).toEqual([]);
    expect(await foundIds(alice, "kapustnicu", "0")).toEqual([]);
    expect(await found(alice, "kapustnicu", "1")).toMatchObject([{ id: note.id, isDeleted: true }]);

    expect((await alice.restore(note.id)).status).toBe(200);
    expect(await found(alice, "kapustnicu")).toMatchObject([{ id: note.id, isDeleted: false }]);

    expect((await alice.trashNote(note.id)).status).toBe(204);
    expect((await alice.deletePermanently(note.id)).status).toBe(204);
    expect(await foundIds(alice, "kapustnicu", "1")).toEqual([]);
  });
});

describe("what is never found and never fails", () => {
  it("never finds another user's notes", async () => {
    const secret = await create(bob, { category: "notes", title: "Bobova tajná čokoláda", content: "heslo" });
    expect(await foundIds(alice, "tajna")).toEqual([]);
    expect(await foundIds(alice, "heslo", "1")).toEqual([]);
    expect(await foundIds(bob, "tajna")).toEqual([secret.id]);
    expect(await foundIds(bob, "ulohy")).toEqual([]);
  });

  it("answers query syntax of either database as plain words", async () => {
    const hostile = [
      '"a* OR (',
      "a* OR (",
      "NEAR(a b)",
      "title:cokolada",
      "'; drop table notes; --",
      "!&|:*()<->",
      "\\",
      '"',
      "^coko",
      "coko*",
      "-coko",
      "a'b",
      "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🚀",
      "ق",
      "x".repeat(200),
    ];
    for (const q of hostile) {
      const answer = await search(alice, q);
      expect(answer.status, q).toBe(200);
      expect(Object.keys(answer.body).sort(), q).toEqual(["lists", "notes", "tasks"]);
    }
    expect(await foundIds(alice, "coko*")).toHaveLength(1);
    expect(await foundIds(alice, "title:cokolada")).toEqual([]); // "title" is a word here, not a column
  });

  it("refuses an empty or too long query with its message key", async () => {
    for (const q of ["", "   "]) {
      const answer = await search(alice, q);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        error: { code: "validation_failed", details: [{ field: "q", message: "validation.searchQueryEmpty" }] },
      });
    }
    const missing = await alice.call("GET", "/api/search");
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error: { details: [{ field: "q", message: "validation.searchQueryEmpty" }] },
    });
    const long = await search(alice, "x".repeat(201));
    expect(long.body).toMatchObject({
      error: { code: "validation_failed", details: [{ field: "q", message: "validation.searchQueryTooLong" }] },
    });
    expect((await search(alice, "coko", "maybe")).status).toBe(400);
  });

  it("needs a session", async () => {
    const response = await fetch(`${harness.server.url}/api/search?q=coko`);
    expect(response.status).toBe(401);
  });
});
