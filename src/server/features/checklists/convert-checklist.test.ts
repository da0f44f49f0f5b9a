import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChecklistItem } from "../../../shared/schemas/checklist.ts";
import type { Note } from "../../../shared/schemas/note.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import type { OrganiserApi } from "../../test-support/api-client.ts";
import { type Person, share, signedInPerson } from "../../test-support/sharing-people.ts";

let harness: AccountsServer;
let alicePerson: Person;
let bobPerson: Person;
let alice: OrganiserApi;
let bob: OrganiserApi;
type ErrorAnswer = { error: { code: string; details?: { message: string }[] } };

beforeAll(async () => {
  harness = await startAccountsServer();
  alicePerson = await signedInPerson(harness, { firstName: "Alica" });
  bobPerson = await signedInPerson(harness, { firstName: "Boris" });
  [alice, bob] = [alicePerson.api, bobPerson.api];
});
afterAll(() => harness.close());

const convert = (api: OrganiserApi, noteId: string, to: string) =>
  api.call<Note>("POST", `/api/notes/${noteId}/checklist/convert`, { to });
const lines = (note: Note) => note.checklist.map((line) => `${line.title}${line.completed ? " ✓" : ""}`);
const items = (note: Note) => note.items.map((item) => `${item.name}${item.completed ? " ✓" : ""}`);

describe("converting a note with a checklist and a shopping list", () => {
  it("turns the lines into items and back, ticks kept, tags let go; again is the same answer", async () => {
    const tag = (await alice.createTag({ name: "Home" })).body;
    const note = (
      await alice.createNote({
        title: "Market",
        category: "notes",
        tags: [tag.id],
        checklist: [{ title: "Milk" }, { title: "Bread", completed: true }, { title: "Eggs" }],
      })
    ).body;
    const list = await convert(alice, note.id, "shopping");
    expect(list.status).toBe(200);
    expect([list.body.category, list.body.tags, list.body.checklist]).toEqual(["shopping", [], []]);
    expect(items(list.body)).toEqual(["Milk", "Bread ✓", "Eggs"]);
    expect(list.body.items.map((item) => item.id)).toEqual(note.checklist.map((line) => line.id));
    expect(await convert(alice, note.id, "shopping")).toEqual(list);

    // A list's own items (a deleted one left out) come back as lines in the order they were added.
    const milk = list.body.items[0]?.id ?? "";
    await alice.addItem(note.id, { name: "Butter" });
    await alice.deleteItem(note.id, milk);
    const back = await convert(alice, note.id, "notes");
    expect([back.status, back.body.category, back.body.items]).toEqual([200, "notes", []]);
    expect(lines(back.body)).toEqual(["Bread ✓", "Eggs", "Butter"]);
    expect(back.body.checklist.map((line) => line.position)).toEqual([1, 2, 3]);
    expect((await alice.restoreItem(note.id, milk)).status).toBe(404);
  });

  it("refuses a task (400), another user's note (404) and a list shared with others (409)", async () => {
    const task = (await alice.createNote({ title: "Do", category: "tasks", checklist: [{ title: "a" }] })).body;
    const refused = await convert(alice, task.id, "shopping");
    expect([refused.status, (refused.body as unknown as ErrorAnswer).error.details?.[0]?.message]).toEqual([
      400,
      "validation.convertOnlyNotes",
    ]);
    expect((await convert(bob, task.id, "notes")).status).toBe(404);
    expect((await convert(alice, task.id, "lists")).status).toBe(400);

    const shared = (await alice.createNote({ title: "Ours", category: "shopping", items: [{ name: "Tea" }] })).body;
    await share(harness, alicePerson, shared.id, bobPerson);
    const answer = await convert(alice, shared.id, "notes");
    expect([answer.status, (answer.body as unknown as ErrorAnswer).error.code]).toEqual([409, "list_shared"]);
    // A member reaches the list's items, never its conversion.
    expect((await convert(bob, shared.id, "notes")).status).toBe(404);
  });
});

describe("completing a repeating task with sub-tasks", () => {
  it("gives the next occurrence the same sub-tasks, in their order, all open again", async () => {
    const task = (
      await alice.createNote({
        category: "tasks",
        title: "Weekly clean",
        date: "2027-03-25",
        repeat: "FREQ=WEEKLY",
        timeZone: "Europe/Bratislava",
        checklist: [{ title: "Kitchen" }, { title: "Bath" }, { title: "Floors" }],
      })
    ).body;
    const [kitchen, bath, floors] = task.checklist as [ChecklistItem, ChecklistItem, ChecklistItem];
    await alice.call("POST", `/api/notes/${task.id}/checklist/${floors.id}/move`, { afterId: null });
    await alice.call("PATCH", `/api/notes/${task.id}/checklist/${kitchen.id}`, { completed: true });
    await alice.call("POST", `/api/notes/${task.id}/checklist`, { title: "Windows", completed: true });
    expect((await alice.toggleNote(task.id)).body.completed).toBe(true);

    const tasks = (await alice.listNotes("tasks")).body.notes.filter((note) => note.title === "Weekly clean");
    const next = tasks.find((note) => note.id !== task.id);
    expect(next?.date).toBe("2027-04-01");
    expect(next?.checklist.map(({ title, completed }) => ({ title, completed }))).toEqual(
      ["Floors", "Kitchen", "Bath", "Windows"].map((title) => ({ title, completed: false })),
    );
    expect(next?.checklist.some((line) => [kitchen.id, bath.id, floors.id].includes(line.id))).toBe(false);
    // The done one keeps its ticks; untick and tick again: no second next occurrence.
    const done = (await alice.getNote(task.id)).body;
    expect(lines(done)).toEqual(["Floors", "Kitchen ✓", "Bath", "Windows ✓"]);
    await alice.toggleNote(task.id);
    await alice.toggleNote(task.id);
    expect((await alice.listNotes("tasks")).body.notes.filter((note) => note.title === "Weekly clean")).toHaveLength(2);
  });
});
