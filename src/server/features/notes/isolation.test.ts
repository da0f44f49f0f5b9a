import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenNeedOf } from "../../http/api-token-policy.ts";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../test-support/api-client.ts";
import { createApiTokenWith, tokenClient } from "../../test-support/api-tokens.ts";
import { MISSING_ID } from "../../test-support/missing-id.ts";
import { userIdOf } from "../../test-support/seed-rows.ts";
import type { TestClient } from "../../test-support/test-client.ts";

let harness: AccountsServer;

beforeAll(async () => {
  // The route walk sends a few hundred requests with one token within the minute.
  harness = await startAccountsServer({ API_TOKEN_REQUESTS_PER_MINUTE: "100000" });
});
afterAll(() => harness.close());

/** Everything Alice can see, to compare before and after Mallory's attempts. */
async function snapshot(api: OrganiserApi) {
  return {
    notes: (await api.listNotes()).body.notes,
    trash: (await api.listTrash()).body.notes,
    tags: (await api.listTags()).body.tags,
  };
}

/**
 * Mallory signs in as the app does (the session cookie) or as a script does (a personal API token):
 * either way, every id of Alice's is answered like a missing one.
 */
describe.each(["session", "token"] as const)("another user's ids, with Mallory signed in by %s", (signedInBy) => {
  let alice: OrganiserApi;
  let aliceClient: TestClient;
  let mallory: OrganiserApi;
  let malloryClient: TestClient;

  beforeAll(async () => {
    aliceClient = await signedInClient(harness.server.url, harness.mail);
    alice = organiserApi(aliceClient);
    const malloryApp = await signedInClient(harness.server.url, harness.mail);
    malloryClient =
      signedInBy === "session"
        ? malloryApp
        : tokenClient(harness.server.url, (await createApiTokenWith(malloryApp, { name: "Mallory's script" })).token);
    mallory = organiserApi(malloryClient);
  });

  it("are answered exactly like missing ones (404), for every route, and change nothing", async () => {
    const tag = (await alice.createTag({ name: "Private", color: "#e11d48" })).body;
    const task = (await alice.createNote({ title: "Alice's task", category: "tasks", tags: [tag.id] })).body;
    const list = (await alice.createNote({ title: "Alice's list", category: "shopping", items: [{ name: "Milk" }] }))
      .body;
    const item = list.items[0];
    if (!item) throw new Error("the list has no item");
    const trashed = (await alice.createNote({ title: "Alice's old note", category: "notes" })).body;
    await alice.trashNote(trashed.id);
    const before = await snapshot(alice);

    const missing = MISSING_ID;
    const ownNote = (await mallory.createNote({ title: "Mallory's note", category: "notes" })).body;
    const attempts: [
      string,
      () => Promise<{ status: number; body: unknown }>,
      () => Promise<{ status: number; body: unknown }>,
    ][] = [
      ["read a note", () => mallory.getNote(task.id), () => mallory.getNote(missing)],
      [
        "update a note",
        () => mallory.updateNote(task.id, { title: "mine now" }),
        () => mallory.updateNote(missing, { title: "x" }),
      ],
      ["toggle a note", () => mallory.toggleNote(task.id), () => mallory.toggleNote(missing)],
      ["move a note to trash", () => mallory.trashNote(list.id), () => mallory.trashNote(missing)],
      ["restore a trashed note", () => mallory.restore(trashed.id), () => mallory.restore(missing)],
      [
        "delete a note permanently",
        () => mallory.deletePermanently(trashed.id),
        () => mallory.deletePermanently(missing),
      ],
      [
        "attach a tag when creating",
        () => mallory.createNote({ title: "x", category: "notes", tags: [tag.id] }),
        () => mallory.createNote({ title: "x", category: "notes", tags: [missing] }),
      ],
      [
        "attach a tag when editing",
        () => mallory.updateNote(ownNote.id, { tags: [tag.id] }),
        () => mallory.updateNote(ownNote.id, { tags: [missing] }),
      ],
      [
        "rename a tag",
        () => mallory.updateTag(tag.id, { name: "mine" }),
        () => mallory.updateTag(missing, { name: "x" }),
      ],
      ["delete a tag", () => mallory.deleteTag(tag.id), () => mallory.deleteTag(missing)],
      [
        "add an item",
        () => mallory.addItem(list.id, { name: "Poison" }),
        () => mallory.addItem(missing, { name: "x" }),
      ],
      ["toggle an item", () => mallory.toggleItem(list.id, item.id), () => mallory.toggleItem(missing, item.id)],
      ["delete an item", () => mallory.deleteItem(list.id, item.id), () => mallory.deleteItem(missing, item.id)],
    ];
    for (const [what, foreign, absent] of attempts) {
      const [foreignAnswer, absentAnswer] = [await foreign(), await absent()];
      expect([what, foreignAnswer.status]).toEqual([what, 404]);
      expect([what, foreignAnswer.body]).toEqual([what, absentAnswer.body]);
    }

    expect((await mallory.emptyTrash()).body).toEqual({ deleted: 0 });
    expect(await snapshot(alice)).toEqual(before);
    expect((await mallory.listNotes()).body.notes.map((note) => note.title)).toEqual(["Mallory's note"]);
    expect((await mallory.listTags()).body.tags).toEqual([]);
    expect((await mallory.progress()).body).toEqual({ completed: 0, total: 0, percentage: 0 });
  });

  it("are 404 on every API route that takes an id, exactly like missing ones", async () => {
    const tag = (await alice.createTag({ name: "Walked", color: "#e11d48" })).body;
    const list = (await alice.createNote({ title: "Walked list", category: "shopping", items: [{ name: "Eggs" }] }))
      .body;
    const item = list.items[0]?.id ?? "";
    const trashed = (await alice.createNote({ title: "Walked trash", category: "notes" })).body;
    await alice.trashNote(trashed.id);
    const aliceToken = (await createApiTokenWith(aliceClient, { name: "Alice's script" })).apiToken;
    const aliceId = await userIdOf(aliceClient);
    const before = await snapshot(alice);

    for (const route of routesWithIds()) {
      const key = `${route.method} ${route.path}`;
      // A token is refused where the token policy never lets one go (the token routes, invitations, …)
      // before any id is looked at (http/api-token-policy.ts, token-refusals.test.ts).
      const expected = signedInBy === "token" && tokenNeedOf(route.method, route.path) === "never" ? 403 : 404;
      const absent = await send(route, fill(route.path, MISSING_ID, MISSING_ID, aliceId));
      for (const id of [list.id, trashed.id, tag.id, item, aliceToken.id]) {
        const answer = await send(route, fill(route.path, id, item, aliceId));
        expect([key, id, answer.status]).toEqual([key, id, expected]);
        expect([key, id, answer.body]).toEqual([key, id, absent.body]);
      }
    }
    expect(await snapshot(alice)).toEqual(before);
    const { tokens } = (await (await aliceClient.get("/api/tokens")).json()) as { tokens: { id: string }[] };
    expect(tokens.map((token) => token.id)).toContain(aliceToken.id);
  }, 60_000);

  /**
   * Each route whose path names a note, item, tag or token by id: not the planner's dates, secrets
   * (feeds, invitations) or push devices (ids of their own kind, not UUIDs).
   */
  function routesWithIds() {
    const keys = new Set(
      harness.server.routes
        .filter((route) => /:(id|noteId|itemId)\b/.test(route.path) && !["HEAD", "ALL"].includes(route.method))
        .filter((route) => /^\/api\/(notes|trash|tags|shared-lists|tokens)\//.test(route.path))
        .map((route) => `${route.method} ${route.path}`),
    );
    expect(keys.size).toBeGreaterThan(15);
    return [...keys].map((key) => {
      const [method = "", path = ""] = key.split(" ");
      return { method, path };
    });
  }

  async function send(route: { method: string; path: string }, path: string) {
    const body =
      WALK_BODIES[`${route.method} ${route.path}`] ?? (["GET", "DELETE"].includes(route.method) ? undefined : {});
    const answer = await malloryClient.request(path, {
      method: route.method,
      ...(body === undefined ? {} : { json: body }),
    });
    const text = await answer.text();
    return { status: answer.status, body: text ? (JSON.parse(text) as unknown) : null };
  }
});

/** A body each write route accepts when the ids are right, so a refusal is about the ids, not the body. */
const WALK_BODIES: Record<string, unknown> = {
  "PATCH /api/notes/:id": { title: "Taken over" },
  "POST /api/notes/:id/items": { name: "Smuggled" },
  "PATCH /api/notes/:id/items/:itemId": { completed: true },
  "POST /api/notes/:id/checklist": { title: "Smuggled" },
  "PATCH /api/notes/:id/checklist/:itemId": { completed: true },
  "POST /api/notes/:id/checklist/:itemId/move": { afterId: null },
  "POST /api/notes/:id/checklist/convert": { to: "notes" },
  "PATCH /api/tags/:id": { name: "Taken over" },
  "POST /api/shared-lists/:noteId/invitations": { email: "someone.else@example.org" },
};

/** The route's path with Alice's ids filled in. */
function fill(path: string, id: string, itemId: string, userId: string): string {
  return path
    .replace(":noteId", id)
    .replace(":id", id)
    .replace(":itemId", itemId)
    .replace(":userId", userId)
    .replace(":invitationId", randomUUID());
}
