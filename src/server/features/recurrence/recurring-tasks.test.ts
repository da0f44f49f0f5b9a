import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "../../../shared/schemas/idempotency.ts";
import type { Note } from "../../../shared/schemas/note.ts";
import type { SyncAnswer } from "../../../shared/schemas/sync.ts";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../test-support/api-client.ts";
import type { TestClient } from "../../test-support/test-client.ts";

let harness: AccountsServer;
let client: TestClient;
let alice: OrganiserApi;
let bob: OrganiserApi;
let tagId: string;
type ErrorAnswer = { error: { code: string; details: { field: string; message: string }[] } };

beforeAll(async () => {
  harness = await startAccountsServer();
  client = await signedInClient(harness.server.url, harness.mail);
  alice = organiserApi(client);
  bob = organiserApi(await signedInClient(harness.server.url, harness.mail));
  tagId = (await alice.createTag({ name: "Domov", color: "#3b82f6" })).body.id;
});
afterAll(() => harness.close());

/** A weekly task on Monday and Thursday, 18:00 Bratislava, reminded an hour before, tagged. */
async function weeklyTask(title = "Vyniesť smeti") {
  const created = await alice.createNote({
    category: "tasks",
    title,
    content: "Aj papier",
    date: "2027-03-25T18:00:00+01:00",
    reminder: "2027-03-25T17:00:00+01:00",
    tags: [tagId],
    repeat: "FREQ=WEEKLY;BYDAY=MO,TH",
    timeZone: "Europe/Bratislava",
  });
  expect(created.status).toBe(201);
  expect(created.body.repeat).toBe("FREQ=WEEKLY;BYDAY=MO,TH");
  return created.body;
}

/** The open tasks of the series made from `title` (the first page holds them all here). */
async function openTasks(title: string): Promise<Note[]> {
  const page = await alice.listNotes("tasks");
  return (page.body.notes as unknown as Note[]).filter((note) => note.title.startsWith(title) && !note.completed);
}

async function tasksTitled(title: string): Promise<Note[]> {
  const page = await alice.listNotes("tasks");
  return (page.body.notes as unknown as Note[]).filter((note) => note.title === title);
}

