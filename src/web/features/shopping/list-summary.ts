import type { ShoppingItem } from "@shared/schemas/note";

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

/** The list id of /shopping/:id: a positive whole number written as digits, else null ("12abc", "1.5", "-3"). */
export function parseListId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** An item added a moment ago carries a temporary negative id until the server's copy arrives. */
export function isSavedItem(item: ShoppingItem): boolean {
  return item.id > 0;
}
