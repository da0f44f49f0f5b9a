import { describe, expect, it } from "vitest";
import { weekNumber as calendarWeekNumber } from "@/lib/calendar-locale";
import { weekNumber } from "./week-number";

describe("weekNumber", () => {
  it("numbers every day of 2010–2049 as the calendar does, in both languages", () => {
    for (let date = new Date(2010, 0, 1, 12); date.getFullYear() < 2050; date.setDate(date.getDate() + 1)) {
      expect(weekNumber(date, "sk")).toBe(calendarWeekNumber(date, "sk"));
      expect(weekNumber(date, "en")).toBe(calendarWeekNumber(date, "en"));
    }
  });

  it("counts a new year's first days into the old year's last week in Slovak only", () => {
    expect(weekNumber(new Date(2027, 0, 1), "sk")).toBe(53);
    expect(weekNumber(new Date(2027, 0, 1), "en")).toBe(1);
    expect(weekNumber(new Date(2026, 11, 31), "en")).toBe(1);
  });
});
