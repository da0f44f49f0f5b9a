import { getISOWeek } from "date-fns";
import { describe, expect, it } from "vitest";
import { calendarLocale, weekNumber, weekYear } from "./calendar-locale";

describe("calendar conventions per language", () => {
  it("start the week on Monday in Slovak and on Sunday in English", () => {
    expect(calendarLocale("sk").weekStartsOn).toBe(1);
    expect(calendarLocale("en").weekStartsOn).toBe(0);
  });

  it("count ISO weeks in Slovak: a Sunday still belongs to the week of the Monday before", () => {
    const sunday = new Date(2026, 10, 29);
    expect(weekNumber(sunday, "sk")).toBe(48);
    expect(weekNumber(sunday, "sk")).toBe(getISOWeek(sunday));
  });

  it("count US weeks in English: a Sunday opens the next week", () => {
    expect(weekNumber(new Date(2026, 10, 29), "en")).toBe(49);
    expect(weekNumber(new Date(2026, 10, 28), "en")).toBe(48);
  });

  it("agree on an ordinary weekday", () => {
    const tuesday = new Date(2026, 10, 24);
    expect(weekNumber(tuesday, "sk")).toBe(48);
    expect(weekNumber(tuesday, "en")).toBe(48);
  });

  it("give 1 January its own language's week", () => {
    // Friday 1 January 2027: ISO puts it in week 53 of 2026; the US count starts week 1 with it.
    const newYear = new Date(2027, 0, 1);
    expect(weekNumber(newYear, "sk")).toBe(53);
    expect(weekNumber(newYear, "en")).toBe(1);
  });

  it("number the row of 27 December–2 January 2027 as week 1 of 2027 in English, week 53 of 2026 in Slovak", () => {
    for (let day = 27; day <= 31; day++) {
      const date = new Date(2026, 11, day);
      expect([weekNumber(date, "en"), weekYear(date, "en")]).toEqual([1, 2027]);
    }
    // Monday 28 December 2026 to Sunday 3 January 2027 is ISO week 53 of 2026; Sunday 27 is in week 52.
    expect([weekNumber(new Date(2026, 11, 28), "sk"), weekYear(new Date(2026, 11, 28), "sk")]).toEqual([53, 2026]);
    expect([weekNumber(new Date(2027, 0, 3), "sk"), weekYear(new Date(2027, 0, 3), "sk")]).toEqual([53, 2026]);
    expect(weekNumber(new Date(2026, 11, 27), "sk")).toBe(52);
  });

  it("number a week in its own date's year on an ordinary day", () => {
    expect(weekYear(new Date(2026, 5, 10), "en")).toBe(2026);
    expect(weekYear(new Date(2026, 5, 10), "sk")).toBe(2026);
  });
});
