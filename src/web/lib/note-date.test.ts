import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatNoteDate, hasTime, isOverdue, splitNoteDate } from "./note-date";
import { toNoteDate } from "./note-date-input";

// The app's users are mostly in Central Europe: +01:00 in winter, +02:00 in summer.
const originalTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/Bratislava";
});
afterAll(() => {
  process.env.TZ = originalTimeZone;
});

describe("formatNoteDate", () => {
  it("shows a plain day as dd.MM.yyyy", () => {
    expect(formatNoteDate("2026-11-24")).toBe("24.11.2026");
  });

  it("adds HH:mm when the stored date has a time, in the viewer's time zone", () => {
    expect(formatNoteDate("2026-11-24T09:30:00+01:00")).toBe("24.11.2026 09:30");
    expect(formatNoteDate("2026-11-24T08:30:00Z")).toBe("24.11.2026 09:30");
    expect(formatNoteDate("2026-07-01T23:15:00+02:00")).toBe("01.07.2026 23:15");
  });

  it("gives null for something that is not a date", () => {
    expect(formatNoteDate("tomorrow")).toBeNull();
  });
});

describe("toNoteDate", () => {
  it("sends no date when no day is chosen, even with a time", () => {
    expect(toNoteDate("", "")).toBeNull();
    expect(toNoteDate("", "09:30")).toBeNull();
  });

  it("sends the plain day without a time", () => {
    expect(toNoteDate("2026-11-24", "")).toBe("2026-11-24");
  });

  it("combines day and time with the local offset of that day", () => {
    expect(toNoteDate("2026-11-24", "09:30")).toBe("2026-11-24T09:30:00+01:00");
    expect(toNoteDate("2026-07-01", "18:05")).toBe("2026-07-01T18:05:00+02:00");
  });

  it("passes an unreadable time on for the schema to refuse", () => {
    expect(toNoteDate("2026-11-24", "9h")).toBe("2026-11-24T9h");
  });
});

describe("splitNoteDate", () => {
  it("reads the form fields back from what was stored", () => {
    expect(splitNoteDate(null)).toEqual({ day: "", time: "" });
    expect(splitNoteDate("2026-11-24")).toEqual({ day: "2026-11-24", time: "" });
    expect(splitNoteDate("2026-11-24T09:30:00+01:00")).toEqual({ day: "2026-11-24", time: "09:30" });
  });

  it("round-trips with toNoteDate", () => {
    const { day, time } = splitNoteDate("2026-11-24T09:30:00+01:00");
    expect(toNoteDate(day, time)).toBe("2026-11-24T09:30:00+01:00");
  });

  it("knows which dates carry a time", () => {
    expect(hasTime("2026-11-24")).toBe(false);
    expect(hasTime("2026-11-24T09:30:00+01:00")).toBe(true);
  });
});

describe("isOverdue", () => {
  /** Friday 20 November 2026, noon in Bratislava. */
  const now = new Date("2026-11-20T12:00:00+01:00");

  it.each([
    ["2026-11-20T11:59:00+01:00", true],
    ["2026-11-20T12:00:00+01:00", false],
    ["2026-11-20T12:01:00+01:00", false],
    ["2026-11-20T10:30:00Z", true],
    ["2026-11-19", true],
    ["2026-11-20", false],
    ["2026-11-21", false],
    ["someday", false],
  ])("%s at noon on 20 November: %s", (date, expected) => {
    expect(isOverdue({ date, completed: false }, now)).toBe(expected);
  });

  it("never counts completed or undated tasks", () => {
    expect(isOverdue({ date: "2026-11-01", completed: true }, now)).toBe(false);
    expect(isOverdue({ date: null, completed: false }, now)).toBe(false);
  });
});
