import type { ShoppingItem } from "@shared/schemas/note";
import { describe, expect, it } from "vitest";
import {
  categoryOf,
  groupOpenItems,
  moveCategory,
  orderCategories,
  pickerCategories,
  resolveCategoryInput,
} from "./category-groups";

const LABELS: Record<string, string> = {
  produce: "Fruit and vegetables",
  bakery: "Bakery",
  dairy: "Dairy",
  meat: "Meat and fish",
  frozen: "Frozen",
  pantry: "Pantry",
  drinks: "Drinks",
  household: "Household",
  hygiene: "Hygiene",
};
const labelOf = (category: string) => LABELS[category] ?? category;
const collator = new Intl.Collator("en");
const compare = (a: string, b: string) => collator.compare(labelOf(a), labelOf(b));

let nextId = 1;
const item = (name: string, category: string | null, completed = false): ShoppingItem => ({
  id: String(nextId++),
  noteId: "1",
  name,
  completed,
  category,
  quantity: null,
  addedBy: null,
});
const shape = (groups: ReturnType<typeof groupOpenItems>) =>
  groups.map((group) => [group.category, group.items.map((entry) => entry.name)]);

describe("groupOpenItems", () => {
  const items = [
    item("Milk", "dairy"),
    item("Soap", "household"),
    item("Batteries", null),
    item("Bread", "bakery"),
    item("Cheese", "dairy"),
    item("Chips", "Snacks"),
    item("Butter", "dairy", true),
    item("Tape", "  "),
  ];

  it("puts the user's order first, then the rest alphabetically by name, and Other last", () => {
    expect(shape(groupOpenItems(items, ["household", "dairy"], compare))).toEqual([
      ["household", ["Soap"]],
      ["dairy", ["Milk", "Cheese"]],
      ["bakery", ["Bread"]],
      ["Snacks", ["Chips"]],
      [null, ["Batteries", "Tape"]],
    ]);
  });

  it("sorts by the shown name, not the stored key", () => {
    const produceFirst = groupOpenItems([item("Cola", "drinks"), item("Apples", "produce")], [], compare);
    // "Drinks" before "Fruit and vegetables"
    expect(produceFirst.map((group) => group.category)).toEqual(["drinks", "produce"]);
  });

  it("leaves bought items out and makes no empty groups", () => {
    expect(shape(groupOpenItems([item("Butter", "dairy", true)], ["dairy"], compare))).toEqual([]);
  });

  it("has only Other when nothing carries a category", () => {
    expect(shape(groupOpenItems([item("A", null), item("B", null)], ["dairy"], compare))).toEqual([[null, ["A", "B"]]]);
  });
});

describe("orderCategories", () => {
  it("ignores placed categories that are not present", () => {
    expect(orderCategories(["bakery", "dairy"], ["meat", "dairy", "frozen"], compare)).toEqual(["dairy", "bakery"]);
  });
});

describe("categoryOf", () => {
  it("treats blank as none", () => {
    expect(categoryOf({ category: " dairy " })).toBe("dairy");
    expect(categoryOf({ category: "  " })).toBeNull();
    expect(categoryOf({ category: null })).toBeNull();
  });
});

describe("moveCategory", () => {
  it("swaps a group with the one above or below", () => {
    expect(moveCategory(["dairy", "bakery", "meat"], ["dairy", "bakery", "meat"], "bakery", -1)).toEqual([
      "bakery",
      "dairy",
      "meat",
    ]);
    expect(moveCategory(["dairy", "bakery", "meat"], ["dairy", "bakery", "meat"], "bakery", 1)).toEqual([
      "dairy",
      "meat",
      "bakery",
    ]);
  });

  it("places categories the user had not placed yet, in the order they were shown", () => {
    // Shown alphabetically: Bakery, Dairy, Snacks.
    expect(moveCategory([], ["bakery", "dairy", "Snacks"], "Snacks", -1)).toEqual(["bakery", "Snacks", "dairy"]);
  });

  it("keeps categories that are not on this list where they were", () => {
    const order = ["produce", "dairy", "frozen", "bakery", "household"];
    const shown = ["dairy", "bakery"];
    expect(moveCategory(order, shown, "bakery", -1)).toEqual(["produce", "bakery", "dairy", "frozen", "household"]);
    expect(moveCategory(order, shown, "dairy", 1)).toEqual(["produce", "frozen", "bakery", "dairy", "household"]);
  });

  it("changes nothing at the edges or for an unknown category", () => {
    expect(moveCategory(["dairy", "bakery"], ["dairy", "bakery"], "dairy", -1)).toEqual(["dairy", "bakery"]);
    expect(moveCategory(["dairy", "bakery"], ["dairy", "bakery"], "bakery", 1)).toEqual(["dairy", "bakery"]);
    expect(moveCategory(["dairy"], ["dairy"], "meat", 1)).toEqual(["dairy"]);
  });

  it("never stores more than the server accepts", () => {
    const order = Array.from({ length: 100 }, (_, index) => `c${index}`);
    const next = moveCategory(order, ["c99", "new"], "new", -1);
    expect(next).toHaveLength(100);
    expect(next.slice(-2)).toEqual(["new", "c99"]);
    expect(next).not.toContain("c98");
  });

  it("never repeats a category", () => {
    const next = moveCategory(["a", "b"], ["b", "a", "c"], "c", -1);
    expect(new Set(next).size).toBe(next.length);
  });
});

describe("pickerCategories", () => {
  it("offers the user's order, then every other built-in and own category by name", () => {
    const items = [item("Chips", "Snacks"), item("Soap", "household")];
    expect(pickerCategories(["household", "dairy"], items, compare)).toEqual([
      "household",
      "dairy",
      "bakery",
      "drinks",
      "frozen",
      "produce",
      "hygiene",
      "meat",
      "pantry",
      "Snacks",
    ]);
  });
});

describe("resolveCategoryInput", () => {
  const known = ["Snacks", "dairy"];

  it("turns a built-in name or key into its key", () => {
    expect(resolveCategoryInput("Dairy", known, labelOf)).toBe("dairy");
    expect(resolveCategoryInput("  fruit AND vegetables ", known, labelOf)).toBe("produce");
    expect(resolveCategoryInput("BAKERY", known, labelOf)).toBe("bakery");
  });

  it("reuses an existing spelling of the user's own category", () => {
    expect(resolveCategoryInput("snacks", known, labelOf)).toBe("Snacks");
  });

  it("keeps a new name as typed, trimmed and within the length limit", () => {
    expect(resolveCategoryInput("  Spices ", known, labelOf)).toBe("Spices");
    expect(resolveCategoryInput("x".repeat(60), known, labelOf)).toHaveLength(40);
  });

  it("treats blank as no category", () => {
    expect(resolveCategoryInput("   ", known, labelOf)).toBeNull();
  });
});
