import { describe, expect, it } from "vitest";
import { isTagNameTaken } from "./is-tag-name-taken";

const tags = [
  { id: "1", name: "Home", color: "#9b87f5" },
  { id: "2", name: "Škola", color: "#e11d48" },
  { id: "3", name: "Straße", color: "#22c55e" },
];

describe("isTagNameTaken", () => {
  it.each([" home ", "HOME", "ŠKOLA", "škola", "STRASSE"])("finds %j among the tags", (name) => {
    expect(isTagNameTaken(tags, name)).toBe(true);
  });

  it.each(["Homes", "Skola", "Work"])("lets %j through", (name) => {
    expect(isTagNameTaken(tags, name)).toBe(false);
  });

  it("does not count the tag being renamed (a change of case is allowed)", () => {
    expect(isTagNameTaken(tags, "HOME", "1")).toBe(false);
    expect(isTagNameTaken(tags, "škola", "1")).toBe(true);
  });
});
