import { describe, expect, it } from "vitest";
import { fromJsonSlices, toJsonSlices } from "./json-slices.ts";

describe("JSON slices", () => {
  it("carry lists of any size and give them back whole, empty lists included", async () => {
    const lists = {
      notes: Array.from({ length: 1000 }, (_, index) => ({ id: index, title: `Poznámka ${index} 🥚`, tags: [] })),
      tags: [],
      days: ["2026-01-01", null, 3],
    };
    const slices = toJsonSlices(lists, 4096);
    expect(slices.length).toBeGreaterThan(10);
    expect(slices.every((slice) => slice.length < 4096 + 200)).toBe(true);
    expect(await fromJsonSlices(slices)).toEqual(lists);
  });
});
