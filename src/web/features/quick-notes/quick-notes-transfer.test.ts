// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { quickNotesForExport, restoreQuickNotes } from "./quick-notes-transfer";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const older = { id: "1700000000000", text: "Older", created: "2023-11-14T22:13:20.000Z" };
const newer = { id: "1764000000000", text: "Newer", created: "2025-11-24T16:00:00.000Z" };
const mine = { id: "1750000000000", text: "Mine", created: "2025-06-15T15:06:40.000Z" };

describe("quick notes in an export file", () => {
  it("exports what this browser holds", () => {
    expect(quickNotesForExport(memoryStorage({ quickNotes: JSON.stringify([newer]) }))).toEqual([newer]);
    expect(quickNotesForExport(memoryStorage())).toEqual([]);
  });

  it("restores the notes this browser lacks, newest first, and tells this tab's store", () => {
    const storage = memoryStorage({ quickNotes: JSON.stringify([mine]) });
    const events = { dispatchEvent: vi.fn(() => true) };
    expect(restoreQuickNotes(storage, [older, newer, { id: 5 }], events)).toBe(2);
    expect(JSON.parse(storage.getItem("quickNotes") ?? "")).toEqual([newer, mine, older]);
    expect(events.dispatchEvent).toHaveBeenCalledTimes(1);
    // The same file again adds nothing, and a changed note of this browser stays as it is.
    expect(restoreQuickNotes(storage, [{ ...mine, text: "From the file" }, newer], events)).toBe(0);
    expect(JSON.parse(storage.getItem("quickNotes") ?? "")).toEqual([newer, mine, older]);
    expect(restoreQuickNotes(storage, "not a list", events)).toBe(0);
  });
});
