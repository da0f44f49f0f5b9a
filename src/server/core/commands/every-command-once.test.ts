import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "../../../shared/schemas/idempotency.ts";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../test-support/api-client.ts";
import { readDataVersionEtag } from "../../test-support/data-version-etag.ts";
import { photoBytes, uploadPhoto } from "../../test-support/photo-fixtures.ts";
import type { TestClient } from "../../test-support/test-client.ts";
import { REPLAYED_HEADER } from "./idempotent-commands.ts";

let harness: AccountsServer;
let client: TestClient;
let api: OrganiserApi;

beforeAll(async () => {
  harness = await startAccountsServer();
  client = await signedInClient(harness.server.url, harness.mail);
  api = organiserApi(client);
});
afterAll(() => harness.close());

/** `body`: sent as is (a photo's bytes), instead of `json`. */
type Command = { method: string; path: string; json?: unknown; body?: Uint8Array };

/**
 * Every write route of the organiser data, as Hono names it; the account's are not commands (app.ts
 * says why), nor is an import: its rows keep their ids, so sending a file again changes nothing anyway.
 */
function writeRoutes(): string[] {
  return (
    harness.server.routes
      // Nor the calendar feed's: creating it again answers a new secret on purpose (a rotation).
      .filter((route) => !route.path.startsWith("/api/calendar/"))
      // Nor sharing a list's (features/sharing/): sent online only; inviting again re-mails on purpose.
      .filter((route) => !route.path.startsWith("/api/shared-lists/"))
      // Nor notification settings (features/reminders/): online only, and a test is sent again on purpose.
      .filter((route) => !route.path.startsWith("/api/notifications/"))
      // Nor personal API tokens (features/api-tokens/): the account's, made and revoked online in Settings.
      .filter((route) => !/^\/api\/tokens(\/|$)/.test(route.path))
      .filter(
        (route) => route.path.startsWith("/api/") && !/^\/api\/(auth\/|account\/|admin\/|import$)/.test(route.path),
      )
      // Quick add's preview is a POST (the line is a body) that reads and writes nothing.
      .filter((route) => route.path !== "/api/quick-add/parse")
      .filter((route) => !["GET", "HEAD", "ALL"].includes(route.method))
      .map((route) => `${route.method} ${route.path}`)
  );
}

async function send(command: Command, key: string) {
  const response = await client.request(command.path, {
    method: command.method,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    ...(command.json === undefined ? {} : { json: command.json }),
    ...(command.body === undefined ? {} : { body: command.body }),
  });
  return { status: response.status, body: await response.text(), replayed: response.headers.get(REPLAYED_HEADER) };
}

