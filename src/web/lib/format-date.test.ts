import { format, isValid, parseISO } from "date-fns";
import { describe, expect, it } from "vitest";
import {
  DATE_PATTERN,
  DATE_TIME_PATTERN,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDayKey,
  formatDayMonth,
  formatTime,
  formatWeekdayDate,
  parseDate,
  TIME_PATTERN,
} from "./format-date";

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

  it("names a day's weekday in the page's language beside the same numeric date (issue 25)", () => {
    expect(formatWeekdayDate(new Date(2026, 10, 24), "en")).toBe("Tuesday, 24.11.2026");
    expect(formatWeekdayDate(new Date(2026, 10, 29), "sk")).toBe("Nedeľa 29.11.2026");
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

describe("the same as date-fns, which these functions replaced", () => {
  const moments = [
    new Date(2026, 0, 1, 0, 0),
    new Date(2026, 10, 23, 1, 20),
    new Date(2026, 11, 31, 23, 59),
    new Date(2027, 1, 28, 12, 7),
    new Date(2028, 1, 29, 9, 5),
    new Date(999, 5, 6, 7, 8),
  ];

  it("writes every pattern as date-fns' format did", () => {
    for (const moment of moments) {
      expect(formatDate(moment)).toBe(format(moment, DATE_PATTERN));
      expect(formatTime(moment)).toBe(format(moment, TIME_PATTERN));
      expect(formatDateTime(moment)).toBe(format(moment, DATE_TIME_PATTERN));
      expect(formatDayMonth(moment)).toBe(format(moment, "dd.MM."));
      expect(formatDayKey(moment)).toBe(format(moment, "yyyy-MM-dd"));
    }
  });

  it("reads what the API writes as date-fns' parseISO did, and refuses what it refused", () => {
    const texts = [
      "2026-11-21",
      "2026-02-29",
      "2028-02-29",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-11-21T13:05:00.000Z",
      "2026-11-21T13:05:00Z",
      "2026-11-21T13:05Z",
      "2026-11-21T13:05",
      "2026-11-21T13:05:09",
      "2026-11-21T13:05:09.5",
      "2026-11-21T13:05:09.123456Z",
      "2026-11-24T09:30:00+01:00",
      "2026-11-24T09:30:00-05:30",
      "2026-11-24T09:30:00+0100",
      "2026-11-24T09:30:00+01",
      "2026-11-24T09:30:00+01:60",
      "2026-11-24T24:00:00",
      "2026-11-24T24:01:00",
      "2026-11-24T23:60:00",
      "2026-03-29T02:30:00",
      "2026-10-25T02:30:00",
    ];
    for (const text of texts) {
      const expected = parseISO(text);
      expect(parseDate(text)?.getTime() ?? null, text).toBe(isValid(expected) ? expected.getTime() : null);
    }
  });
});
