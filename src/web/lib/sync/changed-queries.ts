import type { QueryKey } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import type { PullAnswer } from "./pull-answer";

/** Every family of server state (the first part of each key in lib/query-keys.ts). */
export const ALL_SYNCED_FAMILIES: readonly QueryKey[] = [
  queryKeys.notes.all,
  queryKeys.trash.all,
  queryKeys.tags.all,
  ["shopping"],
  ["stats"],
  ["planner"],
];

/** The note a changed item belongs to, when the pulled row says so (its own list's query is then enough). */
function itemNoteId(row: unknown): string | number | null {
  if (typeof row !== "object" || row === null) return null;
  const noteId = (row as { noteId?: unknown }).noteId;
  return typeof noteId === "string" || typeof noteId === "number" ? noteId : null;
}

/** Whether `key` starts with `prefix` (TanStack Query's partial matching of array keys). */
function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, index) => part === key[index]);
}

/** The keys without those another key of the list already covers as its prefix. */
function withoutCovered(keys: QueryKey[]): QueryKey[] {
  const unique = keys.filter(
    (key, index) => keys.findIndex((other) => JSON.stringify(other) === JSON.stringify(key)) === index,
  );
  return unique.filter((key) => !unique.some((other) => other !== key && startsWith(key, other)));
}

/**
 * The query families a pulled change feeds, as key prefixes to invalidate — exactly those, so a
 * ticked item on another device refreshes that list and the shopping counts, not the planner.
 *
 * - notes → every notes query (lists, a note, counts, progress, the calendar's days), the trash and
 *   the statistics (computed from the notes);
 * - items → the lists (each shopping list's done/total) and the changed lists' own queries (all of
 *   them when an item went, since a deleted row carries only its id);
 * - tags → the tags and the notes (cards and notes show their tags' names and colours);
 * - planner days → the planner's weeks; the category order → itself.
 *
 * `reset` (the log was pruned past the cursor) says nothing about what changed: everything.
 */
export function queriesChangedBy(answer: PullAnswer): QueryKey[] {
  if (answer.reset) return [...ALL_SYNCED_FAMILIES];
  const { upserts, deletes } = answer;
  const keys: QueryKey[] = [];
  if (upserts.notes.length > 0 || deletes.notes.length > 0) {
    keys.push(queryKeys.notes.all, queryKeys.trash.all, ["stats"]);
  }
  if (upserts.items.length > 0 || deletes.items.length > 0) {
    keys.push(queryKeys.notes.lists());
    const noteIds = upserts.items.map(itemNoteId);
    if (deletes.items.length > 0 || noteIds.includes(null)) keys.push(["notes", "detail"]);
    else for (const noteId of noteIds) keys.push(["notes", "detail", noteId]);
  }
  if (upserts.tags.length > 0 || deletes.tags.length > 0) keys.push(queryKeys.tags.all, queryKeys.notes.all);
  if (upserts.plannerDays.length > 0 || deletes.plannerDays.length > 0) keys.push(["planner"]);
  if (upserts.shoppingCategoryOrder != null) keys.push(queryKeys.shopping.categoryOrder());
  return withoutCovered(keys);
}
