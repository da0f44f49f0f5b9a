import { describe, expect, it } from "vitest";
import { deletedAtOf, formatDateTime } from "./format-deleted-at";

describe("formatDateTime", () => {
  const date = new Date(2026, 10, 21, 14, 5);

  it("writes English dates the American way with a 12-hour clock", () => {
    expect(formatDateTime(date, "en")).toBe("Nov 21, 2026, 2:05 PM");
  });

  it("writes Slovak dates day first with a 24-hour clock", () => {
    expect(formatDateTime(date, "sk")).toBe("21. 11. 2026, 14:05");
  });
});

describe("deletedAtOf", () => {
  it("takes the moment of deleting", () => {
    const note = { deletedAt: "2026-11-21T13:05:00.000Z", updatedAt: "2026-11-22T10:00:00.000Z" };
    expect(deletedAtOf(note)?.toISOString()).toBe("2026-11-21T13:05:00.000Z");
  });

  it("falls back to the last change, and gives up on nonsense", () => {
    expect(deletedAtOf({ deletedAt: null, updatedAt: "2026-11-22T10:00:00.000Z" })?.toISOString()).toBe(
      "2026-11-22T10:00:00.000Z",
    );
    expect(deletedAtOf({ deletedAt: "not a date", updatedAt: "2026-11-22T10:00:00.000Z" })).toBeNull();
  });
});
