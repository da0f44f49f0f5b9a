import sharp from "sharp";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../test-support/api-client.ts";
import { importJson, oneNoteExport } from "../../test-support/data-transfer.ts";
import { readDataVersionEtag } from "../../test-support/data-version-etag.ts";
import { MISSING_ID } from "../../test-support/missing-id.ts";
import { photoBytes, uploadPhoto } from "../../test-support/photo-fixtures.ts";
import type { TestClient } from "../../test-support/test-client.ts";

let harness: AccountsServer;
let client: TestClient;
let api: OrganiserApi;

beforeAll(async () => {
  harness = await startAccountsServer();
  client = await signedInClient(harness.server.url, harness.mail);
  api = organiserApi(client);
});
afterAll(() => harness.close());

async function uploadAvatar() {
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3b82f6" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(image)], { type: "image/png" }), "me.png");
  const response = await client.request("/api/account/avatar", { method: "PUT", body: form });
  return { status: response.status };
}

describe("the user's data version", () => {
  it("rises by exactly one with every mutating route of the API (a new write route must bump it to pass)", async () => {
    const tag = (await api.createTag({ name: "Home", color: "#e11d48" })).body;
    const task = (await api.createNote({ title: "Task", category: "tasks", tags: [tag.id] })).body;
    const list = (await api.createNote({ title: "List", category: "shopping", items: [{ name: "Milk" }] })).body;
    const item = list.items[0];
    if (!item) throw new Error("the list has no item");
    const trashed = (await api.createNote({ title: "Old", category: "notes" })).body;
    const purged = (await api.createNote({ title: "Older", category: "notes" })).body;
    const steps = (await api.createNote({ title: "Steps", category: "tasks", checklist: [{ title: "One" }] })).body;
    const step = `/api/notes/${steps.id}/checklist/${steps.checklist[0]?.id}`;

    // Keyed by Hono's route (method and pattern); each runs one successful write of that route.
    const writes: Record<string, () => Promise<{ status: number }>> = {
      "POST /api/notes": () => api.createNote({ title: "New", category: "notes" }),
      // A new tag and the task in one write: one step of the version.
      "POST /api/quick-add": () => api.call("POST", "/api/quick-add", { text: "call the bank tomorrow #bank" }),
      "PATCH /api/notes/:id": () => api.updateNote(task.id, { title: "Task, renamed" }),
      "POST /api/notes/:id/toggle": () => api.toggleNote(task.id),
      "DELETE /api/notes/:id": async () => {
        await api.trashNote(purged.id);
        return api.trashNote(trashed.id);
      },
      "POST /api/notes/:id/items": () => api.addItem(list.id, { name: "Bread" }),
      "PATCH /api/notes/:id/items/:itemId": () => api.updateItem(list.id, item.id, { name: "Oat milk" }),
      "POST /api/notes/:id/items/:itemId/toggle": () => api.toggleItem(list.id, item.id),
      "DELETE /api/notes/:id/items/:itemId": () => api.deleteItem(list.id, item.id),
      "POST /api/notes/:id/items/:itemId/restore": () => api.restoreItem(list.id, item.id),
      "POST /api/notes/:id/checklist": () => api.call("POST", `/api/notes/${steps.id}/checklist`, { title: "Two" }),
      "PATCH /api/notes/:id/checklist/:itemId": () => api.call("PATCH", step, { completed: true }),
      "POST /api/notes/:id/checklist/:itemId/move": () => api.call("POST", `${step}/move`, { afterId: null }),
      "DELETE /api/notes/:id/checklist/:itemId": () => api.call("DELETE", step),
      "POST /api/notes/:id/checklist/convert": () =>
        api.call("POST", `/api/notes/${list.id}/checklist/convert`, { to: "notes" }),
      "PUT /api/shopping/category-order": () => api.setCategoryOrder(["dairy", "produce"]),
      "POST /api/tags": () => api.createTag({ name: "Work", color: "#e11d48" }),
      "PATCH /api/tags/:id": () => api.updateTag(tag.id, { name: "House" }),
      "DELETE /api/tags/:id": () => api.deleteTag(tag.id),
      "POST /api/trash/:id/restore": () => api.restore(trashed.id),
      "DELETE /api/trash/:id": () => api.deletePermanently(purged.id),
      "DELETE /api/trash": async () => {
        await api.trashNote(trashed.id);
        return api.emptyTrash();
      },
      "PUT /api/planner/:date": () => api.saveHours("2026-03-02", 4.5),
      "POST /api/notes/:id/photos": async () => uploadPhoto(client, task.id, await photoBytes("png")),
      "DELETE /api/photos/:id": async () => {
        const photos = (await api.getNote(task.id)).body.photos;
        return api.call("DELETE", `/api/photos/${photos[0]?.id}`);
      },
      "PUT /api/account/avatar": uploadAvatar,
      "DELETE /api/account/avatar": () => api.call("DELETE", "/api/account/avatar"),
      "POST /api/account/delete-data": () => api.call("POST", "/api/account/delete-data", { confirm: "DELETE" }),
      "POST /api/import": () => importJson(client, oneNoteExport(uuidv7())),
    };
    // Writes that first need a second write (trash before purge) count that one too.
    const setupWrites: Record<string, number> = { "DELETE /api/notes/:id": 1, "DELETE /api/trash": 1 };

    const mutating = harness.server.routes
      .filter((route) => route.path.startsWith("/api/") && !route.path.startsWith("/api/auth/"))
      // The calendar feed's secret is no organiser data: no cached read or device copy shows it.
      .filter((route) => !route.path.startsWith("/api/calendar/"))
      // Sharing a list moves two people's versions (or none: an invitation is no organiser data);
      // features/sharing/shared-list-sync.test.ts checks each person's.
      .filter((route) => !route.path.startsWith("/api/shared-lists/"))
      // Notification settings and devices are no organiser data either: no device copy holds them.
      .filter((route) => !route.path.startsWith("/api/notifications/"))
      // Personal API tokens belong to the account, not its organiser data (features/api-tokens tests them).
      .filter((route) => !/^\/api\/tokens(\/|$)/.test(route.path))
      // An admin's actions are on accounts, not on the admin's organiser data (features/admin tests them).
      .filter((route) => !route.path.startsWith("/api/admin/"))
      // Quick add's preview is a POST (the line is a body) that reads and writes nothing.
      .filter((route) => route.path !== "/api/quick-add/parse")
      .filter((route) => !["GET", "HEAD", "ALL"].includes(route.method))
      .map((route) => `${route.method} ${route.path}`);
    expect(new Set(mutating)).toEqual(new Set(Object.keys(writes)));

    for (const [route, write] of Object.entries(writes)) {
      const before = await readDataVersionEtag(client);
      const answer = await write();
      expect([route, answer.status < 300 ? "ok" : answer]).toEqual([route, "ok"]);
      expect([route, await readDataVersionEtag(client)]).toEqual([route, before + 1 + (setupWrites[route] ?? 0)]);
    }
  });

  it("does not rise on a refused write (the transaction rolls back with it)", async () => {
    const before = await readDataVersionEtag(client);
    expect((await api.toggleNote(MISSING_ID)).status).toBe(404);
    expect((await api.updateTag(MISSING_ID, { name: "x" })).status).toBe(404);
    expect(await readDataVersionEtag(client)).toBe(before);
  });

  it("rises once per write when writes race (no number handed out twice)", async () => {
    const before = await readDataVersionEtag(client);
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, index) => api.createNote({ title: `Race ${index}`, category: "notes" })),
    );
    expect(made.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    expect(await readDataVersionEtag(client)).toBe(before + 8);
  });
});
