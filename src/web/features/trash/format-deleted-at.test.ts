import { describe, expect, it } from "vitest";
import { deletedAtOf } from "./format-deleted-at";

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
