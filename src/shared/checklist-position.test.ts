import { describe, expect, it } from "vitest";
import { byPosition, MIN_GAP, positionAfter, positionAtEnd, renumbered } from "./checklist-position.ts";

const lines = (...positions: number[]) => positions.map((position, index) => ({ id: `l${index}`, position }));

describe("a checklist line's place", () => {
  it("goes at the end after the last position, or at 1 on an empty list", () => {
    expect(positionAtEnd([])).toBe(1);
    expect(positionAtEnd(lines(3, 1, 2))).toBe(4);
  });

  it("after a line is the midpoint with the next one; after the last one, one more", () => {
    const items = lines(1, 2, 3);
    expect(positionAfter(items, "l0")).toBe(1.5);
    expect(positionAfter(items, "l2")).toBe(4);
    // Listed in any order: the positions decide.
    expect(positionAfter([...items].reverse(), "l1")).toBe(2.5);
  });

  it("first is one before the first line (1 when there is none)", () => {
    expect(positionAfter(lines(0.5, 2), null)).toBe(-0.5);
    expect(positionAfter([], null)).toBe(1);
  });

  it("leaves the moving line itself out of its neighbours", () => {
    // l1 moves after l0: its own place between them does not count, l2 is the next line.
    expect(positionAfter(lines(1, 2, 3), "l0", "l1")).toBe(2);
    expect(positionAfter(lines(1, 2, 3), null, "l0")).toBe(1);
  });

  it("is null when the gap has run out, or the line to follow is not there", () => {
    expect(positionAfter(lines(1, 1 + MIN_GAP / 2), "l0")).toBeNull();
    expect(positionAfter(lines(1, 2), "missing")).toBeNull();
  });

  it("halving one gap runs out after a few dozen moves, and renumbering makes room again", () => {
    let items = lines(1, 2, 3);
    let moves = 0;
    for (;;) {
      const [first, , last] = [...items].sort(byPosition);
      if (!first || !last) throw new Error("lost a line");
      const position = positionAfter(items, first.id, last.id);
      if (position === null) {
        items = renumbered(items, last.id, first.id);
        break;
      }
      items = items.map((item) => (item.id === last.id ? { ...item, position } : item));
      moves += 1;
    }
    expect(moves).toBeGreaterThan(15);
    expect([...items].sort(byPosition).map((item) => item.position)).toEqual([1, 2, 3]);
    expect(positionAfter(items, [...items].sort(byPosition)[0]?.id ?? null)).toBe(1.5);
  });

  it("renumbers 1, 2, 3… with the moving line in its new place", () => {
    expect(renumbered(lines(1, 2, 3), "l2", null)).toEqual([
      { id: "l2", position: 1 },
      { id: "l0", position: 2 },
      { id: "l1", position: 3 },
    ]);
    expect(renumbered(lines(1, 2, 3), "l0", "l2").map((line) => line.id)).toEqual(["l1", "l2", "l0"]);
  });

  it("sorts by position, ties by id", () => {
    const tied = [
      { id: "b", position: 1 },
      { id: "a", position: 1 },
      { id: "c", position: 0 },
    ];
    expect([...tied].sort(byPosition).map((item) => item.id)).toEqual(["c", "a", "b"]);
  });
});
