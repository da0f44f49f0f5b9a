import { DEFAULT_TAG_COLOR, TAG_PALETTE } from "@shared/constants";
import { TagColorSchema } from "@shared/schemas/tag";
import { describe, expect, it } from "vitest";
import { TAG_COLOR_CHOICES, toTagColor } from "./tag-colors";

describe("TAG_COLOR_CHOICES", () => {
  it("offers the default first, then the eight palette colours in order, each named once", () => {
    expect(TAG_COLOR_CHOICES.map((choice) => choice.color)).toEqual([DEFAULT_TAG_COLOR, ...TAG_PALETTE]);
    expect(new Set(TAG_COLOR_CHOICES.map((choice) => choice.name)).size).toBe(9);
  });

  it("offers only colours the server accepts", () => {
    for (const { color } of TAG_COLOR_CHOICES) expect(TagColorSchema.safeParse(color).success).toBe(true);
  });
});

describe("toTagColor", () => {
  it("keeps a known colour and shows an unknown one as the default", () => {
    expect(toTagColor("#22c55e")).toBe("#22c55e");
    expect(toTagColor("#22C55E")).toBe("#22c55e");
    expect(toTagColor("#123456")).toBe(DEFAULT_TAG_COLOR);
  });
});
