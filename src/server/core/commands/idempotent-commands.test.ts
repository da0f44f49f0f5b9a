import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "../../../shared/schemas/idempotency.ts";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { type OrganiserApi, organiserApi } from "../../test-support/api-client.ts";
import { MISSING_ID } from "../../test-support/missing-id.ts";
import { seedRows, userIdOf } from "../../test-support/seed-rows.ts";
import type { TestClient } from "../../test-support/test-client.ts";
import { REPLAYED_HEADER, requestFingerprint } from "./idempotent-commands.ts";

let harness: AccountsServer;
let client: TestClient;
let api: OrganiserApi;

beforeAll(async () => {
  harness = await startAccountsServer();
  client = await signedInClient(harness.server.url, harness.mail);
  api = organiserApi(client);
});
afterAll(() => harness.close());

/** A request with an Idempotency-Key (a POST unless told), answered as status and parsed body. */
async function sendWithKey(method: string, route: string, json: unknown, key: string, as: TestClient = client) {
  const init = { method, headers: { [IDEMPOTENCY_KEY_HEADER]: key }, ...(json === undefined ? {} : { json }) };
  const response = await as.request(route, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}
const postWithKey = (route: string, json: unknown, key: string, as: TestClient = client) =>
  sendWithKey("POST", route, json, key, as);

const titled = async (title: string) => (await api.listNotes()).body.notes.filter((note) => note.title === title);

describe("creating with an Idempotency-Key (the same mechanism as every other write)", () => {
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
    const body = { title: "Tagged", category: "notes", tags: [MISSING_ID] };
    expect((await postWithKey("/api/notes", body, key)).status).toBe(404);
    expect((await postWithKey("/api/notes", { ...body, tags: [] }, key)).status).toBe(201);
  });

  it("forgets keys older than thirty days (a device offline for weeks still replays within them)", async () => {
    const key = randomUUID();
    const userId = await userIdOf(client);
    const dayAndMinuteAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000 - 60_000).toISOString();
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

  it("keeps a key used within thirty days", async () => {
    const key = randomUUID();
    const userId = await userIdOf(client);
    const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000).toISOString();
    const answer = JSON.stringify({ kept: "for a week" });
    const request = { title: "A week later", category: "notes" };
    await seedRows(harness.server, "idempotency_keys", [
      { user_id: userId, key, fingerprint: fingerprintOf(request), status: 201, response: answer, created_at: weekAgo },
    ]);
    expect(await postWithKey("/api/notes", request, key)).toEqual({ status: 201, body: { kept: "for a week" } });
    expect(await titled("A week later")).toHaveLength(0);
  });
});

describe("replaying other writes", () => {
  it("flips a toggle once when the same command arrives many times at once, each answered alike", async () => {
    const task = (await api.createNote({ title: "Tick once", category: "tasks" })).body;
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => sendWithKey("POST", `/api/notes/${task.id}/toggle`, undefined, key)),
    );
    expect(answers.map((answer) => [answer.status, answer.body.completed])).toEqual(answers.map(() => [200, true]));
    expect((await api.getNote(task.id)).body.completed).toBe(true);
  });

  it("answers a 204 again as a 204, with the replay marked", async () => {
    const note = (await api.createNote({ title: "Trash me", category: "notes" })).body;
    const key = randomUUID();
    const first = await client.request(`/api/notes/${note.id}`, {
      method: "DELETE",
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    });
    const again = await client.request(`/api/notes/${note.id}`, {
      method: "DELETE",
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    });
    expect([first.status, first.headers.get(REPLAYED_HEADER)]).toEqual([204, null]);
    expect([again.status, again.headers.get(REPLAYED_HEADER), await again.text()]).toEqual([204, "true", ""]);
  });

  it("refuses the key of a PATCH for a PATCH of another note or with another body (422)", async () => {
    const [one, two] = [
      (await api.createNote({ title: "One", category: "notes" })).body,
      (await api.createNote({ title: "Two", category: "notes" })).body,
    ];
    const key = randomUUID();
    expect((await sendWithKey("PATCH", `/api/notes/${one.id}`, { content: "x" }, key)).status).toBe(200);
    const elsewhere = await sendWithKey("PATCH", `/api/notes/${two.id}`, { content: "x" }, key);
    const otherBody = await sendWithKey("PATCH", `/api/notes/${one.id}`, { content: "y" }, key);
    for (const refused of [elsewhere, otherBody]) {
      expect(refused).toMatchObject({ status: 422, body: { error: { code: "idempotency_key_reused" } } });
    }
    expect((await api.getNote(two.id)).body.content).toBe("");
    expect((await api.getNote(one.id)).body.content).toBe("x");
  });

  it("says a command was applied but its answer lost when the server stopped between the two", async () => {
    const note = (await api.createNote({ title: "Lost answer", category: "notes" })).body;
    const key = randomUUID();
    const request = { content: "applied" };
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000).toISOString();
    await seedRows(harness.server, "idempotency_keys", [
      {
        user_id: await userIdOf(client),
        key,
        fingerprint: fingerprintOf(request, "PATCH", `/api/notes/${note.id}`),
        status: 0,
        response: "",
        created_at: twoMinutesAgo,
      },
    ]);
    const answer = await sendWithKey("PATCH", `/api/notes/${note.id}`, request, key);
    expect(answer).toMatchObject({ status: 409, body: { error: { code: "idempotency_answer_lost" } } });
    expect((await api.getNote(note.id)).body.content).toBe("");
  });
});

const fingerprintOf = (json: unknown, method = "POST", path = "/api/notes") =>
  requestFingerprint(method, path, JSON.stringify(json));
