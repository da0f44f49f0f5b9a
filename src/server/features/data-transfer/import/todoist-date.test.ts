import { describe, expect, it } from "vitest";
import { NoteDateSchema } from "../../../../shared/schemas/note.ts";
import { readTodoistDate } from "./todoist-date.ts";

describe("a Todoist DATE cell", () => {
  it("as a day, or a date-time with its own offset", () => {
    expect(readTodoistDate("2026-02-28", "")).toEqual({ date: "2026-02-28", isRead: true });
    expect(readTodoistDate("2026-11-21T14:30:00Z", "")).toEqual({ date: "2026-11-21T14:30:00+00:00", isRead: true });
    expect(readTodoistDate("2026-11-21T14:30:00.000+0530", "")).toEqual({
      date: "2026-11-21T14:30:00+05:30",
      isRead: true,
    });
    expect(readTodoistDate("", "Europe/Bratislava")).toEqual({ date: null, isRead: true });
  });

  it("as a wall-clock time read in the row's TIMEZONE, across a change of offset", () => {
    expect(readTodoistDate("2026-01-10 08:00", "Europe/Bratislava").date).toBe("2026-01-10T08:00:00+01:00");
    expect(readTodoistDate("2026-07-10 08:00", "Europe/Bratislava").date).toBe("2026-07-10T08:00:00+02:00");
    // The night of the switch to summer time in Bratislava (02:00 → 03:00 on 29 March 2026).
    expect(readTodoistDate("2026-03-29 12:00", "Europe/Bratislava").date).toBe("2026-03-29T12:00:00+02:00");
    expect(readTodoistDate("2026-07-10 08:00", "America/New_York").date).toBe("2026-07-10T08:00:00-04:00");
    expect(readTodoistDate("2026-07-10 08:00", "Asia/Kolkata").date).toBe("2026-07-10T08:00:00+05:30");
    expect(readTodoistDate("2026-07-10 08:00", "UTC").date).toBe("2026-07-10T08:00:00+00:00");
  });

  it("is kept as text when it is words, not a real day, or a time without a zone we know", () => {
    for (const [cell, zone] of [
      ["every monday", "Europe/Bratislava"],
      ["4 Jan", "Europe/Bratislava"],
      ["zajtra o 10:00", "Europe/Bratislava"],
      ["2026-02-30", ""],
      ["2026-13-01", ""],
      ["2026-11-21 25:00", "UTC"],
      ["2026-11-21 10:00", ""],
      ["2026-11-21 10:00", "Mars/Olympus_Mons"],
    ]) {
      expect(readTodoistDate(cell ?? "", zone ?? "")).toEqual({ date: null, isRead: false });
    }
  });

  it("gives only dates the note schema accepts", () => {
    for (const cell of ["2026-11-21", "2026-11-21 14:30", "2026-11-21T14:30:59-03:00"]) {
      const { date } = readTodoistDate(cell, "Europe/Bratislava");
      expect(NoteDateSchema.safeParse(date).success).toBe(true);
    }
  });
});
