import { TZDate } from "@date-fns/tz";
import { instantOfWall } from "../../../../shared/zoned-time.ts";
import { dateKeepsRule, nextOccurrenceDate, parseRepeatRule } from "../../recurrence/index.ts";
import { eventZone } from "./event-zone.ts";

/** The repeat of a task's open occurrence: its rule and the zone its series keeps the wall clock in. */
export type TaskRepeat = { rule: string; zone: string };

/** An event's times and its RRULE, as ical-generator takes them. */
export type RepeatingTimes = {
  start: Date;
  end: Date;
  /** The TZID the times are written in; null for all-day dates and UTC (…Z) times. */
  timezone: string | null;
  repeating: string;
};

const untilDay = (wall: number) => new Date(wall).toISOString().slice(0, 10).replaceAll("-", "");
const utcStamp = (instant: number) => `${new Date(instant).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/**
 * The date a repeating task's RRULE event starts on (DTSTART): the open occurrence's own when it is
 * one of the rule's dates, else the next occurrence's (a task moved to a Saturday of a BYDAY=MO
 * series): RFC 5545 leaves a start off its rule undefined, so that occurrence is written as a
 * single event of its own. Null when the rule gives no further date (its UNTIL is behind): the task
 * is a single event.
 */
export function ruleStartDate(date: string, repeat: TaskRepeat): string | null {
  const next = nextOccurrenceDate(repeat.rule, date, repeat.zone);
  if (next === null) return null;
  return dateKeepsRule(repeat.rule, date) ? date : next;
}

/**
 * The times and RRULE of a repeating task's event (starting on `date`, a date ruleStartDate gave,
 * at `start`, ending at `end`), so a calendar app shows it and the coming occurrences as Poriadok
 * will make them (recurrence/next-occurrence.ts: the rule's dates after this one, at the same wall
 * clock in the series' zone, no later than UNTIL):
 * - a date-only task stays all-day, its UNTIL written as a DATE (RFC 5545 wants both of one type);
 * - a timed task is written in the series' zone (DTSTART;TZID=… and a VTIMEZONE, see event-zone.ts),
 *   so the expansion keeps 18:00 across DST, its UNTIL (a wall clock in Poriadok) as the UTC instant
 *   RFC 5545 asks for with a TZID;
 * - a zone with no TZID to write (an offset such as +05:30) is written in UTC, which expands on UTC
 *   days: the RRULE is kept only when the occurrence's UTC day is its own day, else the days named
 *   by BYDAY or BYMONTHDAY would move by one.
 * Null when the RRULE cannot be written that way: the event stays single.
 */
export function repeatingTimes(
  date: string,
  repeat: TaskRepeat,
  times: { start: Date; end: Date; isAllDay: boolean },
): RepeatingTimes | null {
  const rule = parseRepeatRule(repeat.rule);
  if (rule === null) return null;
  const { start, end, isAllDay } = times;
  const withUntil = (until: (wall: number) => string) =>
    rule.until === null ? repeat.rule : repeat.rule.replace(/UNTIL=[^;]*/, `UNTIL=${until(rule.until)}`);
  if (isAllDay) return { start, end, timezone: null, repeating: withUntil(untilDay) };
  const utcUntil = (wall: number) => utcStamp(instantOfWall(wall, repeat.zone));
  const zone = eventZone(repeat.zone, start.getTime());
  if (zone !== null)
    return {
      start: new TZDate(start.getTime(), zone),
      end: new TZDate(end.getTime(), zone),
      timezone: zone,
      repeating: withUntil(utcUntil),
    };
  if (start.toISOString().slice(0, 10) !== date.slice(0, 10)) return null;
  return { start, end, timezone: null, repeating: withUntil(utcUntil) };
}
