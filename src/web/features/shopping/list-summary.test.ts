import type { ShoppingItem } from "@shared/schemas/note";
import { describe, expect, it } from "vitest";
import { completionPercentage, isSavedItem, parseListId, summarizeItems } from "./list-summary";

const item = (id: number, name: string, completed = false): ShoppingItem => ({
  id,
  noteId: 7,
  name,
  completed,
  category: null,
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
      item(1, "Milk", true),
      item(2, "Bread"),
      item(3, "Eggs", true),
      item(4, "Butter"),
      item(-1, "Apples"),
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
  it.each([
    ["17", 17],
    ["1", 1],
    ["007", 7],
  ])("reads %s as %i", (value, expected) => {
    expect(parseListId(value)).toBe(expected);
  });

  it.each([undefined, "", "0", "-3", "1.5", "12abc", "abc", " 4", "1e3", "99999999999999999999"])(
    "refuses %s",
    (value) => {
      expect(parseListId(value)).toBeNull();
    },
  );
});

describe("isSavedItem", () => {
  it("knows a draft by its negative id", () => {
    expect(isSavedItem(item(4, "Tea"))).toBe(true);
    expect(isSavedItem(item(-2, "Tea"))).toBe(false);
  });
});
