import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../test-support/api-client.ts";
import { seriesCounted } from "./task-progress.ts";

type Progress = { completed: number; total: number; percentage: number };

describe("seriesCounted", () => {
  const done = (id: string, date: string, next: string | null) => ({
    id,
    completed: true,
    date,
    next_occurrence_id: next,
  });
  const open = (id: string, date: string) => ({ id, completed: false, date, next_occurrence_id: null });

  it("counts a series once: the ticked occurrence while the next is not due, else the next one", () => {
    const chain = [done("a", "2026-12-01", "b"), done("b", "2026-12-08", "c"), open("c", "2026-12-15T18:00:00+01:00")];
    expect(seriesCounted(chain, "2026-12-08").map((task) => task.id)).toEqual(["b"]);
    expect(seriesCounted(chain, "2026-12-15").map((task) => task.id)).toEqual(["c"]);
  });

  it("counts an open occurrence no ticked one made, and a ticked one whose next is gone", () => {
    expect(seriesCounted([open("a", "2026-12-20")], "2026-12-08").map((task) => task.id)).toEqual(["a"]);
    expect(seriesCounted([done("a", "2026-12-01", "gone")], "2026-12-08").map((task) => task.id)).toEqual(["a"]);
  });
});

describe("GET /api/notes/progress with repeating tasks", () => {
  let harness: AccountsServer;
  let alice: OrganiserApi;
  beforeAll(async () => {
    harness = await startAccountsServer();
    alice = organiserApi(await signedInClient(harness.server.url, harness.mail));
  });
  afterAll(() => harness.close());

  const progress = (today: string) => alice.call<Progress>("GET", `/api/notes/progress?today=${today}`);

  it("counts a ticked weekly task as one task done today, and one to do when its next day comes", async () => {
    await alice.createNote({ category: "tasks", title: "Nakúpiť" });
    const weekly = await alice.createNote({
      category: "tasks",
      title: "Smeti",
      date: "2026-12-01T18:00:00+01:00",
      repeat: "FREQ=WEEKLY;BYDAY=TU",
      timeZone: "Europe/Bratislava",
    });
    expect((await progress("2026-12-01")).body).toEqual({ completed: 0, total: 2, percentage: 0 });
    await alice.toggleNote(weekly.body.id);
    expect((await progress("2026-12-01")).body).toEqual({ completed: 1, total: 2, percentage: 50 });
    expect((await progress("2026-12-08")).body).toEqual({ completed: 0, total: 2, percentage: 0 });
  });

  it("refuses a day that is not one", async () => {
    const answer = await alice.call<{ error: { code: string } }>("GET", "/api/notes/progress?today=tomorrow");
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe("validation_failed");
  });
});
