import { describe, expect, it } from "vitest";
import { fileNameFromDisposition } from "./save-file";

describe("fileNameFromDisposition", () => {
  it.each([
    ['attachment; filename="poriadok-export-2026-11-23.json"', "poriadok-export-2026-11-23.json"],
    ["attachment; filename=tasks.ics", "tasks.ics"],
    ["attachment; filename=\"a.csv\"; filename*=UTF-8''n%C3%A1kup.csv", "nákup.csv"],
    ["attachment; filename*=UTF-8''%E0%A4%A; filename=\"plain.csv\"", "plain.csv"],
  ])("%s → %s", (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it("names nothing without the header or a name in it", () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition("attachment")).toBeNull();
  });
});
