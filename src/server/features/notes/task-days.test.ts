import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TaskDays } from "../../../shared/schemas/task-days.ts";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../test-support/api-client.ts";

let harness: AccountsServer;
let alice: OrganiserApi;
let bob: OrganiserApi;

beforeAll(async () => {
  harness = await startAccountsServer();
  alice = organiserApi(await signedInClient(harness.server.url, harness.mail));
  bob = organiserApi(await signedInClient(harness.server.url, harness.mail));
});
afterAll(() => harness.close());

const taskDays = (api: OrganiserApi, from: string, to: string) =>
  api.call<TaskDays>("GET", `/api/notes/task-days?from=${from}&to=${to}`);

describe("GET /api/notes/task-days", () => {
  it("counts the tasks on each day, done ones too, and a weekly task's coming occurrences", async () => {
    await alice.createNote({ category: "tasks", title: "Zubár", date: "2028-02-03T09:30:00+01:00" });
    const done = await alice.createNote({ category: "tasks", title: "Pošta", date: "2028-02-03" });
    await alice.toggleNote(done.body.id);
    await alice.createNote({ category: "notes", title: "Poznámka", content: "" });
    const weekly = await alice.createNote({
      category: "tasks",
      title: "Smeti",
      date: "2028-02-01T18:00:00+01:00",
      repeat: "FREQ=WEEKLY;BYDAY=TU",
      timeZone: "Europe/Bratislava",
    });

    const answer = await taskDays(alice, "2028-01-30", "2028-02-19");
    expect(answer.status).toBe(200);
    expect(answer.body.days).toEqual({ "2028-02-01": 1, "2028-02-03": 2, "2028-02-08": 1, "2028-02-15": 1 });
    expect(answer.body.coming).toEqual([
      { taskId: weekly.body.id, title: "Smeti", date: "2028-02-08T18:00:00+01:00" },
      { taskId: weekly.body.id, title: "Smeti", date: "2028-02-15T18:00:00+01:00" },
    ]);
  });

  it("moves the coming occurrences on when one is ticked: the done one counts on its day, once", async () => {
    // Someone new: the first test's weekly task would come on these days too.
    const carol = organiserApi(await signedInClient(harness.server.url, harness.mail));
    const weekly = await carol.createNote({
      category: "tasks",
      title: "Kvety",
      date: "2029-05-01",
      repeat: "FREQ=WEEKLY",
    });
    await carol.toggleNote(weekly.body.id);
    const answer = await taskDays(carol, "2029-05-01", "2029-05-16");
    expect(answer.body.days).toEqual({ "2029-05-01": 1, "2029-05-08": 1, "2029-05-15": 1 });
    expect(answer.body.coming.map((occurrence) => occurrence.date)).toEqual(["2029-05-15"]);
  });

  it("shows nobody else's tasks", async () => {
    const answer = await taskDays(bob, "2028-01-30", "2028-02-19");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ days: {}, coming: [] });
  });

  it("refuses a range that is not days, runs backwards or spans more than a calendar", async () => {
    for (const query of [
      "from=2028-02-01&to=x",
      "from=2028-02-10&to=2028-02-01",
      "from=2028-01-01&to=2028-03-31",
      "",
    ]) {
      const answer = await alice.call<{ error: { code: string } }>("GET", `/api/notes/task-days?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe("validation_failed");
    }
  });
});
