import { describe, expect, it } from "vitest";
import { parseIsoDay, shiftWeek, weekDays, weekFromParam, weekStartOf } from "./planner-week";

describe("weekStartOf", () => {
  it.each([
    ["2026-03-09", "2026-03-09"], // Monday
    ["2026-03-11", "2026-03-09"], // Wednesday
    ["2026-03-15", "2026-03-09"], // Sunday belongs to the week that began on Monday
    ["2026-03-16", "2026-03-16"],
    ["2026-01-01", "2025-12-29"], // across the new year
    ["2024-03-01", "2024-02-26"], // across a leap February
  ])("the week of %s starts on %s", (day, monday) => {
    expect(weekStartOf(parseIsoDay(day) as Date)).toBe(monday);
  });
});

describe("weekFromParam", () => {
  const today = new Date(2026, 2, 12, 23, 30); // Thursday late evening

  it("is the current week without a value", () => {
    expect(weekFromParam(null, today)).toBe("2026-03-09");
  });

  it("takes a Monday as it is, and any other day as its week", () => {
    expect(weekFromParam("2026-04-06", today)).toBe("2026-04-06");
    expect(weekFromParam("2026-04-09", today)).toBe("2026-04-06");
  });

  it.each(["", "monday", "2026-02-30", "2026-13-01", "2026-3-9", "2026-03-09T00:00"])(
    "falls back to the current week for %j",
    (value) => {
      expect(weekFromParam(value, today)).toBe("2026-03-09");
    },
  );
});

describe("shiftWeek", () => {
  it("moves one week back or forward", () => {
    expect(shiftWeek("2026-03-09", -1)).toBe("2026-03-02");
    expect(shiftWeek("2026-03-09", 1)).toBe("2026-03-16");
  });

  it("crosses months, years and the change to summer time", () => {
    expect(shiftWeek("2026-03-23", 1)).toBe("2026-03-30");
    expect(shiftWeek("2026-03-30", 1)).toBe("2026-04-06");
    expect(shiftWeek("2025-12-29", -1)).toBe("2025-12-22");
    expect(shiftWeek("2025-12-29", 1)).toBe("2026-01-05");
  });
});

describe("weekDays", () => {
  it("lists Monday to Sunday", () => {
    expect(weekDays("2026-03-30")).toEqual([
      "2026-03-30",
      "2026-03-31",
      "2026-04-01",
      "2026-04-02",
      "2026-04-03",
      "2026-04-04",
      "2026-04-05",
    ]);
  });
});
