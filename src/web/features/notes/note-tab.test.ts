import { describe, expect, it } from "vitest";
import { parseNoteTab } from "./note-tab";

describe("parseNoteTab", () => {
  it.each([
    ["tasks", "tasks"],
    ["shopping", "shopping"],
    ["notes", "notes"],
    [null, "tasks"],
    ["", "tasks"],
    ["trash", "tasks"],
  ])("?tab=%s shows %s", (value, expected) => {
    expect(parseNoteTab(value)).toBe(expected);
  });
});
