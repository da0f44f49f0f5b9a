import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ITEMS_PER_LIST, MAX_NOTES_PER_USER, MAX_TAGS_PER_USER } from "../../../shared/constants.ts";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../test-support/api-client.ts";
import { MISSING_ID } from "../../test-support/missing-id.ts";
import { noteRows, seedRows, userIdOf } from "../../test-support/seed-rows.ts";

let harness: AccountsServer;
let api: OrganiserApi;

beforeAll(async () => {
  harness = await startAccountsServer();
  api = organiserApi(await signedInClient(harness.server.url, harness.mail));
});
afterAll(() => harness.close());

/** A user of their own, for tests that fill a quota. */
async function freshUser() {
  const client = await signedInClient(harness.server.url, harness.mail);
  return { api: organiserApi(client), userId: await userIdOf(client) };
}

const errorCode = (body: unknown) => (body as { error: { code: string } }).error.code;

describe("ids that are not UUIDs", () => {
  const notAnId = "17";

  it("are refused with 400 in paths, never a 500", async () => {
    const note = (await api.createNote({ title: "Kept", category: "shopping", items: [{ name: "Tea" }] })).body;
    const item = note.items[0]?.id ?? MISSING_ID;
    const attempts = [
      api.getNote(notAnId),
      api.updateNote(notAnId, { title: "x" }),
      api.trashNote(notAnId),
      api.toggleNote(notAnId),
      api.restore(notAnId),
      api.deletePermanently(notAnId),
      api.updateTag(notAnId, { name: "x" }),
      api.deleteTag(notAnId),
      api.addItem(notAnId, { name: "x" }),
      api.toggleItem(note.id, notAnId),
      api.deleteItem(note.id, notAnId),
      api.updateItem(note.id, notAnId, { name: "x" }),
      api.call("GET", "/api/notes/99999999999999999999999"),
      api.call("GET", "/api/notes/1e400"),
      api.call("GET", `/api/notes/${note.id}x`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(400);
      expect(errorCode(response.body)).toBe("validation_failed");
    }
    // A well-formed id that no row has is an ordinary missing note; upper case names the same row.
    expect((await api.getNote(MISSING_ID)).status).toBe(404);
    expect((await api.getNote(note.id.toUpperCase())).body).toMatchObject({ id: note.id });
    expect((await api.toggleItem(note.id, item)).status).toBe(200);
  });

  it("are refused with 400 inside a body (tag ids), on create and update", async () => {
    const created = await api.createNote({ title: "x", category: "notes", tags: [notAnId] });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ error: { details: [{ field: "tags.0", message: "validation.invalid" }] } });
    const note = (await api.createNote({ title: "x", category: "notes" })).body;
    expect((await api.updateNote(note.id, { tags: [notAnId] })).status).toBe(400);
    expect((await api.updateNote(note.id, { tags: [MISSING_ID] })).status).toBe(404);
  });
});

describe("tags on shopping lists", () => {
  it("are refused on update as on create, and an empty tag list is still accepted", async () => {
    const tag = (await api.createTag({ name: "Groceries" })).body;
    const list = (await api.createNote({ title: "Market", category: "shopping" })).body;
    const refused = await api.updateNote(list.id, { tags: [tag.id] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: { code: "validation_failed", details: [{ field: "tags", message: "validation.noTagsOnLists" }] },
    });
    expect((await api.getNote(list.id)).body.tags).toEqual([]);
    const renamed = await api.updateNote(list.id, { title: "Market day", tags: [] });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: "Market day", tags: [] });
  });
});

describe("items per list", () => {
  it(`allows ${MAX_ITEMS_PER_LIST} items on create, refuses more, and refuses adding beyond the limit`, async () => {
    const items = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `Item ${index + 1}` }));
    const tooMany = await api.createNote({ title: "Huge", category: "shopping", items: items(MAX_ITEMS_PER_LIST + 1) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ error: { details: [{ field: "items", message: "validation.tooMany" }] } });

    const full = await api.createNote({ title: "Full", category: "shopping", items: items(MAX_ITEMS_PER_LIST) });
    expect(full.status).toBe(201);
    const refused = await api.addItem(full.body.id, { name: "One more" });
    expect(refused.status).toBe(409);
    expect(errorCode(refused.body)).toBe("item_limit_reached");
    expect((await api.getNote(full.body.id)).body.items).toHaveLength(MAX_ITEMS_PER_LIST);

    // Room again after one is deleted.
    const first = full.body.items[0]?.id ?? MISSING_ID;
    expect((await api.deleteItem(full.body.id, first)).status).toBe(204);
    expect((await api.addItem(full.body.id, { name: "One more" })).status).toBe(201);
  });

  it("lets exactly one of many simultaneous adds take the last place", async () => {
    const items = Array.from({ length: MAX_ITEMS_PER_LIST - 1 }, (_, index) => ({ name: `Item ${index + 1}` }));
    const list = (await api.createNote({ title: "Almost full", category: "shopping", items })).body;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => api.addItem(list.id, { name: `Racer ${index}` })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect((await api.getNote(list.id)).body.items).toHaveLength(MAX_ITEMS_PER_LIST);
  });
});

describe("per-user quotas", () => {
  it(`refuses a note beyond ${MAX_NOTES_PER_USER} (trashed ones count) with a code, for that user only`, async () => {
    const user = await freshUser();
    await seedRows(harness.server, "notes", noteRows(user.userId, MAX_NOTES_PER_USER - 1));
    const last = await user.api.createNote({ title: "The last one", category: "tasks" });
    expect(last.status).toBe(201);
    expect((await user.api.trashNote(last.body.id)).status).toBe(204);

    const refused = await user.api.createNote({ title: "One too many", category: "notes" });
    expect(refused.status).toBe(409);
    expect(errorCode(refused.body)).toBe("note_limit_reached");
    expect((await api.createNote({ title: "Someone else", category: "notes" })).status).toBe(201);

    // Emptying the trash makes room.
    expect((await user.api.emptyTrash()).body).toEqual({ deleted: 1 });
    expect((await user.api.createNote({ title: "Room again", category: "notes" })).status).toBe(201);
  });

  it(`refuses a tag beyond ${MAX_TAGS_PER_USER} with a code`, async () => {
    const user = await freshUser();
    const now = new Date().toISOString();
    await seedRows(
      harness.server,
      "tags",
      Array.from({ length: MAX_TAGS_PER_USER - 1 }, (_, index) => ({
        id: uuidv7(),
        user_id: user.userId,
        name: `Tag ${index}`,
        name_key: `tag ${index}`,
        color: "#9b87f5",
        created_at: now,
      })),
    );
    expect((await user.api.createTag({ name: "Last" })).status).toBe(201);
    const refused = await user.api.createTag({ name: "Too many" });
    expect(refused.status).toBe(409);
    expect(errorCode(refused.body)).toBe("tag_limit_reached");
  });
});
