import { civilOf, daysInMonth, epochDayOf, isLeapYear, weekdayOf } from "./calendar-days.ts";
import type { RepeatRule } from "./repeat-rule.ts";
import { type DayFacts, type DayFilter, dayFilter } from "./rule-days.ts";

/** How far ahead an occurrence is looked for: a rule with none within it never repeats. */
export const HORIZON_YEARS = 10;
/**
 * The most days one walk may examine: every day of the eleven calendar years a ten-year horizon
 * touches. No rule needs more (a yearly rule's periods are those years; monthly ones 121 months of
 * at most 31 days; weekly ones 523 weeks; daily ones 3,654 days), so the counter is a guard that
 * never trips on a rule the schema allows, and a proof of the bound in the tests.
 */
export const DAY_BUDGET = (HORIZON_YEARS + 1) * 366;

/** The first day found (a day number, see calendar-days.ts) or null, and what finding it cost. */
export type WalkResult = { day: number | null; daysExamined: number; exhausted: boolean };

type Period = { first: number; last: number };
type Counter = { days: number; budget: number };

/**
 * The first day after `startDay` and no later than `lastDay` on which the rule, started on
 * `startDay`, has an occurrence — walking its periods (years, months, weeks or days, INTERVAL apart,
 * counted from the start's) in order, each day at most once, and giving up as "none" past `budget`
 * days. With BYSETPOS, a period's whole set is gathered first (RFC 5545: positions count within the
 * period, the days before the start included) and positions past either end of it pick nothing.
 */
export function firstDayAfter(rule: RepeatRule, startDay: number, lastDay: number, budget = DAY_BUDGET): WalkResult {
  const counter: Counter = { days: 0, budget };
  const filter = dayFilter(rule, civilOf(startDay), startDay);
  const result = (day: number | null, exhausted = false) => ({ day, daysExamined: counter.days, exhausted });
  for (const period of periodsOf(rule, startDay)) {
    if (period.first > lastDay) break;
    if (rule.bySetPos.length === 0) {
      let found: number | null = null;
      const from = Math.max(period.first, startDay + 1);
      const to = Math.min(period.last, lastDay);
      const complete = scan(from, to, filter, counter, (day) => {
        found = day;
        return true;
      });
      if (!complete) return result(null, true);
      if (found !== null) return result(found);
    } else {
      const set: number[] = [];
      const gathered = scan(period.first, period.last, filter, counter, (day) => {
        set.push(day);
        return false;
      });
      if (!gathered) return result(null, true);
      const next = atPositions(set, rule.bySetPos).find((day) => day > startDay);
      if (next !== undefined) return result(next <= lastDay ? next : null);
    }
  }
  return result(null);
}

/**
 * Whether the rule, started on `startDay`, has an occurrence on that day itself: RFC 5545 calls such
 * a start "synchronized" with its rule, and leaves the recurrence set of any other undefined (ical.js
 * and Outlook leave the start out, Google keeps it). A start always fits the parts taken from it by
 * default; it can miss only those the rule names (a Saturday for BYDAY=MO, a set position).
 */
export function ruleKeepsStart(rule: RepeatRule, startDay: number): boolean {
  const filter = dayFilter(rule, civilOf(startDay), startDay);
  const counter: Counter = { days: 0, budget: DAY_BUDGET };
  const period = periodsOf(rule, startDay).next().value as Period;
  const kept: number[] = [];
  const scanned = rule.bySetPos.length === 0 ? { first: startDay, last: startDay } : period;
  scan(scanned.first, scanned.last, filter, counter, (day) => {
    kept.push(day);
    return false;
  });
  return (rule.bySetPos.length === 0 ? kept : atPositions(kept, rule.bySetPos)).includes(startDay);
}

/** The rule's periods from the one holding the start day on, INTERVAL apart (endless: the caller stops). */
function* periodsOf(rule: RepeatRule, startDay: number): Generator<Period> {
  const start = civilOf(startDay);
  const step = rule.interval;
  if (rule.frequency === "DAILY") for (let day = startDay; ; day += step) yield { first: day, last: day };
  if (rule.frequency === "WEEKLY") {
    const weekFirst = startDay - ((weekdayOf(startDay) - rule.weekStart + 7) % 7);
    for (let first = weekFirst; ; first += 7 * step) yield { first, last: first + 6 };
  }
  if (rule.frequency === "MONTHLY")
    for (let index = start.year * 12 + start.month - 1; ; index += step) {
      const year = Math.floor(index / 12);
      const month = (index % 12) + 1;
      const first = epochDayOf(year, month, 1);
      yield { first, last: first + daysInMonth(year, month) - 1 };
    }
  for (let year = start.year; ; year += step) yield { first: epochDayOf(year, 1, 1), last: epochDayOf(year, 12, 31) };
}

/**
 * Hands `found` each day from `from` to `to` the filter keeps, in order, until it returns true;
 * a month the rule's BYMONTH leaves out is stepped over whole. Every day passed counts against the
 * budget, stepped over or not; false when the budget ran out.
 */
function scan(from: number, to: number, filter: DayFilter, counter: Counter, found: (day: number) => boolean) {
  let { year, month, day } = civilOf(from);
  for (let first = from; first <= to; ) {
    const monthLength = daysInMonth(year, month);
    const last = Math.min(to, first + monthLength - day);
    counter.days += last - first + 1;
    if (counter.days > counter.budget) return false;
    if (filter.keepsMonth(month)) {
      const yearFirst = epochDayOf(year, 1, 1);
      const yearLength = isLeapYear(year) ? 366 : 365;
      const facts: DayFacts = { month, day, monthLength, weekday: weekdayOf(first), yearDay: 0, yearLength };
      for (let current = first; current <= last; current++) {
        facts.yearDay = current - yearFirst + 1;
        if (filter.keepsDay(facts) && found(current)) return true;
        facts.day += 1;
        facts.weekday = (facts.weekday + 1) % 7;
      }
    }
    first = last + 1;
    day = 1;
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
  return true;
}

/** The days at the set positions (1 = first, -1 = last), each once, in order; out-of-range positions pick none. */
function atPositions(set: number[], positions: number[]): number[] {
  const chosen = new Set<number>();
  for (const position of positions) {
    const index = position > 0 ? position - 1 : set.length + position;
    // Checked before indexing: a negative index is a slow property lookup in V8, not an array read.
    if (index >= 0 && index < set.length) chosen.add(set[index] as number);
  }
  return [...chosen].sort((a, b) => a - b);
}
