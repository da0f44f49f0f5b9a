import { addDays, addWeeks, format, isValid, parse, startOfWeek } from "date-fns";

/** The planner's weeks start on Monday (spec §9), whatever the language. */
const WEEK_STARTS_ON = 1;
const ISO_DAY = "yyyy-MM-dd";

export function toIsoDay(date: Date): string {
  return format(date, ISO_DAY);
}

/** A yyyy-MM-dd text as a local date, or null when it is not a real day ("2026-02-30", "monday"). */
export function parseIsoDay(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, ISO_DAY, new Date(2000, 0, 1));
  return isValid(date) && toIsoDay(date) === value ? date : null;
}

/** The Monday of the week `date` falls in, as yyyy-MM-dd. */
export function weekStartOf(date: Date): string {
  return toIsoDay(startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON }));
}

/**
 * The week the URL asks for (?week=yyyy-MM-dd): its Monday. A day that is not a Monday means its
 * week; a missing or broken value means the current week.
 */
export function weekFromParam(value: string | null, today: Date): string {
  const day = value === null ? null : parseIsoDay(value);
  return weekStartOf(day ?? today);
}

/** The Monday `weeks` weeks before (negative) or after `monday`. */
export function shiftWeek(monday: string, weeks: number): string {
  return toIsoDay(addWeeks(parseIsoDay(monday) ?? new Date(), weeks));
}

/** The seven days of the week from `monday`, Monday to Sunday. */
export function weekDays(monday: string): string[] {
  const start = parseIsoDay(monday) ?? new Date();
  return Array.from({ length: 7 }, (_, offset) => toIsoDay(addDays(start, offset)));
}