describe("a command sent twice with the same Idempotency-Key", () => {
  it("is applied once and answered twice alike, on every write route of the organiser data", async () => {
    const tag = (await api.createTag({ name: "Home" })).body;
    const task = (await api.createNote({ title: "Task", category: "tasks" })).body;
    const list = (await api.createNote({ title: "List", category: "shopping", items: [{ name: "Milk" }] })).body;
    const item = list.items[0];
    if (!item) throw new Error("the list has no item");
    const trashed = (await api.createNote({ title: "Old", category: "notes" })).body;
    const purged = (await api.createNote({ title: "Older", category: "notes" })).body;
    const note = (id: string) => `/api/notes/${id}`;
    const itemPath = `/api/notes/${list.id}/items/${item.id}`;
    const pictured = (await api.createNote({ title: "Pictured", category: "notes" })).body;
    const photo = (await uploadPhoto(client, pictured.id, await photoBytes("jpeg"))).body;
    const checked = (
      await api.createNote({ title: "Steps", category: "tasks", checklist: [{ title: "One" }, { title: "Two" }] })
    ).body;
    const keep = (await api.createNote({ title: "Keep", category: "notes", checklist: [{ title: "Eggs" }] })).body;
    const [one, two] = checked.checklist.map((line) => `${note(checked.id)}/checklist/${line.id}`);

    // Keyed by Hono's route; in this order, each one a write that succeeds (and changes something).
    const commands: Record<string, Command> = {
      "POST /api/notes": { method: "POST", path: "/api/notes", json: { title: "New", category: "notes" } },
      "POST /api/quick-add": {
        method: "POST",
        path: "/api/quick-add",
        json: { text: "call the bank tomorrow #Home #bank", timeZone: "Europe/Bratislava" },
      },
      "PATCH /api/notes/:id": { method: "PATCH", path: note(task.id), json: { title: "Renamed", completed: true } },
      "POST /api/notes/:id/toggle": { method: "POST", path: `${note(task.id)}/toggle` },
      "DELETE /api/notes/:id": { method: "DELETE", path: note(trashed.id) },
      "POST /api/notes/:id/items": { method: "POST", path: `${note(list.id)}/items`, json: { name: "Bread" } },
      "PATCH /api/notes/:id/items/:itemId": { method: "PATCH", path: itemPath, json: { completed: true } },
      "POST /api/notes/:id/items/:itemId/toggle": { method: "POST", path: `${itemPath}/toggle` },
      "DELETE /api/notes/:id/items/:itemId": { method: "DELETE", path: itemPath },
      "POST /api/notes/:id/items/:itemId/restore": { method: "POST", path: `${itemPath}/restore` },
      "POST /api/notes/:id/checklist": {
        method: "POST",
        path: `${note(checked.id)}/checklist`,
        json: { title: "Three" },
      },
      "PATCH /api/notes/:id/checklist/:itemId": { method: "PATCH", path: `${one}`, json: { completed: true } },
      "POST /api/notes/:id/checklist/:itemId/move": { method: "POST", path: `${two}/move`, json: { afterId: null } },
      "DELETE /api/notes/:id/checklist/:itemId": { method: "DELETE", path: `${one}` },
      "POST /api/notes/:id/checklist/convert": {
        method: "POST",
        path: `${note(keep.id)}/checklist/convert`,
        json: { to: "shopping" },
      },
      "PUT /api/shopping/category-order": {
        method: "PUT",
        path: "/api/shopping/category-order",
        json: { order: ["dairy"] },
      },
      "POST /api/tags": { method: "POST", path: "/api/tags", json: { name: "Work" } },
      "PATCH /api/tags/:id": { method: "PATCH", path: `/api/tags/${tag.id}`, json: { color: "#22c55e" } },
      "DELETE /api/tags/:id": { method: "DELETE", path: `/api/tags/${tag.id}` },
      "POST /api/trash/:id/restore": { method: "POST", path: `/api/trash/${trashed.id}/restore` },
      "DELETE /api/trash/:id": { method: "DELETE", path: `/api/trash/${purged.id}` },
      "DELETE /api/trash": { method: "DELETE", path: "/api/trash" },
      "PUT /api/planner/:date": { method: "PUT", path: "/api/planner/2026-03-02", json: { plannedHours: 4.5 } },
      // A binary body: the fingerprint hashes its bytes, and the route still gets them intact.
      "POST /api/notes/:id/photos": {
        method: "POST",
        path: `${note(pictured.id)}/photos`,
        body: await photoBytes("png"),
      },
      "DELETE /api/photos/:id": { method: "DELETE", path: `/api/photos/${photo.id}` },
    };
    expect(new Set(writeRoutes())).toEqual(new Set(Object.keys(commands)));

    for (const [route, command] of Object.entries(commands)) {
      // Purging and emptying need a note in the trash first (a write of its own, without a key).
      if (route === "DELETE /api/trash/:id") expect((await api.trashNote(purged.id)).status).toBe(204);
      if (route === "DELETE /api/trash") expect((await api.trashNote(task.id)).status).toBe(204);
      const key = randomUUID();
      const before = await readDataVersionEtag(client);
      const first = await send(command, key);
      const again = await send(command, key);
      expect([route, first.status < 300, first.replayed]).toEqual([route, true, null]);
      expect([route, again]).toEqual([route, { ...first, replayed: "true" }]);
      expect([route, await readDataVersionEtag(client)]).toEqual([route, before + 1]);
    }
  });

  it("is documented on each of those routes in the OpenAPI document", async () => {
    type Operation = { parameters?: { in: string; name: string }[]; responses: Record<string, unknown> };
    const document = (await (await harness.server.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    for (const route of writeRoutes()) {
      const [method = "", path = ""] = route.split(" ");
      const operation = document.paths[path.replace(/^\/api/, "").replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()];
      const header = operation?.parameters?.find((parameter) => parameter.in === "header");
      expect([route, header?.name, Object.keys(operation?.responses ?? {})]).toEqual([
        route,
        IDEMPOTENCY_KEY_HEADER,
        expect.arrayContaining(["409", "422"]),
      ]);
    }
  });
});
