import { randomUUID } from "node:crypto";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChecklistItem } from "../../../shared/schemas/checklist.ts";
import { CHECKLIST_ITEMS_MAX } from "../../../shared/schemas/checklist.ts";
import { IDEMPOTENCY_KEY_HEADER } from "../../../shared/schemas/idempotency.ts";
import type { Note } from "../../../shared/schemas/note.ts";
import { signedInClient } from "../../test-support/accounts.ts";
import type { AccountsServer } from "../../test-support/accounts-server.ts";
import { startAccountsServer } from "../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../test-support/api-client.ts";
import { MISSING_ID } from "../../test-support/missing-id.ts";
import type { TestClient } from "../../test-support/test-client.ts";

let harness: AccountsServer;
let aliceClient: TestClient;
let alice: OrganiserApi;
let mallory: OrganiserApi;
type ErrorAnswer = { error: { code: string; details?: { field: string; message: string }[] } };

beforeAll(async () => {
  harness = await startAccountsServer();
  aliceClient = await signedInClient(harness.server.url, harness.mail);
  alice = organiserApi(aliceClient);
  mallory = organiserApi(await signedInClient(harness.server.url, harness.mail));
});
afterAll(() => harness.close());

async function taskWith(titles: string[], category = "tasks"): Promise<Note> {
  const made = await alice.createNote({ title: "Move house", category, checklist: titles.map((title) => ({ title })) });
  expect(made.status).toBe(201);
  return made.body;
}

const path = (noteId: string, itemId?: string) => `/api/notes/${noteId}/checklist${itemId ? `/${itemId}` : ""}`;
const add = (api: OrganiserApi, noteId: string, json: unknown) => api.call<ChecklistItem>("POST", path(noteId), json);
const change = (api: OrganiserApi, noteId: string, itemId: string, json: unknown) =>
  api.call<ChecklistItem>("PATCH", path(noteId, itemId), json);
const move = (api: OrganiserApi, noteId: string, itemId: string, afterId: string | null) =>
  api.call<ChecklistItem[]>("POST", `${path(noteId, itemId)}/move`, { afterId });
const remove = (api: OrganiserApi, noteId: string, itemId: string) => api.call("DELETE", path(noteId, itemId));
const titles = async (noteId: string) => (await alice.getNote(noteId)).body.checklist.map((line) => line.title);

