import type { CalendarDate } from "./calendar-date.ts";

/** What a clock on the wall shows in a time zone at an instant: the day and the minute of that day. */
export type WallClock = { date: CalendarDate; minuteOfDay: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` (an IANA name) at `instant`. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = Number(part.value);
  return {
    date: { year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1 },
    minuteOfDay: (parts.hour ?? 0) * 60 + (parts.minute ?? 0),
  };
}

/** The zone's offset from UTC at `instant`, in minutes (Bratislava: 60 in winter, 120 in summer). */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  const { date, minuteOfDay } = wallClockAt(instant, timeZone);
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day) + minuteOfDay * 60_000;
  const instantToTheMinute = Math.floor(instant.getTime() / 60_000) * 60_000;
  return Math.round((wallAsUtc - instantToTheMinute) / 60_000);
}

/**
 * The offset a wall-clock time on a given day has in `timeZone`, for a task's "2026-03-29T10:00+02:00":
 * found from the offset at that wall time read as UTC, then corrected once (DST changes move it by at
 * most the difference). A time that does not exist (02:30 on the spring change) gets the later offset.
 */
export function offsetMinutesOn(date: CalendarDate, minuteOfDay: number, timeZone: string): number {
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day) + minuteOfDay * 60_000;
  const guess = offsetMinutesAt(new Date(wallAsUtc), timeZone);
  return offsetMinutesAt(new Date(wallAsUtc - guess * 60_000), timeZone);
}

/** An offset as ISO 8601 writes it: +01:00, -05:30, +00:00. */
export function isoOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}
