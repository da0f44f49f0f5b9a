import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SyncAnswer } from "../../../shared/schemas/sync.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type Person, share, signedInPerson } from "../../test-support/sharing-people.ts";
import { openEventStream, type SseConnection } from "../../test-support/sse-client.ts";

let harness: AccountsServer;
let alice: Person;
let bob: Person;
const opened: SseConnection[] = [];

beforeAll(async () => {
  harness = await startAccountsServer({ SYNC_HEARTBEAT_MS: "200" });
  alice = await signedInPerson(harness, { firstName: "Alice" });
  bob = await signedInPerson(harness, { firstName: "Bob" });
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await harness.close();
});

async function pull(person: Person, since: number): Promise<SyncAnswer> {
  const answer = await person.api.call<SyncAnswer>("GET", `/api/sync?since=${since}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function stream(person: Person) {
  const connection = await openEventStream(person.client, "/api/sync/stream");
  opened.push(connection);
  await connection.nextChange(); // the current sequence, sent at once
  return connection;
}

async function sharedList(title: string) {
  const list = (
    await alice.api.createNote({ title, category: "shopping", items: [{ name: "Milk" }, { name: "Bread" }] })
  ).body;
  await share(harness, alice, list.id, bob);
  const [milk, bread] = list.items;
  if (!milk || !bread) throw new Error("no items");
  return { list, milk, bread };
}

describe("live sync of a shared list", () => {
  it("gives the member the list on joining, and carries each one's ticks to the other's pull and stream", async () => {
    const before = await pull(bob, 0);
    const { list, milk } = await sharedList("Together");
    const joined = await pull(bob, before.cursor);
    expect(joined.upserts.notes.map((note) => note.id)).toContain(list.id);
    expect(joined.upserts.notes.find((note) => note.id === list.id)?.sharing?.role).toBe("member");
    expect(joined.upserts.items.map((item) => item.name).sort()).toEqual(["Bread", "Milk"]);
    const reset = await pull(bob, 0);
    expect(reset.upserts.items.filter((item) => item.noteId === list.id)).toHaveLength(2);

    const bobsStream = await stream(bob);
    expect((await alice.api.toggleItem(list.id, milk.id)).status).toBe(200);
    expect(await bobsStream.nextChange()).toBeGreaterThan(joined.cursor);
    const ticked = await pull(bob, joined.cursor);
    expect(ticked.upserts.items).toEqual([expect.objectContaining({ id: milk.id, completed: true })]);
    expect(ticked.upserts.notes.find((note) => note.id === list.id)).toMatchObject({ itemsDone: 1, itemsTotal: 2 });

    const alicesCursor = (await pull(alice, 0)).cursor;
    const alicesStream = await stream(alice);
    const eggs = await bob.api.addItem(list.id, { name: "Eggs" });
    expect(eggs.status).toBe(201);
    expect(await alicesStream.nextChange()).toBeGreaterThan(alicesCursor);
    const added = await pull(alice, alicesCursor);
    expect(added.upserts.items).toEqual([expect.objectContaining({ id: eggs.body.id, name: "Eggs" })]);

    // Bob's own unrelated writes stay his: Alice's log does not move.
    const aliceNow = (await pull(alice, 0)).cursor;
    await bob.api.createNote({ title: "Bob's own", category: "notes" });
    expect((await pull(alice, aliceNow)).upserts.notes).toEqual([]);
  });

  it("a member's cached list page changes when the owner ticks an item (their data version moves)", async () => {
    const { list, bread } = await sharedList("Cached");
    const first = await bob.client.get("/api/notes?category=shopping");
    const etag = first.headers.get("ETag") ?? "";
    const counted = ((await first.json()) as { notes: { id: string; itemsDone: number }[] }).notes;
    expect(counted.find((note) => note.id === list.id)?.itemsDone).toBe(0);
    expect(
      (await bob.client.request("/api/notes?category=shopping", { headers: { "If-None-Match": etag } })).status,
    ).toBe(304);
    await alice.api.toggleItem(list.id, bread.id);
    const again = await bob.client.request("/api/notes?category=shopping", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(200);
    const notes = ((await again.json()) as { notes: { id: string; itemsDone: number }[] }).notes;
    expect(notes.find((note) => note.id === list.id)?.itemsDone).toBe(1);
  });

  it("drops the list from the member's devices on the owner's trash, removal and deleting all data, and gives it back on restore", async () => {
    const { list } = await sharedList("Comes and goes");
    let cursor = (await pull(bob, 0)).cursor;
    const next = async () => {
      const answer = await pull(bob, cursor);
      cursor = answer.cursor;
      return answer;
    };
    await alice.api.trashNote(list.id);
    const trashed = await next();
    expect(trashed.deletes.notes).toContain(list.id);
    expect(trashed.upserts.notes.map((note) => note.id)).not.toContain(list.id);
    expect((await pull(bob, 0)).upserts.notes.map((note) => note.id)).not.toContain(list.id);

    await alice.api.restore(list.id);
    const restored = await next();
    expect(restored.upserts.notes.map((note) => note.id)).toContain(list.id);
    expect(restored.upserts.items.filter((item) => item.noteId === list.id)).toHaveLength(2);

    expect((await alice.sharing.remove(list.id, bob.id)).status).toBe(204);
    const removed = await next();
    expect(removed.deletes.notes).toContain(list.id);
    expect((await pull(bob, 0)).upserts.notes.map((note) => note.id)).not.toContain(list.id);

    await share(harness, alice, list.id, bob);
    expect((await next()).upserts.notes.map((note) => note.id)).toContain(list.id);
    const deleted = await alice.api.call("POST", "/api/account/delete-data", { confirm: "DELETE" });
    expect(deleted.status).toBe(200);
    const gone = await next();
    expect(gone.deletes.notes).toContain(list.id);
    expect((await bob.api.getNote(list.id)).status).toBe(404);
    expect((await pull(bob, 0)).upserts.notes.filter((note) => note.sharing !== null)).toEqual([]);
  });

  it("leaves no ghost list when the owner's or a member's account is deleted", async () => {
    const carol = await signedInPerson(harness, { firstName: "Carol" });
    const dave = await signedInPerson(harness, { firstName: "Dave" });
    const list = (await carol.api.createNote({ title: "Carol's", category: "shopping", items: [{ name: "Tea" }] }))
      .body;
    await share(harness, carol, list.id, bob);
    await share(harness, carol, list.id, dave);
    expect((await carol.api.getNote(list.id)).body.sharing?.people).toHaveLength(2);

    const davesGone = await dave.client.post("/api/auth/delete-user", { password: dave.user.password });
    expect(davesGone.status).toBe(200);
    expect((await carol.sharing.list(list.id)).body.members.map((person) => person.id)).toEqual([bob.id]);

    const cursor = (await pull(bob, 0)).cursor;
    const carolsGone = await carol.client.post("/api/auth/delete-user", { password: carol.user.password });
    expect(carolsGone.status).toBe(200);
    const after = await pull(bob, cursor);
    expect(after.deletes.notes).toContain(list.id);
    expect((await pull(bob, 0)).upserts.notes.map((note) => note.id)).not.toContain(list.id);
  });

  it("takes crossed writes at once without a deadlock: each edits the other's list and their own", async () => {
    const { list: alicesList, milk } = await sharedList("Alice's, crossed");
    const bobsList = (
      await bob.api.createNote({ title: "Bob's, crossed", category: "shopping", items: [{ name: "Jam" }] })
    ).body;
    await share(harness, bob, bobsList.id, alice);
    const jam = bobsList.items[0];
    if (!jam) throw new Error("no item");
    const writes = Array.from({ length: 12 }, (_, round) => [
      alice.api.updateItem(bobsList.id, jam.id, { completed: round % 2 === 0 }),
      bob.api.updateItem(alicesList.id, milk.id, { completed: round % 2 === 0 }),
      alice.api.addItem(alicesList.id, { name: `A${round}` }),
      bob.api.addItem(bobsList.id, { name: `B${round}` }),
    ]).flat();
    const statuses = (await Promise.all(writes)).map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 300)).toEqual([]);
    expect((await alice.api.getNote(bobsList.id)).body.items).toHaveLength(13);
    expect((await bob.api.getNote(alicesList.id)).body.items).toHaveLength(14);
  });
});
