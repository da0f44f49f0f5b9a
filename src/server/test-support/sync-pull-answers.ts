import { expect } from "vitest";
import type { SyncAnswer } from "../../shared/schemas/sync.ts";
import type { TestClient } from "./test-client.ts";

/** A pull of the changes since a cursor (all of them without one), which must answer 200. */
export async function pull(as: TestClient, since?: number): Promise<SyncAnswer> {
  const response = await as.get(since === undefined ? "/api/sync" : `/api/sync?since=${since}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SyncAnswer;
}

/** Which entities an answer names, as "kind id" strings, so a failure shows them all at once. */
export function named(answer: SyncAnswer): { upserts: string[]; deletes: string[] } {
  const { upserts, deletes } = answer;
  return {
    upserts: [
      ...upserts.notes.map((note) => `note ${note.id}`),
      ...upserts.tags.map((tag) => `tag ${tag.id}`),
      ...upserts.items.map((item) => `item ${item.id}`),
      ...upserts.plannerDays.map((day) => `plannerDay ${day.date}`),
      ...(upserts.shoppingCategoryOrder ? ["categoryOrder"] : []),
    ].sort(),
    deletes: [
      ...deletes.notes.map((id) => `note ${id}`),
      ...deletes.tags.map((id) => `tag ${id}`),
      ...deletes.items.map((id) => `item ${id}`),
      ...deletes.plannerDays.map((date) => `plannerDay ${date}`),
    ].sort(),
  };
}
