import fc from "fast-check";
import { REPEAT_RULE_MAX, repeatRuleProblem } from "../../shared/schemas/recurrence.ts";

/**
 * Repeat rules as the schema lets them through (shared/schemas/recurrence.ts), built to reach every
 * BY* part and its corners: impossible dates (30 February, the 31st of short months, -31 in them),
 * weekday ordinals past a month's last (5MO, -53SU), set positions far outside any period's set,
 * UNTIL before and after the task. Used by the evaluator's tests (recurrence/) and the reliability
 * suite's hostile rules.
 */
const WEEKDAY_CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;

const listOf = <T>(item: fc.Arbitrary<T>, maxLength: number) =>
  fc.uniqueArray(item, { minLength: 1, maxLength }).map((values) => values.join(","));

/** Mostly the small values people write, now and then any the schema allows. */
const signed = (common: number, max: number) =>
  fc
    .oneof(
      { weight: 4, arbitrary: fc.integer({ min: 1, max: common }) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max }) },
    )
    .chain((value) => fc.constantFrom(value, -value));

const byDayItem = fc
  .tuple(fc.option(signed(5, 53), { freq: 2 }), fc.constantFrom(...WEEKDAY_CODES))
  .map(([ordinal, day]) => `${ordinal ?? ""}${day}`);
/** 28–31 and -28–-31 more often than the rest: the days short months lack. */
const monthDay = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: 28, max: 31 }).chain((day) => fc.constantFrom(day, -day)) },
  { weight: 3, arbitrary: signed(31, 31) },
);
/** February and the 30-day months more often than the rest. */
const month = fc.oneof(fc.constantFrom(2, 4, 6, 9, 11), fc.integer({ min: 1, max: 12 }));

/** `part` in `tenths` of the rules, left out of the others. */
const sometimes = <T>(tenths: number, part: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 10 - tenths, arbitrary: fc.constant(undefined) }, { weight: tenths, arbitrary: part });

export type GeneratedRule = { rule: string; date: string };

/** A yyyy-MM-dd day in the given years; `withTime` adds a wall-clock time with an offset. */
export function taskDate(fromYear: number, toYear: number): fc.Arbitrary<string> {
  const day = fc
    .integer({ min: Date.UTC(fromYear, 0, 1) / 86_400_000, max: Date.UTC(toYear, 11, 31) / 86_400_000 })
    .map((days) => new Date(days * 86_400_000).toISOString().slice(0, 10));
  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30), fc.constantFrom("+01:00", "+02:00", "-05:00"))
    .map(
      ([hour, minute, offset]) => `T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00${offset}`,
    );
  return fc.tuple(day, fc.option(time, { freq: 2 })).map(([date, at]) => `${date}${at ?? ""}`);
}

/** UNTIL near the task's day: before it, on it, or within the next dozen years. */
function untilNear(date: string): fc.Arbitrary<string> {
  const day = Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / 86_400_000;
  return fc.tuple(fc.integer({ min: -40, max: 12 * 366 }), fc.boolean()).map(([offset, withTime]) => {
    const text = new Date((day + offset) * 86_400_000).toISOString();
    const digits = text.slice(0, 10).replaceAll("-", "");
    return withTime ? `${digits}T${text.slice(11, 19).replaceAll(":", "")}Z` : digits;
  });
}

/** A rule the schema accepts, with a task date in the given years (its UNTIL, if any, near that date). */
export function repeatRuleFor(fromYear: number, toYear: number): fc.Arbitrary<GeneratedRule> {
  return taskDate(fromYear, toYear).chain((date) =>
    fc
      .record({
        FREQ: fc.constantFrom("DAILY", "WEEKLY", "MONTHLY", "YEARLY"),
        INTERVAL: sometimes(4, fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 99 })).map(String)),
        BYDAY: sometimes(4, listOf(byDayItem, 7)),
        BYMONTHDAY: sometimes(3, listOf(monthDay, 6)),
        BYMONTH: sometimes(3, listOf(month, 4)),
        BYSETPOS: sometimes(3, listOf(signed(5, 366), 5)),
        WKST: sometimes(2, fc.constantFrom(...WEEKDAY_CODES)),
        UNTIL: sometimes(2, untilNear(date)),
      })
      .map((parts) => ({
        rule: Object.entries(parts)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => `${key}=${value}`)
          .join(";"),
        date,
      }))
      .filter(({ rule }) => rule.length <= REPEAT_RULE_MAX && repeatRuleProblem(rule) === null),
  );
}

/** from, from + 1, …, to as a BYSETPOS list. */
const positions = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i).join(",");

/**
 * Rules with no date ever (30 February; a daily rule's set of one day has no second), most with
 * the longest list 200 characters allow, so rrule's after() spent the most per day it walked toward
 * year 9999: 21–92 s of CPU each from 2026 on this project's machine (issue 24 measured 30–127 s).
 * The last is the worst known: 200 characters, ≈ 92 s with rrule, ≈ 1.5 ms with rule-walk.ts.
 */
export const NEVER_REPEATING_RULES = [
  "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
  `FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30,31,-31,-30;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYSETPOS=${positions(1, 30)}`,
  `FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30;BYSETPOS=${positions(1, 51)}`,
  "FREQ=WEEKLY;BYMONTH=4,6,9,11;BYMONTHDAY=31,-31",
  "FREQ=MONTHLY;BYDAY=5MO;BYMONTH=2;BYMONTHDAY=1,2,3,4,5,6,7",
  `FREQ=DAILY;BYSETPOS=${positions(2, 64)}`,
];
