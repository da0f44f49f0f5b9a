import type { TimeRange } from "./dav-xml.ts";

/**
 * Whether a task falls in a calendar-query's time-range (RFC 4791 9.9, for a VTODO with a DUE only:
 * due after the start and at or before the end). A task without a date has no time at all and
 * matches any range, as the RFC's table has it for a VTODO with neither DTSTART nor DUE. A day is its
 * whole day in UTC (clients widen their ranges by days anyway).
 */
export function inTimeRange(date: string | null, range: TimeRange): boolean {
  if (date === null) return true;
  const start = range.start ? icalUtc(range.start) : Number.NEGATIVE_INFINITY;
  const end = range.end ? icalUtc(range.end) : Number.POSITIVE_INFINITY;
  if (Number.isNaN(start) || Number.isNaN(end)) return true;
  const isDay = date.length <= 10;
  const from = Date.parse(isDay ? `${date}T00:00:00Z` : date);
  const to = isDay ? from + 86_400_000 : from;
  return isDay ? from < end && to > start : to > start && from <= end;
}

/** "20260101T000000Z" (or a date alone) → epoch ms, NaN if not that form. */
function icalUtc(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value.trim());
  if (!match) return Number.NaN;
  const [, year, month, day, hour = "00", minute = "00", second = "00"] = match;
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
}
