import type { Locale } from "@shared/constants";
import { getWeek, getWeekYear } from "date-fns";
import { type DayPickerLocale, enUS, sk } from "react-day-picker/locale";

export type CalendarLocale = {
  /** date-fns locale with react-day-picker's translated labels; works for date-fns `format` too. */
  dateLocale: DayPickerLocale;
  weekStartsOn: 0 | 1;
  firstWeekContainsDate: 1 | 4;
};

/**
 * The calendar conventions of each language (spec §9: the calendar week starts Monday in Slovak and
 * Sunday in English).
 * - Slovak: ISO 8601 weeks — Monday first, week 1 is the week with 4 January (date-fns getWeek with
 *   weekStartsOn 1 and firstWeekContainsDate 4 equals getISOWeek).
 * - English: US locale weeks — Sunday first, week 1 is the week with 1 January, so the row of
 *   27 December–2 January 2027 is week 1 (of 2027). docs/decisions/026-week-numbers-per-language.md says why.
 * The calendar says which rule it follows under its grid (home's calendar-dialog.tsx).
 */
const CALENDAR_LOCALES: Record<Locale, CalendarLocale> = {
  sk: { dateLocale: sk, weekStartsOn: 1, firstWeekContainsDate: 4 },
  en: { dateLocale: enUS, weekStartsOn: 0, firstWeekContainsDate: 1 },
};

export function calendarLocale(locale: Locale): CalendarLocale {
  return CALENDAR_LOCALES[locale];
}

/** The week number a calendar in this language prints beside `date` (react-day-picker counts the same way). */
export function weekNumber(date: Date, locale: Locale): number {
  const { dateLocale, weekStartsOn, firstWeekContainsDate } = CALENDAR_LOCALES[locale];
  return getWeek(date, { locale: dateLocale, weekStartsOn, firstWeekContainsDate });
}

/** The year the week holding `date` is numbered in: 2027 for 28 December 2026 in English (US weeks). */
export function weekYear(date: Date, locale: Locale): number {
  const { dateLocale, weekStartsOn, firstWeekContainsDate } = CALENDAR_LOCALES[locale];
  return getWeekYear(date, { locale: dateLocale, weekStartsOn, firstWeekContainsDate });
}
