import { describe, expect, it } from "vitest";
import { itemNameKey, mergeQuantity, suggestItems } from "./shopping-memory.ts";

describe("itemNameKey", () => {
  it("folds case, diacritics and spaces", () => {
    expect(itemNameKey("  Mlieko ")).toBe("mlieko");
    expect(itemNameKey("ŠOŠOVICA   červená")).toBe("sosovica cervena");
    expect(itemNameKey("Žemľa")).toBe(itemNameKey("zemla"));
  });
});

describe("suggestItems", () => {
  const remembered = [
    { name: "Šošovica", category: "pantry" },
    { name: "Mlieko", category: "dairy" },
    { name: "Kokosové mlieko", category: null },
    { name: "Mliečna čokoláda", category: "sweets" },
  ];
  it("finds names by their start, then by a word, diacritic-blind, newest first", () => {
    expect(suggestItems(remembered, "mli").map((item) => item.name)).toEqual([
      "Mlieko",
      "Mliečna čokoláda",
      "Kokosové mlieko",
    ]);
    expect(suggestItems(remembered, "SOSO").map((item) => item.name)).toEqual(["Šošovica"]);
  });
  it("suggests nothing before a letter, not the exact name typed, nor what is already on the list", () => {
    expect(suggestItems(remembered, "  ")).toEqual([]);
    expect(suggestItems(remembered, "mlieko").map((item) => item.name)).toEqual(["Kokosové mlieko"]);
    expect(suggestItems(remembered, "ml", { exclude: ["MLIEKO"] }).map((item) => item.name)).toEqual([
      "Mliečna čokoláda",
      "Kokosové mlieko",
    ]);
    expect(suggestItems(remembered, "m", { limit: 1 })).toHaveLength(1);
  });
});

describe("mergeQuantity", () => {
  it("adds up counts and amounts of one unit", () => {
    expect(mergeQuantity(null, null)).toBe("2×");
    expect(mergeQuantity("2×", null)).toBe("3×");
    expect(mergeQuantity("2x", "3")).toBe("5×");
    expect(mergeQuantity("1 l", "2 l")).toBe("3 l");
    expect(mergeQuantity("1,5 l", "1 l")).toBe("2,5 l");
    expect(mergeQuantity("0.5 kg", "0.25 kg")).toBe("0.75 kg");
  });
  it("keeps amounts that do not add up side by side", () => {
    expect(mergeQuantity("1 l", "500 ml")).toBe("1 l + 500 ml");
    expect(mergeQuantity("a bunch", null)).toBe("a bunch + 1×");
  });
});
