import { describe, expect, it } from "vitest";
import { formatDate, formatDateRange, formatDateTime, formatDayMonth, formatTime, parseDate } from "./format-date";

describe("the app's date style", () => {
  const afternoon = new Date(2026, 10, 21, 14, 5);
  const night = new Date(2026, 10, 23, 1, 20);

  it("writes days as dd.MM.yyyy and times on a 24-hour clock", () => {
    expect(formatDate(afternoon)).toBe("21.11.2026");
    expect(formatTime(afternoon)).toBe("14:05");
    expect(formatDateTime(afternoon)).toBe("21.11.2026 14:05");
    expect(formatDateTime(night)).toBe("23.11.2026 01:20");
    expect(formatDayMonth(new Date(2026, 2, 9))).toBe("09.03.");
  });

  it("writes a range within one year with the year once, and across years in full", () => {
    expect(formatDateRange(new Date(2026, 2, 9), new Date(2026, 2, 15))).toBe("09.03. – 15.03.2026");
    expect(formatDateRange(new Date(2026, 11, 28), new Date(2027, 0, 3))).toBe("28.12.2026 – 03.01.2027");
  });

  it("reads ISO days and moments, and nothing else", () => {
    expect(parseDate("2026-11-21")?.getDate()).toBe(21);
    expect(parseDate("2026-11-21T13:05:00.000Z")?.toISOString()).toBe("2026-11-21T13:05:00.000Z");
    expect(parseDate("not a date")).toBeNull();
    expect(parseDate("")).toBeNull();
  });
});
