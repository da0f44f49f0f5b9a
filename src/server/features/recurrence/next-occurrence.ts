// rrule ships CommonJS for Node: its named exports are not visible to an ES import, the default is.
import rrule from "rrule";
import { AppError } from "../../errors.ts";
import { formatInZone, instantOfWall } from "./zoned-time.ts";

const { RRule } = rrule;
/** How far ahead the next occurrence is looked for: a rule with none within it is refused as never repeating. */
const HORIZON_YEARS = 10;
const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The date of the occurrence after one dated `date` (a plain day, or a date-time with its offset):
 * the rule's next date after it, a plain day for a plain day, else at the same wall-clock time in the
 * series' zone with the zone's offset on that day (10:00+01:00 in March → 10:00+02:00 in April). The
 * rule runs on wall clocks written as UTC (rrule's "floating" dates), so DST never shifts the time.
 * Null when the rule has ended (its UNTIL is behind) or has no date within ten years.
 */
export function nextOccurrenceDate(rule: string, date: string, zone: string): string | null {
  const isPlainDay = PLAIN_DAY.test(date);
  const start = wallClockOf(date);
  const options = RRule.parseString(rule);
  const horizon = new Date(start);
  horizon.setUTCFullYear(horizon.getUTCFullYear() + HORIZON_YEARS);
  const until = options.until && options.until < horizon ? options.until : horizon;
  const next = new RRule({ ...options, dtstart: new Date(start), until }).after(new Date(start), false);
  if (!next) return null;
  if (isPlainDay) return next.toISOString().slice(0, 10);
  return formatInZone(instantOfWall(next.getTime(), zone), zone);
}

/** 400 at `repeat` when the rule would never make another occurrence after the task's date. */
export function assertRuleRepeats(rule: string, date: string, zone: string): void {
  if (nextOccurrenceDate(rule, date, zone) !== null) return;
  throw new AppError("validation_failed", 400, "The repeat rule gives no further date.", [
    { field: "repeat", message: "validation.repeatNeverRepeats" },
  ]);
}

/** The wall clock a task's date shows (its own offset's), as a UTC timestamp: 00:00 for a plain day. */
export function wallClockOf(date: string): number {
  if (PLAIN_DAY.test(date)) return Date.parse(`${date}T00:00:00Z`);
  return Date.parse(`${date.slice(0, 19)}Z`);
}
