import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChecklistItem } from "../../../shared/schemas/checklist.ts";
import type { Note } from "../../../shared/schemas/note.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type DavAccount, davAccount, elementTexts, vtodo } from "../../test-support/caldav-client.ts";

/**
 * A task's checklist lines (issue 29) as CalDAV sub-tasks (issue 30: RELATED-TO once sub-tasks exist):
 * each line a VTODO RELATED-TO its task, ticked, added and deleted from either side, and a client's
 * sync told of every change — a line ticked or deleted in the app, a parent moved to the trash.
 */
let harness: AccountsServer;
let alice: DavAccount;

beforeAll(async () => {
  harness = await startAccountsServer();
  alice = await davAccount(harness);
});
afterAll(() => harness.close());

const tasksPath = () => `/dav/calendars/${alice.userId}/tasks/`;
const lineApi = (noteId: string, itemId = "") => `/api/notes/${noteId}/checklist${itemId ? `/${itemId}` : ""}`;

async function taskWithLines(title: string, lines: string[], category = "tasks"): Promise<Note> {
  const made = await alice.api.createNote({ title, category, checklist: lines.map((line) => ({ title: line })) });
  expect(made.status).toBe(201);
  return made.body;
}
const linesOf = async (noteId: string) =>
  (await alice.api.getNote(noteId)).body.checklist.map((line) => `${line.title}${line.completed ? " ✓" : ""}`);
const get = (name: string) => alice.dav("GET", `${tasksPath()}${name}`);

async function syncToken(): Promise<string> {
  const body = `<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:"><d:prop><d:sync-token/></d:prop></d:propfind>`;
  const response = await alice.dav("PROPFIND", tasksPath(), { body, headers: { depth: "0" } });
  return elementTexts(await response.text(), "sync-token")[0] ?? "";
}

/** The resource names a sync from `token` reports, each with its status (200 changed, 404 gone). */
async function syncedSince(token: string): Promise<Record<string, number>> {
  const body = `<?xml version="1.0" encoding="utf-8"?><d:sync-collection xmlns:d="DAV:"><d:sync-token>${token}</d:sync-token>
<d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>`;
  const xml = await (await alice.dav("REPORT", tasksPath(), { body })).text();
  const reported: Record<string, number> = {};
  for (const part of xml.split(/<[\w:]*response>/).slice(1)) {
    const name = (elementTexts(part, "href")[0] ?? "").split("/").pop() ?? "";
    reported[name] = /HTTP\/1\.1 404/.test(part) ? 404 : 200;
  }
  return reported;
}

