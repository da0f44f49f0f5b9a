/**
 * A day on the calendar with no time zone attached ("the 15th of December" in the person's own
 * zone). Quick add reasons in such days; only a task's time of day is tied to a zone, at the end.
 */
export type CalendarDate = { year: number; month: number; day: number };

const MS_PER_DAY = 86_400_000;

const toUtc = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day);

function fromUtc(ms: number): CalendarDate {
  const utc = new Date(ms);
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(toUtc(date) + days * MS_PER_DAY);
}

/** 0 = Sunday … 6 = Saturday, as Date.getDay and chrono's Weekday. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(toUtc(date)).getUTCDay();
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day-of-month n months on, held to the month's last day (31 January + 1 month = 28/29 February). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** Whether the parts name a real day (no 31 April, 29 February only in a leap year). */
export function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return toUtc(a) - toUtc(b);
}

/** The next day on or after `from` that falls on `weekday` (0 = Sunday). */
export function nextWeekday(from: CalendarDate, weekday: number): CalendarDate {
  return addDays(from, (weekday - weekdayOf(from) + 7) % 7);
}

/** yyyy-MM-dd. */
export function isoDate(date: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, "0");
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}
