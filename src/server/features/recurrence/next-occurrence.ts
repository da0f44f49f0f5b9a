import { formatInZone, instantOfWall } from "../../../shared/zoned-time.ts";
import { AppError } from "../../errors.ts";
import { DAY_MS } from "./calendar-days.ts";
import { parseRepeatRule } from "./repeat-rule.ts";
import { firstDayAfter, HORIZON_YEARS, ruleKeepsStart, type WalkResult } from "./rule-walk.ts";

const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The date of the occurrence after one dated `date` (a plain day, or a date-time with its offset):
 * the rule's next date after it, a plain day for a plain day, else at the same wall-clock time in the
 * series' zone with the zone's offset on that day (10:00+01:00 in March → 10:00+02:00 in April). The
 * rule runs on wall clocks written as UTC ("floating" dates), so DST never shifts the time.
 * Null when the rule has ended (its UNTIL is behind) or has no date within ten years.
 */
export function nextOccurrenceDate(rule: string, date: string, zone: string): string | null {
  const { wall } = nextOccurrenceWall(rule, date);
  if (wall === null) return null;
  if (PLAIN_DAY.test(date)) return new Date(wall).toISOString().slice(0, 10);
  return formatInZone(instantOfWall(wall, zone), zone);
}

/**
 * The next occurrence's wall clock (as UTC ms) and the walk's cost: at most rule-walk.ts's DAY_BUDGET
 * days, whatever the rule (issue 24: rrule's after() walked a rule that never matches toward year
 * 9999, 30–127 s on the event loop). An occurrence is at the date's time of day, on a day after the
 * date's, no later than UNTIL (inclusive, compared as wall clocks) nor than ten years after the date.
 */
export function nextOccurrenceWall(rule: string, date: string): WalkResult & { wall: number | null } {
  const parsed = parseRepeatRule(rule);
  if (parsed === null) return { wall: null, day: null, daysExamined: 0, exhausted: false };
  const start = wallClockOf(date);
  const horizon = new Date(start);
  horizon.setUTCFullYear(horizon.getUTCFullYear() + HORIZON_YEARS);
  const limit = parsed.until !== null && parsed.until < horizon.getTime() ? parsed.until : horizon.getTime();
  const timeOfDay = ((start % DAY_MS) + DAY_MS) % DAY_MS;
  const startDay = (start - timeOfDay) / DAY_MS;
  const walk = firstDayAfter(parsed, startDay, Math.floor((limit - timeOfDay) / DAY_MS));
  return { ...walk, wall: walk.day === null ? null : walk.day * DAY_MS + timeOfDay };
}

/** Whether a task dated `date` is itself one of its rule's dates (see ruleKeepsStart); false for a rule we do not read. */
export function dateKeepsRule(rule: string, date: string): boolean {
  const parsed = parseRepeatRule(rule);
  return parsed !== null && ruleKeepsStart(parsed, Math.floor(wallClockOf(date) / DAY_MS));
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
