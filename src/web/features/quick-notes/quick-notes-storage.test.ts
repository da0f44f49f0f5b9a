import { describe, expect, it, vi } from "vitest";
import { memoryStorage } from "@/test-support/memory-storage";
import { CORRUPT_KEY, parseQuickNotes, readQuickNotes, writeQuickNotes } from "./quick-notes-storage";

const valid = [
  { id: "1763630000000", text: "Buy milk", created: "2026-11-20T09:00:00.000Z" },
  { id: "1763620000000", text: "Call mum", created: "2026-11-20T06:13:20.000Z" },
];

describe("readQuickNotes", () => {
  it("reads nothing as an empty list", () => {
    expect(readQuickNotes(memoryStorage())).toEqual({ notes: [], setAside: null });
  });

  it("reads a well-formed list as it is and leaves storage alone", () => {
    const storage = memoryStorage({ quickNotes: JSON.stringify(valid) });
    expect(readQuickNotes(storage)).toEqual({ notes: valid, setAside: null });
    expect([...storage.items.keys()]).toEqual(["quickNotes"]);
  });

  it.each([
    ["not JSON", "{oops"],
    ["JSON that is not a list", '{"id":"1"}'],
    ["a string", '"hello"'],
    ["null", "null"],
  ])("sets %s aside under quickNotes.corrupt and starts empty", (_case, raw) => {
    const storage = memoryStorage({ quickNotes: raw });
    expect(readQuickNotes(storage)).toEqual({ notes: [], setAside: { key: CORRUPT_KEY, kept: 0 } });
    expect(storage.getItem(CORRUPT_KEY)).toBe(raw);
    expect(storage.getItem("quickNotes")).toBeNull();
    // Once set aside, the next read is clean: the notice comes once.
    expect(readQuickNotes(storage).setAside).toBeNull();
  });

  it("keeps the readable entries of a partly broken list and sets the original aside", () => {
    const raw = JSON.stringify([valid[0], { id: 5 }, "text", { id: "2", text: "no date", created: "yesterday" }]);
    const storage = memoryStorage({ quickNotes: raw });
    expect(readQuickNotes(storage)).toEqual({ notes: [valid[0]], setAside: { key: CORRUPT_KEY, kept: 1 } });
    expect(storage.getItem(CORRUPT_KEY)).toBe(raw);
    expect(JSON.parse(storage.getItem("quickNotes") ?? "")).toEqual([valid[0]]);
  });

  it("does not overwrite an earlier set-aside value", () => {
    vi.spyOn(Date, "now").mockReturnValue(1_763_640_000_000);
    const storage = memoryStorage({ quickNotes: "[1", [CORRUPT_KEY]: "older" });
    expect(readQuickNotes(storage).setAside).toEqual({ key: `${CORRUPT_KEY}.1763640000000`, kept: 0 });
    expect(storage.getItem(CORRUPT_KEY)).toBe("older");
    expect(storage.getItem(`${CORRUPT_KEY}.1763640000000`)).toBe("[1");
    vi.restoreAllMocks();
  });

  it("leaves the original in place when even the copy cannot be written", () => {
    const storage = memoryStorage({ quickNotes: "[1" });
    storage.refuse = true;
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(readQuickNotes(storage)).toEqual({ notes: [], setAside: { key: null, kept: 0 } });
    expect(storage.getItem("quickNotes")).toBe("[1");
    vi.restoreAllMocks();
  });
});

describe("parseQuickNotes", () => {
  it("reads a numeric id (an older copy) as its string", () => {
    const raw = JSON.stringify([{ id: 1763630000000, text: "a", created: "2026-11-20T09:00:00.000Z" }]);
    expect(parseQuickNotes(raw)).toEqual({
      notes: [{ id: "1763630000000", text: "a", created: "2026-11-20T09:00:00.000Z" }],
      isClean: true,
    });
  });

  it("keeps the first of two entries with the same id", () => {
    const raw = JSON.stringify([valid[0], { ...valid[0], text: "again" }]);
    expect(parseQuickNotes(raw)).toEqual({ notes: [valid[0]], isClean: false });
  });
});

describe("writeQuickNotes", () => {
  it("stores the list as JSON under quickNotes", () => {
    const storage = memoryStorage();
    writeQuickNotes(storage, valid);
    expect(storage.getItem("quickNotes")).toBe(JSON.stringify(valid));
  });
});
