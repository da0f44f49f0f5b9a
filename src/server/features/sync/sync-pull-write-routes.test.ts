import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../test-support/api-client.ts";
import { importJson, oneNoteExport } from "../../test-support/data-transfer.ts";
import { photoBytes, uploadPhoto } from "../../test-support/photo-fixtures.ts";
import { named, pull } from "../../test-support/sync-pull-answers.ts";
import type { TestClient } from "../../test-support/test-client.ts";

/**
 * Every write route's entity reaches the next pull (a new route must be listed here to pass); the
 * pull's own rules (resets, cursors, whose changes, pruned tombstones) are in sync-pull.test.ts.
 */
let harness: AccountsServer;
let client: TestClient;
let api: OrganiserApi;

beforeAll(async () => {
  harness = await startAccountsServer();
  client = await signedInClient(harness.server.url, harness.mail);
  api = organiserApi(client);
});
afterAll(() => harness.close());

describe("GET /api/sync", () => {
  it("has every mutating route's entity in the next pull (a new write route must be listed to pass)", async () => {
    const tag = (await api.createTag({ name: "Home", color: "#e11d48" })).body;
    const task = (await api.createNote({ title: "Task", category: "tasks", tags: [tag.id] })).body;
    const list = (await api.createNote({ title: "List", category: "shopping", items: [{ name: "Milk" }] })).body;
    const item = list.items[0];
    if (!item) throw new Error("the list has no item");
    const trashed = (await api.createNote({ title: "Old", category: "notes" })).body;
    const purged = (await api.createNote({ title: "Older", category: "notes" })).body;
    const steps = (await api.createNote({ title: "Steps", category: "tasks", checklist: [{ title: "One" }] })).body;
    const step = `/api/notes/${steps.id}/checklist/${steps.checklist[0]?.id}`;
    const keep = (await api.createNote({ title: "Keep", category: "notes", checklist: [{ title: "Eggs" }] })).body;
    let created = "";

    // Keyed by Hono's route; each runs the write and says what the pull after it must name.
    type Expected = { upserts?: string[]; deletes?: string[] };
    const writes: Record<string, () => Promise<Expected>> = {
      "POST /api/notes": async () => {
        created = (await api.createNote({ title: "New", category: "notes" })).body.id;
        return { upserts: [`note ${created}`] };
      },
      "POST /api/quick-add": async () => {
        const made = (await api.call<{ id: string; tags: string[] }>("POST", "/api/quick-add", { text: "bank #money" }))
          .body;
        return { upserts: [`note ${made.id}`, ...made.tags.map((id) => `tag ${id}`)] };
      },
      "PATCH /api/notes/:id": async () => {
        await api.updateNote(task.id, { title: "Task, renamed" });
        return { upserts: [`note ${task.id}`] };
      },
      "POST /api/notes/:id/toggle": async () => {
        await api.toggleNote(task.id);
        return { upserts: [`note ${task.id}`] };
      },
      "DELETE /api/notes/:id": async () => {
        await api.trashNote(trashed.id);
        return { upserts: [`note ${trashed.id}`] };
      },
      "POST /api/notes/:id/items": async () => {
        const bread = (await api.addItem(list.id, { name: "Bread" })).body;
        return { upserts: [`item ${bread.id}`, `note ${list.id}`] };
      },
      "PATCH /api/notes/:id/items/:itemId": async () => {
        await api.updateItem(list.id, item.id, { name: "Oat milk" });
        return { upserts: [`item ${item.id}`, `note ${list.id}`] };
      },
      "POST /api/notes/:id/items/:itemId/toggle": async () => {
        await api.toggleItem(list.id, item.id);
        return { upserts: [`item ${item.id}`, `note ${list.id}`] };
      },
      "DELETE /api/notes/:id/items/:itemId": async () => {
        await api.deleteItem(list.id, item.id);
        return { upserts: [`note ${list.id}`], deletes: [`item ${item.id}`] };
      },
      "POST /api/notes/:id/items/:itemId/restore": async () => {
        await api.restoreItem(list.id, item.id);
        return { upserts: [`item ${item.id}`, `note ${list.id}`] };
      },
      // A task's sub-tasks and a note's checklist travel with their note.
      "POST /api/notes/:id/checklist": async () => {
        await api.call("POST", `/api/notes/${steps.id}/checklist`, { title: "Two" });
        return { upserts: [`note ${steps.id}`] };
      },
      "PATCH /api/notes/:id/checklist/:itemId": async () => {
        await api.call("PATCH", step, { completed: true });
        return { upserts: [`note ${steps.id}`] };
      },
      "POST /api/notes/:id/checklist/:itemId/move": async () => {
        await api.call("POST", `${step}/move`, { afterId: null });
        return { upserts: [`note ${steps.id}`] };
      },
      "DELETE /api/notes/:id/checklist/:itemId": async () => {
        await api.call("DELETE", step);
        return { upserts: [`note ${steps.id}`] };
      },
      "POST /api/notes/:id/checklist/convert": async () => {
        await api.call("POST", `/api/notes/${keep.id}/checklist/convert`, { to: "shopping" });
        return { upserts: [`item ${keep.checklist[0]?.id}`, `note ${keep.id}`] };
      },
      "PUT /api/shopping/category-order": async () => {
        await api.setCategoryOrder(["dairy", "produce"]);
        return { upserts: ["categoryOrder"] };
      },
      "POST /api/tags": async () => {
        const work = (await api.createTag({ name: "Work", color: "#e11d48" })).body;
        return { upserts: [`tag ${work.id}`] };
      },
      "PATCH /api/tags/:id": async () => {
        await api.updateTag(tag.id, { name: "House" });
        return { upserts: [`tag ${tag.id}`] };
      },
      "DELETE /api/tags/:id": async () => {
        await api.deleteTag(tag.id);
        // The task loses the tag's id.
        return { upserts: [`note ${task.id}`], deletes: [`tag ${tag.id}`] };
      },
      "POST /api/trash/:id/restore": async () => {
        await api.restore(trashed.id);
        return { upserts: [`note ${trashed.id}`] };
      },
      "DELETE /api/trash/:id": async () => {
        await api.trashNote(purged.id);
        await api.deletePermanently(purged.id);
        return { deletes: [`note ${purged.id}`] };
      },
      "DELETE /api/trash": async () => {
        await api.trashNote(trashed.id);
        await api.emptyTrash();
        return { deletes: [`note ${trashed.id}`] };
      },
      "PUT /api/planner/:date": async () => {
        await api.saveHours("2026-03-02", 4.5);
        return { upserts: ["plannerDay 2026-03-02"] };
      },
      // A photo changes its note (the note carries the list of its photos).
      "POST /api/notes/:id/photos": async () => {
        await uploadPhoto(client, task.id, await photoBytes("png"));
        return { upserts: [`note ${task.id}`] };
      },
      "DELETE /api/photos/:id": async () => {
        const photos = (await api.getNote(task.id)).body.photos;
        await api.call("DELETE", `/api/photos/${photos[0]?.id}`);
        return { upserts: [`note ${task.id}`] };
      },
      // The avatar is no organiser data: the version rises, the pull names nothing.
      "PUT /api/account/avatar": async () => ({}),
      "DELETE /api/account/avatar": async () => {
        await api.call("DELETE", "/api/account/avatar");
        return {};
      },
      "POST /api/account/delete-data": async () => ({}),
      // The calendar feed is no organiser data either: the pull names nothing.
      "POST /api/calendar/feed": async () => {
        await api.call("POST", "/api/calendar/feed");
        return {};
      },
      "DELETE /api/calendar/feed": async () => {
        await api.call("DELETE", "/api/calendar/feed");
        return {};
      },
      "POST /api/import": async () => {
        const id = uuidv7();
        await importJson(client, oneNoteExport(id));
        return { upserts: [`note ${id}`] };
      },
    };

    const mutating = new Set(
      harness.server.routes
        .filter((route) => route.path.startsWith("/api/") && !route.path.startsWith("/api/auth/"))
        // Sharing a list reaches two people's pulls: features/sharing/shared-list-sync.test.ts.
        .filter((route) => !route.path.startsWith("/api/shared-lists/"))
        // Notification settings and devices are no organiser data (no version, nothing to pull), as the
        // data-version walk says; features/reminders tests them.
        .filter((route) => !route.path.startsWith("/api/notifications/"))
        // Personal API tokens belong to the account: no version, nothing to pull (features/api-tokens).
        .filter((route) => !/^\/api\/tokens(\/|$)/.test(route.path))
        // An admin's actions are on accounts: nothing of the admin's own to pull (features/admin).
        .filter((route) => !route.path.startsWith("/api/admin/"))
        // Quick add's preview is a POST (the line is a body) that reads and writes nothing.
        .filter((route) => route.path !== "/api/quick-add/parse")
        .filter((route) => !["GET", "HEAD", "ALL"].includes(route.method))
        .map((route) => `${route.method} ${route.path}`),
    );
    // Middleware registered per method on "<path>" and "<path>/*" (the idempotency of commands) is
    // no route of its own; a route at such a path is then checked by being listed only.
    const middleware = [...mutating].filter((route) => route.endsWith("/*")).map((route) => route.slice(0, -2));
    const routes = (list: Iterable<string>) =>
      new Set([...list].filter((route) => !route.endsWith("/*") && !middleware.includes(route)));
    expect(routes(mutating)).toEqual(routes(Object.keys(writes)));
    for (const route of Object.keys(writes)) expect([route, mutating.has(route)]).toEqual([route, true]);

    let cursor = (await pull(client)).cursor;
    for (const [route, write] of Object.entries(writes)) {
      if (route === "POST /api/account/delete-data") continue; // its own test in sync-pull.test.ts
      const expected = await write();
      const answer = await pull(client, cursor);
      const names = named(answer);
      expect([route, answer.reset]).toEqual([route, false]);
      expect([route, names.upserts]).toEqual([route, expect.arrayContaining(expected.upserts ?? [])]);
      expect([route, names.deletes]).toEqual([route, expect.arrayContaining(expected.deletes ?? [])]);
      expect([route, answer.cursor > cursor || Object.keys(expected).length === 0]).toEqual([route, true]);
      cursor = answer.cursor;
    }
    // The rows are sent in the list routes' shapes.
    const changed = await pull(client, 0);
    expect(changed.upserts.notes.find((note) => note.id === list.id)).toMatchObject({ itemsTotal: 2, itemsDone: 1 });
    expect(changed.upserts.notes.find((note) => note.id === created)).toMatchObject({ isDeleted: false, tags: [] });
  });
});
