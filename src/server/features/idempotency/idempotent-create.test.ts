import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "../../../shared/schemas/idempotency.ts";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../test-support/api-client.ts";
import { seedRows, userIdOf } from "../../test-support/seed-rows.ts";
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

/** A POST with an Idempotency-Key, answered as status and parsed body. */
async function postWithKey(route: string, json: unknown, key: string, as: TestClient = client) {
  const response = await as.request(route, { method: "POST", json, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const titled = async (title: string) => (await api.listNotes()).body.notes.filter((note) => note.title === title);

describe("creating with an Idempotency-Key", () => {
  it("answers a repeat with the first note (same status and body) and makes no second one", async () => {
    const key = randomUUID();
    const body = { title: "Pay the rent", category: "tasks", date: "2026-12-01" };
    const first = await postWithKey("/api/notes", body, key);
    const again = await postWithKey("/api/notes", body, key);
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(await titled("Pay the rent")).toHaveLength(1);
    // Without a key, the same body is a new note as before.
    expect((await api.createNote(body)).status).toBe(201);
    expect(await titled("Pay the rent")).toHaveLength(2);
  });

  it("creates one note when the same key arrives many times at once", async () => {
    const key = randomUUID();
    const body = { title: "Double click", category: "shopping", items: [{ name: "Milk" }] };
    const answers = await Promise.all(Array.from({ length: 10 }, () => postWithKey("/api/notes", body, key)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const lists = await titled("Double click");
    expect(lists).toHaveLength(1);
    expect(lists[0]?.itemsTotal).toBe(1);
  });

  it("does the same for items and tags", async () => {
    const list = (await api.createNote({ title: "Weekend", category: "shopping" })).body;
    const itemKey = randomUUID();
    const items = await Promise.all(
      [1, 2, 3].map(() => postWithKey(`/api/notes/${list.id}/items`, { name: "Bread" }, itemKey)),
    );
    expect(items.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect((await api.getNote(list.id)).body.items.map((item) => item.name)).toEqual(["Bread"]);

    const tagKey = randomUUID();
    const tags = await Promise.all([1, 2, 3].map(() => postWithKey("/api/tags", { name: "Errands" }, tagKey)));
    expect(tags.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(tags.map((answer) => answer.body.id)).size).toBe(1);
  });

  it("refuses a key reused for a different request (422) and a malformed key (400)", async () => {
    const key = randomUUID();
    expect((await postWithKey("/api/notes", { title: "One", category: "notes" }, key)).status).toBe(201);
    const other = await postWithKey("/api/notes", { title: "Another", category: "notes" }, key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error: { code: "idempotency_key_reused" } });
    const elsewhere = await postWithKey("/api/tags", { name: "One" }, key);
    expect(elsewhere.status).toBe(422);
    expect(await titled("Another")).toHaveLength(0);

    for (const bad of ["x".repeat(101), "has space", "ünïcode"]) {
      const refused = await postWithKey("/api/notes", { title: "Bad key", category: "notes" }, bad);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        error: { code: "validation_failed", details: [{ field: IDEMPOTENCY_KEY_HEADER }] },
      });
    }
    expect(await titled("Bad key")).toHaveLength(0);
  });

  it("keeps keys per user: another user's same key creates their own note", async () => {
    const key = randomUUID();
    const other = await signedInClient(harness.server.url, harness.mail);
    const mine = await postWithKey("/api/notes", { title: "Shared key", category: "notes" }, key);
    const theirs = await postWithKey("/api/notes", { title: "Shared key", category: "notes" }, key, other);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it("does not keep a failed creation: a retry after fixing the cause goes through", async () => {
    const key = randomUUID();
    const body = { title: "Tagged", category: "notes", tags: [2_000_000_000] };
    expect((await postWithKey("/api/notes", body, key)).status).toBe(404);
    expect((await postWithKey("/api/notes", { ...body, tags: [] }, key)).status).toBe(201);
  });

  it("forgets keys older than a day", async () => {
    const key = randomUUID();
    const userId = await userIdOf(client);
    const dayAndMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000).toISOString();
    await seedRows(harness.server, "idempotency_keys", [
      {
        user_id: userId,
        key,
        fingerprint: "of an old request",
        status: 201,
        response: "{}",
        created_at: dayAndMinuteAgo,
      },
    ]);
    const fresh = await postWithKey("/api/notes", { title: "After a day", category: "notes" }, key);
    expect(fresh.status).toBe(201);
    expect(fresh.body).toMatchObject({ title: "After a day" });
  });
});
