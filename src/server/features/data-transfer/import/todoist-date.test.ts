import { describe, expect, it } from "vitest";
import { NoteDateSchema } from "../../../../shared/schemas/note.ts";
import { loadDateWords, readTodoistDate } from "./todoist-date.ts";

// Quick add's parser, loaded on demand in the import (todoist-date.ts).
await loadDateWords();

describe("a Todoist DATE cell", () => {
  it("as a day, or a date-time with its own offset", () => {
    expect(readTodoistDate("2026-02-28", "")).toEqual({ date: "2026-02-28", repeat: null, isRead: true });
    expect(readTodoistDate("2026-11-21T14:30:00Z", "")).toMatchObject({ date: "2026-11-21T14:30:00+00:00" });
    expect(readTodoistDate("2026-11-21T14:30:00.000+0530", "")).toMatchObject({
      date: "2026-11-21T14:30:00+05:30",
      isRead: true,
    });
    expect(readTodoistDate("", "Europe/Bratislava")).toEqual({ date: null, repeat: null, isRead: true });
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

  it("in words, with DATE_LANG, from a fixed reference (the import's moment)", () => {
    const now = new Date("2026-11-18T12:00:00Z"); // a Wednesday
    const read = (cell: string, zone: string, language = "en") => readTodoistDate(cell, zone, { language, now });
    expect(read("4 Jan", "Europe/Bratislava")).toMatchObject({ date: "2027-01-04", repeat: null });
    expect(read("Nov 2", "Europe/Bratislava").date).toBe("2026-11-02");
    expect(read("every monday", "Europe/Bratislava")).toMatchObject({
      date: "2026-11-23",
      repeat: "FREQ=WEEKLY;BYDAY=MO",
    });
    expect(read("ev! mon at 18:00", "Europe/Bratislava")).toMatchObject({
      date: "2026-11-23T18:00:00+01:00",
      repeat: "FREQ=WEEKLY;BYDAY=MO",
    });
    expect(read("every 3 months", "")).toMatchObject({ date: "2026-11-18", repeat: "FREQ=MONTHLY;INTERVAL=3" });
    expect(read("každý piatok", "Europe/Bratislava", "sk")).toMatchObject({ repeat: "FREQ=WEEKLY;BYDAY=FR" });
    expect(read("every other friday", "Europe/Bratislava")).toMatchObject({
      date: "2026-11-20",
      repeat: "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR",
    });
    // Typed in German in a German account (Todoist's own dates there are English).
    const german = (cell: string) => read(cell, "Europe/Berlin", "de");
    expect(german("jeden Montag")).toMatchObject({ date: "2026-11-23", repeat: "FREQ=WEEKLY;BYDAY=MO" });
    expect(german("alle 2 Wochen")).toMatchObject({ date: "2026-11-18", repeat: "FREQ=WEEKLY;INTERVAL=2" });
    expect(german("jeden zweiten Freitag")).toMatchObject({ repeat: "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR" });
    expect(german("jeden Tag um 9 Uhr")).toMatchObject({ date: "2026-11-18T09:00:00+01:00", repeat: "FREQ=DAILY" });
    expect(german("15. Juli 2027 um 14:00")).toMatchObject({ date: "2027-07-15T14:00:00+02:00", repeat: null });
    expect(german("3. Dez")).toMatchObject({ date: "2026-12-03", repeat: null });
    expect(german("monatlich")).toMatchObject({ repeat: "FREQ=MONTHLY" });
    expect(german("every monday")).toMatchObject({ repeat: "FREQ=WEEKLY;BYDAY=MO" });
    // A time in July in Bratislava has the summer offset, whatever the offset on the day of the import.
    expect(read("1 Jul 2027 08:00", "Europe/Bratislava").date).toBe("2027-07-01T08:00:00+02:00");
  });

  it("is kept as text when it is words no rule reads, not a real day, or a time without a zone we know", () => {
    for (const [cell, zone] of [
      ["after work", "Europe/Bratislava"],
      ["jeden Montag", "Europe/Berlin"], // German words in a row that does not say German
      ["nach der Arbeit", "Europe/Berlin"],
      ["every monday except holidays", "Europe/Bratislava"],
      ["2 Jan 2026 09:35", ""],
      ["2026-02-30", ""],
      ["2026-13-01", ""],
      ["2026-11-21 25:00", "UTC"],
      ["2026-11-21 10:00", ""],
      ["2026-11-21 10:00", "Mars/Olympus_Mons"],
    ]) {
      expect(readTodoistDate(cell ?? "", zone ?? "")).toEqual({ date: null, repeat: null, isRead: false });
    }
  });

  it("gives only dates the note schema accepts", () => {
    for (const cell of ["2026-11-21", "2026-11-21 14:30", "2026-11-21T14:30:59-03:00"]) {
      const { date } = readTodoistDate(cell, "Europe/Bratislava");
      expect(NoteDateSchema.safeParse(date).success).toBe(true);
    }
  });
});
