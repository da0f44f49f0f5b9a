import { describe, expect, it } from "vitest";
import {
  clampIndex,
  createQuickNote,
  cycleIndex,
  indexAfterDelete,
  isBlank,
  normalizeText,
  type QuickNote,
  withAdded,
  withRemoved,
  withUpdated,
} from "./quick-note";

const note = (id: string, text = `note ${id}`): QuickNote => ({ id, text, created: "2026-11-20T09:00:00.000Z" });

describe("text rules", () => {
  it.each([
    ["", true],
    ["   ", true],
    ["\n\t ", true],
    [" a ", false],
    ["milk", false],
  ])("%j is blank: %s", (text, expected) => {
    expect(isBlank(text)).toBe(expected);
  });

  it("saves the text trimmed, keeping the lines inside", () => {
    expect(normalizeText("  Buy milk\n and bread \n")).toBe("Buy milk\n and bread");
  });
});

describe("createQuickNote", () => {
  const now = new Date("2026-11-20T10:15:30.123Z");

  it("takes the timestamp as its id, the trimmed text and the ISO creation time", () => {
    expect(createQuickNote("  Call mum ", now, [])).toEqual({
      id: String(now.getTime()),
      text: "Call mum",
      created: "2026-11-20T10:15:30.123Z",
    });
  });

  it("never repeats an id, even within one millisecond", () => {
    const first = createQuickNote("a", now, []);
    const second = createQuickNote("b", now, [first]);
    const third = createQuickNote("c", now, [second, first]);
    expect(new Set([first.id, second.id, third.id]).size).toBe(3);
    expect(second.id).toBe(String(now.getTime() + 1));
  });
});

describe("list changes", () => {
  const notes = [note("3"), note("2"), note("1")];

  it("adds in front (newest first)", () => {
    expect(withAdded(notes, note("4")).map((entry) => entry.id)).toEqual(["4", "3", "2", "1"]);
  });

  it("replaces one note's text, trimmed, and leaves the rest alone", () => {
    const updated = withUpdated(notes, "2", "  new text ");
    expect(updated.map((entry) => entry.text)).toEqual(["note 3", "new text", "note 1"]);
    expect(updated[1]?.created).toBe(notes[1]?.created);
  });

  it("removes by id; an unknown id changes nothing", () => {
    expect(withRemoved(notes, "2").map((entry) => entry.id)).toEqual(["3", "1"]);
    expect(withRemoved(notes, "9")).toEqual(notes);
  });
});

describe("cycling with wrap-around", () => {
  it("next goes forward and wraps from the last to the first", () => {
    expect(cycleIndex(0, 3, 1)).toBe(1);
    expect(cycleIndex(1, 3, 1)).toBe(2);
    expect(cycleIndex(2, 3, 1)).toBe(0);
  });

  it("previous goes back and wraps from the first to the last", () => {
    expect(cycleIndex(2, 3, -1)).toBe(1);
    expect(cycleIndex(0, 3, -1)).toBe(2);
  });

  it("stays on the only note", () => {
    expect(cycleIndex(0, 1, 1)).toBe(0);
    expect(cycleIndex(0, 1, -1)).toBe(0);
  });

  it("has nothing to show without notes", () => {
    expect(cycleIndex(0, 0, 1)).toBe(-1);
    expect(cycleIndex(0, 0, -1)).toBe(-1);
  });

  it("starts from a valid index when the list shrank meanwhile (another tab deleted some)", () => {
    expect(cycleIndex(7, 3, 1)).toBe(0);
    expect(cycleIndex(7, 3, -1)).toBe(1);
  });
});

describe("clampIndex", () => {
  it.each([
    [0, 3, 0],
    [2, 3, 2],
    [5, 3, 2],
    [-1, 3, 0],
    [Number.NaN, 3, 0],
    [0, 0, -1],
    [4, 0, -1],
  ])("index %d of %d notes → %d", (index, length, expected) => {
    expect(clampIndex(index, length)).toBe(expected);
  });
});

describe("indexAfterDelete", () => {
  it("shows the note that moved into the deleted one's place", () => {
    // [a, b, c] at b (1) → [a, c]: c is now at 1.
    expect(indexAfterDelete(1, 2)).toBe(1);
    expect(indexAfterDelete(0, 2)).toBe(0);
  });

  it("steps back to the new last note when the last one was deleted", () => {
    // [a, b, c] at c (2) → [a, b]: b at 1.
    expect(indexAfterDelete(2, 2)).toBe(1);
  });

  it("has nothing left to show after deleting the only note", () => {
    expect(indexAfterDelete(0, 0)).toBe(-1);
  });
});
