import { offsetMinutesAt } from "../zoned-time.ts";
import type { CalendarDate } from "./calendar-date.ts";

export { offsetMinutesAt };

/** What a clock on the wall shows in a time zone at an instant: the day and the minute of that day. */
export type WallClock = { date: CalendarDate; minuteOfDay: number };

/** The wall clock in `timeZone` (an IANA name) at `instant`. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const wall = new Date(instant.getTime() + offsetMinutesAt(instant.getTime(), timeZone) * 60_000);
  return {
    date: { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() },
    minuteOfDay: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}
