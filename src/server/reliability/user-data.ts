import type { OrganiserApi } from "../test-support/api-client.ts";
import type { TestClient } from "../test-support/test-client.ts";

/** The week the victim has planned hours in; it holds a date the generators like (2026-12-31). */
export const VICTIM_WEEK = "2026-12-28";

/** The note created with an Idempotency-Key, so another user can send exactly the same request. */
export const KEYED_NOTE = { title: "keyed note", category: "notes", content: "words" };

/**
 * Gives a user one of everything (tags, a tagged task, a shopping list with items, a plain note,
 * a trashed note, planned hours, a category order) and answers every id that came back.
 */
export async function seedEverything(
  api: OrganiserApi,
  label: string,
  keyed?: { client: TestClient; idempotencyKey: string },
): Promise<string[]> {
  const must = <T>(answer: { status: number; body: T }, what: string): T => {
    if (answer.status >= 300) throw new Error(`seeding ${label}: ${what} answered ${answer.status}`);
    return answer.body;
  };
  const tag = must(await api.createTag({ name: `${label} tag ${Date.now()}`, color: "#e11d48" }), "tag");
  const task = must(
    await api.createNote({ title: `${label} task`, category: "tasks", tags: [tag.id], date: "2026-12-31" }),
    "task",
  );
  const list = must(
    await api.createNote({
      title: `${label} list`,
      category: "shopping",
      items: [{ name: "Milk" }, { name: "Bread", category: "bakery" }],
    }),
    "list",
  );
  // Made with an Idempotency-Key when one is given: another user sending the same key must not get it back.
  const noteBody = keyed ? KEYED_NOTE : { title: `${label} note`, category: "notes", content: "words" };
  const note = must(
    keyed ? await createWithKey(keyed.client, noteBody, keyed.idempotencyKey) : await api.createNote(noteBody),
    "note",
  );
  const trashed = must(await api.createNote({ title: `${label} old`, category: "notes" }), "trashed note");
  must(await api.trashNote(trashed.id), "trash");
  must(await api.saveHours("2026-12-31", 7.5), "hours");
  must(await api.saveHours("2026-12-29", 2), "hours");
  must(await api.setCategoryOrder(["bakery", "produce"]), "category order");
  return [tag.id, task.id, list.id, note.id, trashed.id, ...list.items.map((item) => item.id)];
}

async function createWithKey(client: TestClient, json: unknown, key: string) {
  const response = await client.request("/api/notes", { method: "POST", json, headers: { "idempotency-key": key } });
  return { status: response.status, body: (await response.json()) as { id: string } };
}

/** Everything a user can see of their own data, including the account itself, to compare before and after. */
export async function snapshotOf(api: OrganiserApi, client: TestClient) {
  const answer = await client.get("/api/auth/get-session");
  // A refused read (Better Auth's per-address rate limit: 429) must not pass for a signed-out user.
  if (answer.status !== 200) throw new Error(`reading the session answered ${answer.status}: ${await answer.text()}`);
  const session = (await answer.json()) as { user?: unknown } | null;
  return {
    user: session?.user ?? null,
    notes: (await api.listNotes()).body,
    trash: (await api.listTrash()).body,
    tags: (await api.listTags()).body,
    counts: (await api.counts()).body,
    planner: (await api.plannerWeek(VICTIM_WEEK)).body,
    categoryOrder: (await api.categoryOrder()).body,
  };
}
