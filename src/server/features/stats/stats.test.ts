import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountsServer, startAccountsServer, twoUsers } from "../../test-support/accounts-server.ts";
import type { OrganiserApi } from "../../test-support/api-client.ts";

let harness: AccountsServer;
let alice: OrganiserApi;
let bob: OrganiserApi;

beforeAll(async () => {
  harness = await startAccountsServer();
  [alice, bob] = await twoUsers(harness);
});
afterAll(() => harness.close());

describe("statistics", () => {
  it("counts only the signed-in user's active notes, with completions of today", async () => {
    const done = (await alice.createNote({ title: "Done", category: "tasks" })).body;
    await alice.createNote({ title: "Open", category: "tasks" });
    await alice.createNote({ title: "Groceries", category: "shopping", items: [{ name: "Milk" }] });
    const trashed = (await alice.createNote({ title: "Gone", category: "notes" })).body;
    await alice.trashNote(trashed.id);
    await alice.toggleNote(done.id);
    for (let n = 0; n < 5; n += 1) await bob.createNote({ title: `Bob ${n}`, category: "tasks" });

    const stats = await alice.stats();
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      totalNotes: 3,
      totalTasks: 2,
      completedTasks: 1,
      totalShoppingLists: 1,
      totalProgress: 50,
      todayCreated: 3,
      thisWeekCreated: 3,
      thisMonthCreated: 3,
      thisMonth: { created: 3, completedTasks: 1, progress: 50 },
    });
    expect(stats.body.createdPerDay.at(-1)?.count).toBe(3);
    expect(stats.body.completedPerWeek.at(-1)?.count).toBe(1);

    await alice.toggleNote(done.id);
    expect((await alice.stats()).body).toMatchObject({ completedTasks: 0, thisMonth: { completedTasks: 0 } });
    expect((await bob.stats()).body).toMatchObject({ totalNotes: 5, totalTasks: 5, completedTasks: 0 });
  });

  it("starts the week on Sunday by default (spec §9) and on Monday when asked (a Slovak reader)", async () => {
    const dayOf = (day: string | undefined) => new Date(`${day}T12:00:00Z`).getUTCDay();
    const sunday = (await alice.stats()).body.completedPerWeek;
    expect(new Set(sunday.map((week) => dayOf(week.weekStart)))).toEqual(new Set([0]));
    const monday = await alice.stats("Europe/Bratislava", "monday");
    expect(monday.status).toBe(200);
    expect(new Set(monday.body.completedPerWeek.map((week) => dayOf(week.weekStart)))).toEqual(new Set([1]));
    const refused = await alice.stats("Europe/Bratislava", "friday");
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { details: [{ field: "weekStart" }] } });
  });

  it("refuses an unknown time zone", async () => {
    const response = await alice.stats("Mars/Olympus_Mons");
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: { details: [{ field: "timeZone", message: "validation.timeZone" }] },
    });
  });
});
