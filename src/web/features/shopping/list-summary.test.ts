import type { ShoppingItem } from "@shared/schemas/note";
import { describe, expect, it } from "vitest";
import { markCreationPending, markCreationSettled } from "@/lib/pending-creations";
import { completionPercentage, isSavedItem, parseListId, summarizeItems } from "./list-summary";

const item = (id: string, name: string, completed = false): ShoppingItem => ({
  id,
  noteId: "7",
  name,
  completed,
  category: null,
  quantity: null,
  addedBy: null,
});

describe("completionPercentage", () => {
  it.each([
    [0, 0, 0],
    [0, 3, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 2, 50],
    [1, 8, 13],
    [3, 8, 38],
    [199, 200, 100],
    [1, 200, 1],
    [5, 5, 100],
  ])("%i of %i bought is %i %%", (completed, total, expected) => {
    expect(completionPercentage(completed, total)).toBe(expected);
  });
});

describe("summarizeItems", () => {
  it("lists open items first and bought ones apart, each in the order of adding", () => {
    const summary = summarizeItems([
      item("1", "Milk", true),
      item("2", "Bread"),
      item("3", "Eggs", true),
      item("4", "Butter"),
      item("-1", "Apples"),
    ]);
    expect(summary.open.map((entry) => entry.name)).toEqual(["Bread", "Butter", "Apples"]);
    expect(summary.done.map((entry) => entry.name)).toEqual(["Milk", "Eggs"]);
    expect(summary.total).toBe(5);
    expect(summary.percentage).toBe(40);
  });

  it("treats an empty list as 0 %", () => {
    expect(summarizeItems([])).toEqual({ open: [], done: [], total: 0, percentage: 0 });
  });
});

describe("parseListId", () => {
  const id = "019a8f2e-7c4e-7a2b-8c3d-1234567890ab";

  it("reads a UUID, in lower case as ids are stored", () => {
    expect(parseListId(id)).toBe(id);
    expect(parseListId(id.toUpperCase())).toBe(id);
  });

  it.each([undefined, "", "17", "-3", "abc", ` ${id}`, `${id}0`, id.slice(1)])("refuses %s", (value) => {
    expect(parseListId(value)).toBeNull();
  });
});

describe("isSavedItem", () => {
  it("knows an item whose creation the server has not answered yet", () => {
    markCreationPending("draft");
    expect(isSavedItem(item("4", "Tea"))).toBe(true);
    expect(isSavedItem(item("draft", "Tea"))).toBe(false);
    markCreationSettled("draft");
    expect(isSavedItem(item("draft", "Tea"))).toBe(true);
  });
});
