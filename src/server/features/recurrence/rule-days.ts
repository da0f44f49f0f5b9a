import { type CivilDay, weekdayOf } from "./calendar-days.ts";
import type { RepeatRule } from "./repeat-rule.ts";

/** A day as the BY* parts see it (`yearDay` 1–366 counts from 1 January). */
export type DayFacts = {
  month: number;
  day: number;
  monthLength: number;
  weekday: number;
  yearDay: number;
  yearLength: number;
};

/** Which days a rule keeps, before its set positions: BYMONTH, BYMONTHDAY and BYDAY as lookups. */
export type DayFilter = {
  /** Whether a month can hold a kept day (false lets the walk step over the whole month). */
  keepsMonth: (month: number) => boolean;
  keepsDay: (facts: DayFacts) => boolean;
};

/**
 * The day filter of a rule starting on `start`, with RFC 5545's defaults from that date when the rule
 * names neither BYDAY nor BYMONTHDAY: WEEKLY on its weekday, MONTHLY on its day of the month, YEARLY
 * on its day and month (unless BYMONTH names months). An ordinal weekday ("2MO", "-1FR") counts
 * within the month for MONTHLY, and for YEARLY with BYMONTH; within the year for YEARLY without;
 * DAILY and WEEKLY read it as the plain weekday, as rrule does. BYDAY's plain and ordinal entries
 * are alternatives ("MO,1FR": every Monday and the first Friday), as RFC 5545 reads them.
 */
export function dayFilter(rule: RepeatRule, start: CivilDay, startDay: number): DayFilter {
  const hasDefaults = rule.byDay.length === 0 && rule.byMonthDay.length === 0;
  const byDay =
    hasDefaults && rule.frequency === "WEEKLY" ? [{ weekday: weekdayOf(startDay), ordinal: null }] : rule.byDay;
  const byMonthDay = hasDefaults && ["MONTHLY", "YEARLY"].includes(rule.frequency) ? [start.day] : rule.byMonthDay;
  const byMonth =
    hasDefaults && rule.frequency === "YEARLY" && rule.byMonth.length === 0 ? [start.month] : rule.byMonth;

  const months = flags(13, byMonth);
  const positiveDays = flags(32, byMonthDay);
  const negativeDays = flags(
    32,
    byMonthDay.filter((day) => day < 0).map((day) => -day),
  );
  const ordinalScope =
    rule.frequency === "MONTHLY" || (rule.frequency === "YEARLY" && byMonth.length > 0)
      ? "month"
      : rule.frequency === "YEARLY"
        ? "year"
        : "none";
  const plainWeekdays = flags(
    7,
    byDay.filter((entry) => entry.ordinal === null || ordinalScope === "none").map((entry) => entry.weekday),
  );
  const ordinals: number[][] = [[], [], [], [], [], [], []];
  if (ordinalScope !== "none")
    for (const { weekday, ordinal } of byDay) if (ordinal !== null) ordinals[weekday]?.push(ordinal);

  return {
    keepsMonth: (month) => byMonth.length === 0 || months[month] === true,
    keepsDay: (facts) => {
      if (byMonthDay.length > 0 && !positiveDays[facts.day] && !negativeDays[facts.monthLength - facts.day + 1])
        return false;
      if (byDay.length === 0 || plainWeekdays[facts.weekday]) return true;
      const [index, length] =
        ordinalScope === "month" ? [facts.day, facts.monthLength] : [facts.yearDay, facts.yearLength];
      return (ordinals[facts.weekday] ?? []).some((ordinal) =>
        ordinal > 0 ? Math.floor((index - 1) / 7) + 1 === ordinal : Math.floor((length - index) / 7) + 1 === -ordinal,
      );
    },
  };
}

/** A lookup array of `size` that is true at each of `indexes` (negative ones are ignored). */
function flags(size: number, indexes: number[]): boolean[] {
  const lookup = new Array<boolean>(size).fill(false);
  for (const index of indexes) if (index >= 0 && index < size) lookup[index] = true;
  return lookup;
}