describe("a task's sub-tasks and a note's checklist", () => {
  it("are made with the note, in the order sent, and shown on lists; never on a shopping list", async () => {
    const task = await taskWith(["Boxes", "Van", "Keys"]);
    expect(task.checklist.map(({ title, completed }) => ({ title, completed }))).toEqual([
      { title: "Boxes", completed: false },
      { title: "Van", completed: false },
      { title: "Keys", completed: false },
    ]);
    const listed = (await alice.listNotes("tasks")).body.notes.find((note) => note.id === task.id);
    expect(listed?.checklist.map((line) => line.title)).toEqual(["Boxes", "Van", "Keys"]);
    const note = await taskWith(["Eggs"], "notes");
    expect(note.checklist).toHaveLength(1);

    const list = await alice.createNote({ title: "Market", category: "shopping", checklist: [{ title: "Milk" }] });
    expect(list.status).toBe(400);
    expect((list.body as unknown as ErrorAnswer).error.details).toEqual([
      { field: "checklist", message: "validation.checklistNotOnLists" },
    ]);
    const empty = (await alice.createNote({ title: "Market", category: "shopping", items: [{ name: "Milk" }] })).body;
    const refused = await add(alice, empty.id, { title: "Milk" });
    expect([refused.status, (refused.body as unknown as ErrorAnswer).error.details?.[0]?.message]).toEqual([
      400,
      "validation.checklistNotOnLists",
    ]);
  });

  it("add at the end or after a line, change a title, set a tick (twice alike) and delete", async () => {
    const task = await taskWith(["Boxes", "Keys"]);
    const [boxes, keys] = task.checklist as [ChecklistItem, ChecklistItem];
    expect((await add(alice, task.id, { title: "Cat" })).status).toBe(201);
    const van = await add(alice, task.id, { title: "Van", afterId: boxes.id });
    expect(van.body).toMatchObject({ title: "Van", completed: false });
    expect(await titles(task.id)).toEqual(["Boxes", "Van", "Keys", "Cat"]);

    expect((await change(alice, task.id, van.body.id, { title: "Big van" })).body.title).toBe("Big van");
    for (let time = 0; time < 2; time += 1)
      expect((await change(alice, task.id, keys.id, { completed: true })).body.completed).toBe(true);
    expect((await change(alice, task.id, keys.id, {})).status).toBe(400);
    expect((await change(alice, task.id, keys.id, { title: "x".repeat(201) })).status).toBe(400);

    expect((await remove(alice, task.id, boxes.id)).status).toBe(204);
    expect((await remove(alice, task.id, boxes.id)).status).toBe(404);
    const now = (await alice.getNote(task.id)).body.checklist;
    expect(now.map(({ title, completed }) => `${title}${completed ? " ✓" : ""}`)).toEqual(["Big van", "Keys ✓", "Cat"]);
    // A line of another note, or after a line that is not this note's: 404.
    const other = await taskWith(["Else"]);
    expect((await change(alice, task.id, other.checklist[0]?.id ?? "", { completed: true })).status).toBe(404);
    expect((await add(alice, task.id, { title: "Lost", afterId: other.checklist[0]?.id })).status).toBe(404);
  });

  it("moves a line by writing the midpoint, and renumbers when the gap runs out", async () => {
    const task = await taskWith(["A", "B", "C"]);
    const [a, b, c] = task.checklist as [ChecklistItem, ChecklistItem, ChecklistItem];
    const moved = await move(alice, task.id, c.id, a.id);
    expect(moved.body.map((line) => line.title)).toEqual(["A", "C", "B"]);
    expect(moved.body.find((line) => line.id === c.id)?.position).toBe((a.position + b.position) / 2);
    expect((await move(alice, task.id, b.id, null)).body.map((line) => line.title)).toEqual(["B", "A", "C"]);
    expect((await move(alice, task.id, b.id, b.id)).status).toBe(404);
    expect((await move(alice, task.id, b.id, MISSING_ID)).status).toBe(404);

    // Halving one gap again and again: the last line moves right after the first, 60 times.
    for (let time = 0; time < 60; time += 1) {
      const [first, , last] = (await alice.getNote(task.id)).body.checklist;
      expect((await move(alice, task.id, last?.id ?? "", first?.id ?? null)).status).toBe(200);
    }
    const lines = (await alice.getNote(task.id)).body.checklist;
    expect(lines.map((line) => line.title)).toEqual(["B", "A", "C"]);
    expect(new Set(lines.map((line) => line.position)).size).toBe(3);
    expect(lines.every((line) => Number.isFinite(line.position))).toBe(true);
  });

  it("holds at most CHECKLIST_ITEMS_MAX lines, counted on every add", async () => {
    const many = Array.from({ length: CHECKLIST_ITEMS_MAX + 1 }, (_, index) => `Step ${index}`);
    expect(
      (await alice.createNote({ title: "Too long", category: "tasks", checklist: many.map((title) => ({ title })) }))
        .status,
    ).toBe(400);
    const task = await taskWith(many.slice(0, CHECKLIST_ITEMS_MAX));
    const full = await add(alice, task.id, { title: "One more" });
    expect([full.status, (full.body as unknown as ErrorAnswer).error.code]).toEqual([409, "checklist_limit_reached"]);
    await remove(alice, task.id, task.checklist[0]?.id ?? "");
    expect((await add(alice, task.id, { title: "One more" })).status).toBe(201);
  });

  it("are 404 to another user, exactly like missing ones, and stay as they were", async () => {
    const task = await taskWith(["Private"]);
    const line = task.checklist[0]?.id ?? "";
    const attempts = [
      () => add(mallory, task.id, { title: "Smuggled" }),
      () => change(mallory, task.id, line, { completed: true }),
      () => move(mallory, task.id, line, null),
      () => remove(mallory, task.id, line),
      () => mallory.call("POST", `${path(task.id)}/convert`, { to: "shopping" }),
    ];
    for (const attempt of attempts) expect((await attempt()).status).toBe(404);
    const own = (await mallory.createNote({ title: "Mine", category: "tasks", checklist: [{ title: "x" }] })).body;
    // Alice's line through Mallory's own task: 404 as well.
    expect((await change(mallory, own.id, line, { completed: true })).status).toBe(404);
    expect((await change(alice, MISSING_ID, line, { completed: true })).status).toBe(404);
    expect((await alice.getNote(task.id)).body.checklist).toEqual(task.checklist);
  });

  it("apply a command once when it is sent again, by Idempotency-Key or by the client's own id", async () => {
    const task = await taskWith([]);
    const key = randomUUID();
    const send = () =>
      aliceClient.request(path(task.id), {
        method: "POST",
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        json: { title: "Once" },
      });
    const [first, again] = [await send(), await send()];
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    const id = uuidv7();
    const made = await add(alice, task.id, { id, title: "Mine" });
    expect(await add(alice, task.id, { id, title: "Mine" })).toEqual(made);
    expect((await add(alice, task.id, { id, title: "Other" })).status).toBe(409);
    expect(await titles(task.id)).toEqual(["Once", "Mine"]);
  });
});
