import type { Locale } from "@shared/constants";

/**
 * The week number the calendar prints beside `date` (features/language/calendar-locale.ts sets its
 * rules; the tests check this against it for every day of forty years): Slovak counts ISO weeks
 * (Monday first, week 1 holds 4 January), English US weeks (Sunday first, week 1 holds 1 January).
 * Counted here by hand so the home date card needs neither date-fns nor react-day-picker's locales.
 */
const WEEK_RULES: Record<Locale, { weekStartsOn: number; firstWeekContainsDate: number }> = {
  sk: { weekStartsOn: 1, firstWeekContainsDate: 4 },
  en: { weekStartsOn: 0, firstWeekContainsDate: 1 },
};

const DAY_MS = 86_400_000;

export function weekNumber(date: Date, locale: Locale): number {
  const { weekStartsOn, firstWeekContainsDate } = WEEK_RULES[locale];
  const startOfWeek = (day: Date) =>
    new Date(day.getFullYear(), day.getMonth(), day.getDate() - ((day.getDay() - weekStartsOn + 7) % 7));
  const firstWeekOf = (year: number) => startOfWeek(new Date(year, 0, firstWeekContainsDate));
  const weekStart = startOfWeek(date);
  const year = date.getFullYear();
  const weekYearStart = [firstWeekOf(year + 1), firstWeekOf(year), firstWeekOf(year - 1)].find(
    (start) => start.getTime() <= weekStart.getTime(),
  );
  // Days, not milliseconds, between the two week starts: a summer-time change makes one day 23 or 25 hours.
  const days = Math.round((weekStart.getTime() - (weekYearStart ?? weekStart).getTime()) / DAY_MS);
  return Math.floor(days / 7) + 1;
}
