import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countNotesByDay, createdDayOf, dayKey, notesOnDay } from "./note-days";

const originalTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/Bratislava";
});
afterAll(() => {
  process.env.TZ = originalTimeZone;
});

const note = (title: string, createdAt: string) => ({ title, createdAt });

describe("the day a note was created", () => {
  it("is the day in the browser's time zone, not in UTC", () => {
    // 23:30 UTC on the 20th is 00:30 on the 21st in Bratislava.
    expect(createdDayOf(note("late", "2026-11-20T23:30:00.000Z"))).toBe("2026-11-21");
    expect(createdDayOf(note("morning", "2026-11-20T08:00:00.000Z"))).toBe("2026-11-20");
  });

  it("is unknown for an unreadable createdAt", () => {
    expect(createdDayOf(note("broken", "yesterday"))).toBeNull();
  });

  it("keys a local date by its calendar day", () => {
    expect(dayKey(new Date(2026, 10, 5, 23, 59))).toBe("2026-11-05");
  });
});

describe("countNotesByDay", () => {
  it("counts the notes of each day and skips unreadable dates", () => {
    const counts = countNotesByDay([
      note("a", "2026-11-20T08:00:00.000Z"),
      note("b", "2026-11-20T15:00:00.000Z"),
      note("c", "2026-11-21T08:00:00.000Z"),
      note("d", "never"),
    ]);
    expect(Object.fromEntries(counts)).toEqual({ "2026-11-20": 2, "2026-11-21": 1 });
  });
});

describe("notesOnDay", () => {
  it("keeps the day's notes in the order given", () => {
    const notes = [
      note("newest", "2026-11-20T18:00:00.000Z"),
      note("other day", "2026-11-19T18:00:00.000Z"),
      note("oldest", "2026-11-20T07:00:00.000Z"),
    ];
    expect(notesOnDay(notes, new Date(2026, 10, 20)).map((entry) => entry.title)).toEqual(["newest", "oldest"]);
    expect(notesOnDay(notes, new Date(2026, 10, 22))).toEqual([]);
  });
});
