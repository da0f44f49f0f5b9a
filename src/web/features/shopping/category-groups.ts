import { SHOPPING_CATEGORIES, type ShoppingCategoryKey } from "@shared/constants";
import { ITEM_CATEGORY_MAX, type ShoppingItem } from "@shared/schemas/note";

/** A group of open items; `category` null is "Other", the items without one. */
export type CategoryGroup = { category: string | null; items: ShoppingItem[] };

/** Orders two categories for people: by their shown (translated) name, in the language's alphabet. */
export type CategoryCompare = (a: string, b: string) => number;

/** The stored order holds at most this many categories (the server's limit). */
export const CATEGORY_ORDER_MAX = 100;

export function isBuiltInCategory(category: string): category is ShoppingCategoryKey {
  return (SHOPPING_CATEGORIES as readonly string[]).includes(category);
}

/** An item's category as the groups see it: trimmed, and blank counts as none. */
export function categoryOf(item: Pick<ShoppingItem, "category">): string | null {
  return item.category?.trim() || null;
}

/** The user's order first (those present), then the other present categories alphabetically. */
export function orderCategories(
  categories: Iterable<string>,
  order: readonly string[],
  compare: CategoryCompare,
): string[] {
  const present = new Set(categories);
  const ordered = order.filter((category) => present.has(category));
  const placed = new Set(ordered);
  const rest = [...present].filter((category) => !placed.has(category)).sort(compare);
  return [...ordered, ...rest];
}

/**
 * Open items grouped by category in the order of the way through the shop: the user's order, then
 * categories they have not placed yet (alphabetically), and "Other" always last. Items keep the order
 * they were added in within their group.
 */
export function groupOpenItems(
  items: readonly ShoppingItem[],
  order: readonly string[],
  compare: CategoryCompare,
): CategoryGroup[] {
  const byCategory = new Map<string | null, ShoppingItem[]>();
  for (const item of items) {
    if (item.completed) continue;
    const category = categoryOf(item);
    byCategory.set(category, [...(byCategory.get(category) ?? []), item]);
  }
  const named = [...byCategory.keys()].filter((category): category is string => category !== null);
  const groups = orderCategories(named, order, compare).map((category) => ({
    category,
    items: byCategory.get(category) ?? [],
  }));
  const other = byCategory.get(null);
  return other ? [...groups, { category: null, items: other }] : groups;
}

/**
 * The stored order after moving `category` one place up (-1) or down (+1) among the `shown` groups.
 * The categories on screen swap places; every other category the user has placed keeps its position,
 * so rearranging one list does not scramble the order other lists follow.
 */
export function moveCategory(
  order: readonly string[],
  shown: readonly string[],
  category: string,
  direction: -1 | 1,
): string[] {
  const index = shown.indexOf(category);
  const neighbour = shown[index + direction];
  if (index < 0 || neighbour === undefined) return [...order];
  const placed = new Set(order);
  const effective = [...order, ...shown.filter((entry) => !placed.has(entry))];
  const moved = effective.filter((entry) => entry !== category);
  const at = moved.indexOf(neighbour);
  moved.splice(direction < 0 ? at : at + 1, 0, category);
  return withinLimit(moved, new Set(shown));
}

/** Drops placed categories that are not on screen, from the end, until the order fits the server's limit. */
function withinLimit(order: string[], keep: ReadonlySet<string>): string[] {
  const result = [...order];
  for (let index = result.length - 1; index >= 0 && result.length > CATEGORY_ORDER_MAX; index -= 1) {
    if (!keep.has(result[index] ?? "")) result.splice(index, 1);
  }
  return result;
}

/** Every category the pickers offer: the built-in ones, the user's placed ones and those on the list, in order. */
export function pickerCategories(
  order: readonly string[],
  items: readonly ShoppingItem[],
  compare: CategoryCompare,
): string[] {
  const onList = items.map(categoryOf).filter((category): category is string => category !== null);
  return orderCategories([...SHOPPING_CATEGORIES, ...order, ...onList], order, compare);
}

/**
 * A typed category name as it is stored: the key of a built-in category when its name (in either
 * spelling people see: "Dairy", "dairy") is typed, an existing category's spelling when only the case
 * differs, otherwise the trimmed text. Blank means no category ("Other").
 */
export function resolveCategoryInput(
  text: string,
  known: readonly string[],
  labelOf: (category: string) => string,
): string | null {
  const trimmed = text.trim().slice(0, ITEM_CATEGORY_MAX).trim();
  if (trimmed === "") return null;
  const wanted = trimmed.toLocaleLowerCase();
  const candidates = [...SHOPPING_CATEGORIES, ...known];
  const match = candidates.find(
    (category) => category.toLocaleLowerCase() === wanted || labelOf(category).toLocaleLowerCase() === wanted,
  );
  return match ?? trimmed;
}
