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

describe("the hours planner", () => {
  it("returns seven days from the week start, 0 where nothing is saved", async () => {
    const week = await alice.plannerWeek("2026-11-23");
    expect(week.status).toBe(200);
    expect(week.body.days.map((day) => day.date)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(week.body.days.every((day) => day.plannedHours === 0)).toBe(true);
  });

  it("upserts one row per user and date, and reads only the signed-in user's rows", async () => {
    expect((await alice.saveHours("2026-11-24", 7.5)).body).toEqual({ date: "2026-11-24", plannedHours: 7.5 });
    expect((await alice.saveHours("2026-11-24", 6)).status).toBe(200);
    expect((await alice.saveHours("2026-11-29", 24)).status).toBe(200);
    expect((await bob.saveHours("2026-11-24", 3.5)).status).toBe(200);

    const aliceWeek = (await alice.plannerWeek("2026-11-23")).body.days;
    expect(aliceWeek.find((day) => day.date === "2026-11-24")?.plannedHours).toBe(6);
    expect(aliceWeek.find((day) => day.date === "2026-11-29")?.plannedHours).toBe(24);
    expect((await alice.plannerWeek("2026-11-30")).body.days.every((day) => day.plannedHours === 0)).toBe(true);
    const bobWeek = (await bob.plannerWeek("2026-11-23")).body.days;
    expect(bobWeek.find((day) => day.date === "2026-11-24")?.plannedHours).toBe(3.5);
    expect(bobWeek.find((day) => day.date === "2026-11-29")?.plannedHours).toBe(0);
  });

  it.each([
    [24.5, "validation.hoursRange"],
    [-0.5, "validation.hoursRange"],
    [7.25, "validation.hoursStep"],
    ["8", "validation.hoursNumber"],
    [null, "validation.hoursNumber"],
  ])("refuses %j with 400 (%s) and saves nothing", async (hours, message) => {
    const response = await alice.saveHours("2026-11-25", hours);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: { code: "validation_failed", details: [{ field: "plannedHours", message }] },
    });
    expect(
      (await alice.plannerWeek("2026-11-23")).body.days.find((day) => day.date === "2026-11-25")?.plannedHours,
    ).toBe(0);
  });

  it("refuses dates that are not yyyy-MM-dd", async () => {
    expect((await alice.saveHours("25.11.2026", 3)).status).toBe(400);
    expect((await alice.plannerWeek("2026-13-01")).status).toBe(400);
  });
});
