import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountsServer, startAccountsServer, twoUsers } from "../../test-support/accounts-server.ts";
import type { OrganiserApi } from "../../test-support/api-client.ts";

/** Issue 11: notes, items and tags created with an id the client made (docs/decisions/017). */
let harness: AccountsServer;
let alice: OrganiserApi;
let mallory: OrganiserApi;

beforeAll(async () => {
  harness = await startAccountsServer();
  [alice, mallory] = await twoUsers(harness);
});

afterAll(() => harness.close());

const errorCode = (body: unknown) => (body as { error: { code: string } }).error.code;

describe("client-made ids", () => {
  it("are kept: a note and its first items carry the ids the client chose", async () => {
    const [noteId, milk, bread] = [uuidv7(), uuidv7(), uuidv7()];
    const created = await alice.createNote({
      id: noteId,
      title: "Market",
      category: "shopping",
      items: [
        { id: milk, name: "Milk" },
        { id: bread, name: "Bread", category: "bakery" },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.id).toBe(noteId);
    expect(created.body.items.map((item) => item.id)).toEqual([milk, bread]);
    expect((await alice.getNote(noteId)).body.title).toBe("Market");
    const tea = uuidv7();
    expect((await alice.addItem(noteId, { id: tea, name: "Tea" })).body).toMatchObject({ id: tea, noteId });
  });

  it("answer a repeated creation with the row it made, not a second row", async () => {
    const before = (await alice.counts()).body.active.total ?? 0;
    const tag = { id: uuidv7(), name: "Garden", color: "#22c55e" };
    expect((await alice.createTag(tag)).status).toBe(201);
    expect((await alice.createTag(tag)).body).toEqual(tag);
    const note = { id: uuidv7(), title: "Water the roses", category: "tasks", tags: [tag.id] };
    const first = await alice.createNote(note);
    const again = await Promise.all([alice.createNote(note), alice.createNote(note)]);
    expect(again.map((answer) => answer.status)).toEqual([201, 201]);
    for (const answer of again) expect(answer.body).toEqual(first.body);
    expect((await alice.counts()).body.active.total).toBe(before + 1);

    const list = (await alice.createNote({ title: "Shop", category: "shopping" })).body;
    const item = { id: uuidv7(), name: "Soap", category: null };
    const added = await alice.addItem(list.id, item);
    expect((await alice.addItem(list.id, item)).body).toEqual(added.body);
    expect((await alice.getNote(list.id)).body.items).toHaveLength(1);
  });

  it("refuse an id already used for other content with 409 conflict", async () => {
    const id = uuidv7();
    await alice.createNote({ id, title: "First", category: "notes" });
    const other = await alice.createNote({ id, title: "Second", category: "notes" });
    expect(other.status).toBe(409);
    expect(errorCode(other.body)).toBe("conflict");
    expect((await alice.getNote(id)).body.title).toBe("First");
    // An item id of one list is not free on another list of the same user.
    const list = (await alice.createNote({ title: "Shop", category: "shopping" })).body;
    const item = (await alice.addItem(list.id, { name: "Eggs" })).body;
    const otherList = (await alice.createNote({ title: "Other shop", category: "shopping" })).body;
    expect((await alice.addItem(otherList.id, { id: item.id, name: "Eggs" })).status).toBe(409);
  });

  it("never reach another user's row: the same id is 409 and names nothing of it", async () => {
    const secret = "Alice's secret plan";
    const note = (await alice.createNote({ id: uuidv7(), title: secret, category: "shopping" })).body;
    const item = (await alice.addItem(note.id, { id: uuidv7(), name: secret })).body;
    const tag = (await alice.createTag({ id: uuidv7(), name: "Secret" })).body;
    const attempts: { status: number; body: unknown }[] = [
      await mallory.createNote({ id: note.id, title: secret, category: "shopping" }),
      await mallory.createTag({ id: tag.id, name: "Secret" }),
    ];
    const ownList = (await mallory.createNote({ title: "Mine", category: "shopping" })).body;
    attempts.push(await mallory.addItem(ownList.id, { id: item.id, name: secret }));
    attempts.push(
      await mallory.createNote({ title: "Mine too", category: "shopping", items: [{ id: item.id, name: "x" }] }),
    );
    for (const answer of attempts) {
      expect(answer.status).toBe(409);
      expect(errorCode(answer.body)).toBe("conflict");
      expect(JSON.stringify(answer.body)).not.toContain(secret);
    }
    // Adding to Alice's list with a fresh id finds no list of Mallory's: 404 as before.
    expect((await mallory.addItem(note.id, { id: uuidv7(), name: "x" })).status).toBe(404);
    expect((await alice.getNote(note.id)).body).toMatchObject({
      title: secret,
      items: [{ id: item.id, name: secret }],
    });
    expect((await alice.listTags()).body.tags).toContainEqual(tag);
  });

  it("must be UUIDv7s: anything else is 400 validation.invalid", async () => {
    const notV7 = "0193a5b0-7c4e-4a2b-8c3d-1234567890ab";
    for (const id of ["17", "", notV7, `${uuidv7()}x`, 17]) {
      const answer = await alice.createNote({ id, title: "x", category: "notes" });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: { details: [{ field: "id", message: "validation.invalid" }] } });
    }
    expect((await alice.createTag({ id: notV7, name: "x" })).status).toBe(400);
  });
});