describe("completing an occurrence", () => {
  it("makes the next one with the same title, content, tags, repeat and reminder offset (across DST)", async () => {
    const first = await weeklyTask("Smeti A");
    const done = await alice.toggleNote(first.id);
    expect(done.body.completed).toBe(true);
    const [next] = await openTasks("Smeti A");
    expect(next).toMatchObject({
      title: "Smeti A",
      content: "Aj papier",
      tags: [tagId],
      repeat: "FREQ=WEEKLY;BYDAY=MO,TH",
      // Thursday 25 March → Monday 29 March, after the clocks went forward: still 18:00, an hour before.
      date: "2027-03-29T18:00:00+02:00",
      reminder: "2027-03-29T17:00:00+02:00",
    });
    expect((await alice.getNote(first.id)).body.completed).toBe(true);
    const progress = await alice.call<{ completed: number }>("GET", "/api/notes/progress");
    expect(progress.body.completed).toBeGreaterThanOrEqual(1);
  });

  it("makes it once across untick and tick again (toggle and PATCH)", async () => {
    const first = await weeklyTask("Smeti B");
    await alice.toggleNote(first.id);
    await alice.toggleNote(first.id);
    await alice.toggleNote(first.id);
    await alice.updateNote(first.id, { completed: false });
    await alice.updateNote(first.id, { completed: true });
    expect(await tasksTitled("Smeti B")).toHaveLength(2);
  });

  it("makes it once when the outbox replays the same command", async () => {
    const first = await weeklyTask("Smeti C");
    const key = randomUUID();
    const send = () =>
      client.request(`/api/notes/${first.id}`, {
        method: "PATCH",
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        json: { completed: true },
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    // A replay after its key expired is a new command, and still makes nothing more.
    expect((await alice.updateNote(first.id, { completed: true })).status).toBe(200);
    expect(await tasksTitled("Smeti C")).toHaveLength(2);
  });

  it("reaches the user's other devices through the sync pull", async () => {
    const before = (await alice.call<SyncAnswer>("GET", "/api/sync?since=0")).body.cursor;
    const first = await weeklyTask("Smeti D");
    await alice.toggleNote(first.id);
    const pull = await alice.call<SyncAnswer>("GET", `/api/sync?since=${before}`);
    const pulled = pull.body.upserts.notes.filter((note) => note.title === "Smeti D");
    expect(pulled.map((note) => note.completed).sort()).toEqual([false, true]);
  });

  it("makes nothing once the repeat is removed: the series has ended", async () => {
    const first = await weeklyTask("Smeti E");
    const ended = await alice.updateNote(first.id, { repeat: null });
    expect(ended.body.repeat).toBeNull();
    await alice.toggleNote(first.id);
    expect(await tasksTitled("Smeti E")).toHaveLength(1);
  });
});

describe("editing a repeating task", () => {
  it('"this" changes only this occurrence: the next gets the series\' title and tags', async () => {
    const first = await weeklyTask("Smeti F");
    await alice.updateNote(first.id, { title: "Smeti F (len dnes)", tags: [], applyTo: "this" });
    await alice.toggleNote(first.id);
    const [next] = await openTasks("Smeti F");
    expect(next).toMatchObject({ title: "Smeti F", tags: [tagId] });
  });

  it('"future" changes the series: the next gets the new title, rule and reminder offset', async () => {
    const first = await weeklyTask("Smeti G");
    await alice.updateNote(first.id, {
      title: "Smeti G nové",
      reminder: "2027-03-25T17:50:00+01:00",
      repeat: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH",
      applyTo: "future",
    });
    await alice.toggleNote(first.id);
    const [next] = await openTasks("Smeti G nové");
    expect(next).toMatchObject({
      date: "2027-04-08T18:00:00+02:00",
      reminder: "2027-04-08T17:50:00+02:00",
      repeat: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH",
    });
  });

  it("adds a repeat to a plain task, which then repeats", async () => {
    const task = await alice.createNote({ category: "tasks", title: "Zalievať", date: "2027-01-31" });
    const made = await alice.updateNote(task.body.id, { repeat: "FREQ=MONTHLY;BYMONTHDAY=31" });
    expect(made.body.repeat).toBe("FREQ=MONTHLY;BYMONTHDAY=31");
    await alice.toggleNote(task.body.id);
    expect((await openTasks("Zalievať"))[0]?.date).toBe("2027-03-31");
  });

  it("is 404 on another user's task", async () => {
    const first = await weeklyTask("Smeti H");
    expect((await bob.updateNote(first.id, { repeat: null })).status).toBe(404);
    expect((await bob.updateNote(first.id, { completed: true, applyTo: "this" })).status).toBe(404);
    expect((await bob.toggleNote(first.id)).status).toBe(404);
    expect(await tasksTitled("Smeti H")).toHaveLength(1);
  });
});

describe("rules that are refused with a translated message", () => {
  const refused = async (json: Record<string, unknown>) => {
    const body = { category: "tasks", title: "Zlé pravidlo", date: "2027-01-01", ...json };
    const answer = await alice.call<ErrorAnswer>("POST", "/api/notes", body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe("validation_failed");
    return answer.body.error.details.map((detail) => `${detail.field}:${detail.message}`);
  };

  it.each([
    ["FREQ=HOURLY", "repeat:validation.repeatTooOften"],
    ["FREQ=DAILY;BYHOUR=9", "repeat:validation.repeatTooOften"],
    ["FREQ=DAILY;COUNT=5", "repeat:validation.repeatCount"],
    ["FREQ=WEEKLY;BYDAY=XX", "repeat:validation.repeatRule"],
    ["FREQ=DAILY;INTERVAL=1000", "repeat:validation.repeatRule"],
    ["BYDAY=MO", "repeat:validation.repeatRule"],
    ["hello", "repeat:validation.repeatRule"],
    [`FREQ=DAILY;${"BYMONTH=1;".repeat(30)}`, "repeat:validation.repeatRule"],
    ["FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "repeat:validation.repeatNeverRepeats"],
    ["FREQ=DAILY;UNTIL=20261231", "repeat:validation.repeatNeverRepeats"],
  ])("%s", async (repeat, expected) => {
    expect(await refused({ repeat })).toEqual([expected]);
  });

  it("a repeat needs a date and a task", async () => {
    expect(await refused({ repeat: "FREQ=DAILY", date: null })).toEqual(["repeat:validation.repeatNeedsDate"]);
    expect(await refused({ repeat: "FREQ=DAILY", category: "notes", date: null })).toEqual([
      "repeat:validation.repeatOnlyTasks",
    ]);
    expect(await tasksTitled("Zlé pravidlo")).toHaveLength(0);
  });

  it("clearing the date of a repeating task is refused", async () => {
    const first = await weeklyTask("Smeti I");
    const answer = await alice.call<ErrorAnswer>("PATCH", `/api/notes/${first.id}`, { date: null });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details[0]?.message).toBe("validation.repeatNeedsDate");
  });
});
