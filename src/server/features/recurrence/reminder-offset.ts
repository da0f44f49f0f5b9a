import { formatInZone, instantOfWall } from "../../../shared/zoned-time.ts";
import { wallClockOf } from "./next-occurrence.ts";

/** A task dated with a plain day is due at 09:00 in its zone: the moment "at the due time" reminds. */
export const PLAIN_DAY_DUE_HOUR = 9;

/** The instant a task is due: its date-time, or 09:00 of its day in the zone. */
export function dueInstant(date: string, zone: string): number {
  if (date.length > 10) return Date.parse(date);
  return instantOfWall(wallClockOf(date) + PLAIN_DAY_DUE_HOUR * 3_600_000, zone);
}

/** How many minutes before the due moment the reminder rings (negative: after it); null without one. */
export function reminderBeforeMinutes(date: string, reminder: string | null, zone: string): number | null {
  if (reminder === null) return null;
  return Math.round((dueInstant(date, zone) - Date.parse(reminder)) / 60_000);
}

/** The next occurrence's reminder: the same number of minutes before its own due moment. */
export function reminderFor(date: string, beforeMinutes: number | null, zone: string): string | null {
  if (beforeMinutes === null) return null;
  return formatInZone(dueInstant(date, zone) - beforeMinutes * 60_000, zone);
}
