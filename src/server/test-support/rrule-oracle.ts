// rrule ships CommonJS for Node: its named exports are not visible to an ES import, the default is.
import rrule from "rrule";
import { civilOf, DAY_MS, epochDayOf, weekdayOf } from "../features/recurrence/calendar-days.ts";
import { parseRepeatRule, type RepeatRule, WEEKDAY_CODES } from "../features/recurrence/repeat-rule.ts";
import { HORIZON_YEARS } from "../features/recurrence/rule-walk.ts";

const { RRule } = rrule;

/**
 * rrule (the package the server used before issue 24) as the oracle of the repeat-rule evaluator's
 * tests. Two tricks keep it honest and bounded:
 *
 * - Years moved by 8,000 (20 × 400: the Gregorian calendar repeats every 400 years, weekdays and
 *   leap days alike): a task dated 1970–1989 is asked of rrule in 9970–9989. rrule walks a rule that
 *   never matches toward year 9999 (it checks UNTIL only on dates it makes), so there it stops
 *   within 30 years instead of 8,000.
 * - rrule departs from RFC 5545 three ways, which the evaluator does not follow: BYSETPOS past the
 *   start of a period's set picks its first day ("-5" of four Mondays is the first Monday); BYDAY's
 *   plain and ordinal entries must both hold ("MO,1FR" is a Monday that is the first Friday: never);
 *   a weekly rule's first period starts at the start day, not the week's first. `rfcNextWall` asks
 *   rrule only which days pass the BY* filters (one rule per kind of BYDAY entry, from the start of
 *   the start's period, without BYSETPOS) and applies the set positions per period itself.
 */
const SHIFT_DAYS = epochDayOf(9970, 1, 1) - epochDayOf(1970, 1, 1);
const SHIFT_MS = SHIFT_DAYS * DAY_MS;

/** rrule's after() for a task dated `date` (its wall clock as UTC ms), as nextOccurrenceWall asks it. */
export function rruleNextWall(rule: string, start: number): number | null {
  const options = RRule.parseString(rule);
  const shifted = start + SHIFT_MS;
  const limit = Math.min(options.until ? options.until.getTime() + SHIFT_MS : Infinity, horizonOf(shifted));
  const dtstart = new Date(shifted);
  const next = new RRule({ ...options, dtstart, until: new Date(limit) }).after(dtstart, false);
  return next ? next.getTime() - SHIFT_MS : null;
}

/** Whether rrule reads `rule` as RFC 5545 does: no BYSETPOS, and no monthly or yearly mixed BYDAY. */
export function rruleReadsAsRfc(rule: string): boolean {
  const parsed = parseRepeatRule(rule) as RepeatRule;
  const hasOrdinalScope = parsed.frequency === "MONTHLY" || parsed.frequency === "YEARLY";
  const kinds = new Set(parsed.byDay.map((entry) => entry.ordinal === null));
  return parsed.bySetPos.length === 0 && !(hasOrdinalScope && kinds.size > 1);
}

/** The next occurrence by RFC 5545, rrule deciding only which days pass the rule's BY* filters. */
export function rfcNextWall(rule: string, start: number): number | null {
  const parsed = parseRepeatRule(rule) as RepeatRule;
  const shifted = start + SHIFT_MS;
  const timeOfDay = ((shifted % DAY_MS) + DAY_MS) % DAY_MS;
  const startDay = (shifted - timeOfDay) / DAY_MS;
  const limit = Math.min(parsed.until !== null ? parsed.until + SHIFT_MS : Infinity, horizonOf(shifted));
  const lastDay = Math.floor((limit - timeOfDay) / DAY_MS);
  const periodKey = periodKeyOf(parsed);
  const firstDay = periodFirstDay(parsed, startDay);
  const byPeriod = new Map<number, Set<number>>();
  for (const filterRule of filterRules(rule, parsed, startDay)) {
    const options = RRule.parseString(filterRule);
    const dtstart = new Date(firstDay * DAY_MS);
    // Through the end of the last day's period: positions count over whole periods.
    const end = new Date((lastDay + 400) * DAY_MS);
    for (const date of new RRule({ ...options, dtstart }).between(dtstart, end, true)) {
      const day = Math.round(date.getTime() / DAY_MS);
      const key = periodKey(day);
      byPeriod.set(key, (byPeriod.get(key) ?? new Set()).add(day));
    }
  }
  for (const key of [...byPeriod.keys()].sort((a, b) => a - b)) {
    const set = [...(byPeriod.get(key) as Set<number>)].sort((a, b) => a - b);
    const chosen = parsed.bySetPos.length === 0 ? set : atPositions(set, parsed.bySetPos);
    const next = chosen.find((day) => day > startDay);
    if (next !== undefined) return next <= lastDay ? next * DAY_MS + timeOfDay - SHIFT_MS : null;
  }
  return null;
}

function horizonOf(start: number): number {
  const horizon = new Date(start);
  horizon.setUTCFullYear(horizon.getUTCFullYear() + HORIZON_YEARS);
  return horizon.getTime();
}

/** The rule without BYSETPOS and UNTIL, its defaults written out, once per kind of BYDAY entry. */
function filterRules(rule: string, parsed: RepeatRule, startDay: number): string[] {
  const parts = new Map(rule.split(";").map((part) => part.split("=") as [string, string]));
  parts.delete("BYSETPOS");
  parts.delete("UNTIL");
  const start = civilOf(startDay);
  if (!parts.has("BYDAY") && !parts.has("BYMONTHDAY")) {
    if (parsed.frequency === "WEEKLY") parts.set("BYDAY", WEEKDAY_CODES[weekdayOf(startDay)] as string);
    if (parsed.frequency === "MONTHLY" || parsed.frequency === "YEARLY") parts.set("BYMONTHDAY", String(start.day));
    if (parsed.frequency === "YEARLY" && !parts.has("BYMONTH")) parts.set("BYMONTH", String(start.month));
  }
  const text = (map: Map<string, string>) => [...map].map(([key, value]) => `${key}=${value}`).join(";");
  const byDay = parts.get("BYDAY")?.split(",") ?? [];
  const plain = byDay.filter((entry) => entry.length === 2);
  const ordinal = byDay.filter((entry) => entry.length > 2);
  if (plain.length === 0 || ordinal.length === 0) return [text(parts)];
  return [plain, ordinal].map((entries) => text(new Map([...parts, ["BYDAY", entries.join(",")]])));
}

/** The number of the period (of the rule's frequency) a day belongs to. */
function periodKeyOf(rule: RepeatRule): (day: number) => number {
  if (rule.frequency === "DAILY") return (day) => day;
  if (rule.frequency === "WEEKLY") return (day) => day - ((weekdayOf(day) - rule.weekStart + 7) % 7);
  if (rule.frequency === "MONTHLY") return (day) => civilOf(day).year * 12 + civilOf(day).month;
  return (day) => civilOf(day).year;
}

function periodFirstDay(rule: RepeatRule, day: number): number {
  const { year, month } = civilOf(day);
  if (rule.frequency === "WEEKLY") return periodKeyOf(rule)(day);
  if (rule.frequency === "MONTHLY") return epochDayOf(year, month, 1);
  if (rule.frequency === "YEARLY") return epochDayOf(year, 1, 1);
  return day;
}

function atPositions(set: number[], positions: number[]): number[] {
  const chosen = positions.map((position) => set[position > 0 ? position - 1 : set.length + position]);
  return [...new Set(chosen.filter((day) => day !== undefined))].sort((a, b) => a - b);
}
