import type { ShoppingItem } from "@shared/schemas/note";
import { isCreationPending } from "@/lib/pending-creations";

export type ListSummary = {
  /** Items still to buy, in the order they were added. */
  open: ShoppingItem[];
  /** Items already bought, in the order they were added. */
  done: ShoppingItem[];
  total: number;
  /** The bought share, rounded to a whole percent (0–100); 0 for an empty list. */
  percentage: number;
};

export function completionPercentage(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((completed / total) * 100)));
}

/** Splits a list's items into open and bought (each keeps the order of adding) and measures progress. */
export function summarizeItems(items: readonly ShoppingItem[]): ListSummary {
  const open = items.filter((item) => !item.completed);
  const done = items.filter((item) => item.completed);
  return { open, done, total: items.length, percentage: completionPercentage(done.length, items.length) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list id of /shopping/:id: a UUID (in lower case, as ids are stored), else null ("12", "abc"). */
export function parseListId(value: string | undefined): string | null {
  return value !== undefined && UUID.test(value) ? value.toLowerCase() : null;
}

/** An item added a moment ago is pending until the server has answered its creation. */
export function isSavedItem(item: ShoppingItem): boolean {
  return !isCreationPending(item.id);
}
