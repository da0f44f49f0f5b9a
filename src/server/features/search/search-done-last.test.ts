import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResults } from "../../../shared/schemas/search.ts";
import { type AccountsServer, startAccountsServer, twoUsers } from "../../test-support/accounts-server.ts";
import type { OrganiserApi } from "../../test-support/api-client.ts";

let harness: AccountsServer;
let alice: OrganiserApi;

beforeAll(async () => {
  harness = await startAccountsServer({ SEARCH_REQUESTS_PER_MINUTE: "100000" });
  [alice] = await twoUsers(harness);
});
afterAll(() => harness.close());

describe("search with done tasks (issue 25)", () => {
  it("lists an open task before a done one of the same words, the newer done one too", async () => {
    const open = (await alice.createNote({ category: "tasks", title: "Zaliať kvety" })).body;
    const done = (await alice.createNote({ category: "tasks", title: "Zaliať kvety" })).body;
    await alice.toggleNote(done.id);
    const answer = await alice.call<SearchResults>("GET", "/api/search?q=kvety");
    expect(answer.body.tasks.results.map((result) => [result.id, result.completed])).toEqual([
      [open.id, false],
      [done.id, true],
    ]);
  });

  it("puts a repeating task's open occurrence above the ticked one", async () => {
    const first = (
      await alice.createNote({ category: "tasks", title: "Vyniesť smeti", date: "2026-12-01", repeat: "FREQ=WEEKLY" })
    ).body;
    await alice.toggleNote(first.id);
    const answer = await alice.call<SearchResults>("GET", "/api/search?q=smeti");
    const results = answer.body.tasks.results;
    expect(results.map((result) => result.completed)).toEqual([false, true]);
    expect(results[1]?.id).toBe(first.id);
  });
});