describe("sub-tasks over CalDAV", () => {
  it("shows a task's lines as VTODOs RELATED-TO it, and takes a tick from either side", async () => {
    const task = await taskWithLines("Move house", ["Boxes", "Van"]);
    const [boxes, van] = task.checklist as [ChecklistItem, ChecklistItem];
    const got = await get(`${boxes.id}.ics`);
    expect(got.status).toBe(200);
    const ics = await got.text();
    expect(ics).toContain("SUMMARY:Boxes");
    expect(ics).toContain(`RELATED-TO;RELTYPE=PARENT:${task.id}`);
    expect(ics).toContain("STATUS:NEEDS-ACTION");

    // Ticked in the client (with its ETag): ticked in the app.
    const ticked = ics.replace("STATUS:NEEDS-ACTION", "STATUS:COMPLETED");
    const put = await alice.dav("PUT", `${tasksPath()}${boxes.id}.ics`, {
      body: ticked,
      headers: { "if-match": got.headers.get("etag") ?? "" },
    });
    expect(put.status).toBe(204);
    expect(await linesOf(task.id)).toEqual(["Boxes ✓", "Van"]);

    // Ticked in the app: the line's ETag changes and the client's next sync names it.
    const token = await syncToken();
    const before = (await get(`${van.id}.ics`)).headers.get("etag");
    expect((await alice.api.call("PATCH", lineApi(task.id, van.id), { completed: true })).status).toBe(200);
    const after = await get(`${van.id}.ics`);
    expect(after.headers.get("etag")).not.toBe(before);
    expect(await after.text()).toContain("STATUS:COMPLETED");
    expect(await syncedSince(token)).toMatchObject({ [`${van.id}.ics`]: 200 });
  });

  it("makes a sub-task a client adds a line of its task, keeps what a line has no field for, and deletes it", async () => {
    const task = await taskWithLines("Trip", ["Tickets"]);
    const body = vtodo(
      { UID: "socks@phone", SUMMARY: "Socks", "RELATED-TO": task.id, "DUE;VALUE=DATE": "20261205" },
      "PRIORITY:5",
    );
    const put = await alice.dav("PUT", `${tasksPath()}socks.ics`, { body, headers: { "if-none-match": "*" } });
    expect(put.status).toBe(201);
    expect(await linesOf(task.id)).toEqual(["Tickets", "Socks"]);
    expect((await alice.api.listNotes("tasks")).body.notes.some((note) => note.title === "Socks")).toBe(false);
    const ics = await (await get("socks.ics")).text();
    expect(ics).toContain("UID:socks@phone");
    expect(ics).toContain(`RELATED-TO;RELTYPE=PARENT:${task.id}`);
    expect(ics).toContain("DUE;VALUE=DATE:20261205");
    expect(ics).toContain("PRIORITY:5");
    expect(ics.match(/RELATED-TO/g)).toHaveLength(1);

    // Deleted in the client: the line is gone; deleted in the app: the client's sync says so.
    const token = await syncToken();
    expect((await alice.dav("DELETE", `${tasksPath()}socks.ics`)).status).toBe(204);
    expect(await linesOf(task.id)).toEqual(["Tickets"]);
    const tickets = (await alice.api.getNote(task.id)).body.checklist[0] as ChecklistItem;
    expect((await alice.api.call("DELETE", lineApi(task.id, tickets.id))).status).toBe(204);
    expect(await syncedSince(token)).toMatchObject({ "socks.ics": 404, [`${tickets.id}.ics`]: 404 });
  });

  it("takes a task's lines out with it to the trash, and leaves a note's checklist out altogether", async () => {
    const task = await taskWithLines("Paint the fence", ["Brush", "Paint"]);
    const note = await taskWithLines("Ideas", ["Blue"], "notes");
    const token = await syncToken();
    expect((await get(`${task.checklist[0]?.id}.ics`)).status).toBe(200);
    expect((await get(`${note.checklist[0]?.id}.ics`)).status).toBe(404);

    expect((await alice.api.trashNote(task.id)).status).toBe(204);
    const reported = await syncedSince(token);
    for (const line of task.checklist) expect(reported[`${line.id}.ics`]).toBe(404);
    expect(reported[`${note.checklist[0]?.id}.ics`]).toBeUndefined();
    expect((await get(`${task.checklist[1]?.id}.ics`)).status).toBe(404);
  });

  it("makes a task a client indents under another that task's line, and a line it outdents a task again", async () => {
    const kitchen = await taskWithLines("Kitchen", []);
    const tiles = (await alice.api.createNote({ title: "Buy tiles", category: "tasks" })).body;
    const name = `${tiles.id}.ics`;
    const token = await syncToken();
    const got = await get(name);
    const indented = (await got.text()).replace("SUMMARY:Buy tiles", `SUMMARY:Buy tiles\r\nRELATED-TO:${kitchen.id}`);
    const put = await alice.dav("PUT", `${tasksPath()}${name}`, {
      body: indented,
      headers: { "if-match": got.headers.get("etag") ?? "" },
    });
    expect(put.status).toBe(204);
    expect(await linesOf(kitchen.id)).toEqual(["Buy tiles"]);
    const titles = async () => (await alice.api.listNotes("tasks")).body.notes.map((note) => note.title);
    expect(await titles()).not.toContain("Buy tiles");
    expect((await alice.api.listTrash()).body.notes.map((note) => note.title)).toContain("Buy tiles");
    const asLine = await get(name);
    expect(asLine.headers.get("etag")).toBe(put.headers.get("etag"));
    expect(await asLine.text()).toContain(`RELATED-TO;RELTYPE=PARENT:${kitchen.id}`);
    // The client's name now holds the line: its sync must not be told the name is gone.
    expect((await syncedSince(token))[name]).toBe(200);

    const outdented = vtodo({ UID: tiles.id, SUMMARY: "Buy tiles" });
    expect((await alice.dav("PUT", `${tasksPath()}${name}`, { body: outdented })).status).toBe(204);
    expect(await linesOf(kitchen.id)).toEqual([]);
    expect(await titles()).toContain("Buy tiles");
    expect(await (await get(name)).text()).not.toContain("RELATED-TO");
  });

  it("gives a task indented and then restored from the trash a name and UID of its own, not the line's", async () => {
    const garden = await taskWithLines("Garden", []);
    const seeds = (await alice.api.createNote({ title: "Buy seeds", category: "tasks" })).body;
    const name = `${seeds.id}.ics`;
    const got = await get(name);
    const indented = (await got.text()).replace("SUMMARY:Buy seeds", `SUMMARY:Buy seeds\r\nRELATED-TO:${garden.id}`);
    expect((await alice.dav("PUT", `${tasksPath()}${name}`, { body: indented })).status).toBe(204);
    const token = await syncToken();

    expect((await alice.api.restore(seeds.id)).status).toBe(200);
    const members = await syncedSince(token);
    const names = Object.keys(members);
    expect(names).toHaveLength(1);
    const restoredName = names[0] ?? "";
    expect(restoredName).not.toBe(name);
    const restored = await (await get(restoredName)).text();
    const asLine = await (await get(name)).text();
    expect(restored).toContain("SUMMARY:Buy seeds");
    expect(restored).not.toContain("RELATED-TO");
    expect(asLine).toContain(`RELATED-TO;RELTYPE=PARENT:${garden.id}`);
    const uidOf = (ics: string) => /^UID:(.+)$/m.exec(ics)?.[1]?.trim();
    expect(uidOf(asLine)).toBe(seeds.id);
    expect(uidOf(restored)).not.toBe(seeds.id);
    // A client writes the restored to-do back under its new name: the task itself changes, not the line.
    const renamed = restored.replace("SUMMARY:Buy seeds", "SUMMARY:Buy seeds and bulbs");
    expect((await alice.dav("PUT", `${tasksPath()}${restoredName}`, { body: renamed })).status).toBe(204);
    expect((await alice.api.getNote(seeds.id)).body.title).toBe("Buy seeds and bulbs");
    expect(await linesOf(garden.id)).toEqual(["Buy seeds"]);
  });

  it("keeps a to-do under a parent it does not know as a task of its own, its link kept for the client", async () => {
    const body = vtodo({ UID: "orphan@phone", SUMMARY: "Orphan", "RELATED-TO": "somewhere-else@phone" });
    expect((await alice.dav("PUT", `${tasksPath()}orphan.ics`, { body })).status).toBe(201);
    expect((await alice.api.listNotes("tasks")).body.notes.some((note) => note.title === "Orphan")).toBe(true);
    expect(await (await get("orphan.ics")).text()).toContain("RELATED-TO:somewhere-else@phone");
  });
});
