import type { Locale } from "@shared/constants";
import { addDays, type Locale as DateLocale, format, parseISO } from "date-fns";
import { enUS, sk } from "date-fns/locale";
import { formatDateRange, formatDayMonth } from "@/lib/format-date";

type DatePatterns = { date: string; day: string; month: string };

/**
 * How each language writes a day within a sentence ("March 9" / "9. marca"), with its weekday
 * ("Monday, March 9" / "pondelok 9. marca") and a month ("March 2026" / "marec 2026"). Days standing
 * alone (axis labels, week ranges) use the app's numeric style from lib/format-date.
 */
const PATTERNS: Record<Locale, { locale: DateLocale } & DatePatterns> = {
  en: { locale: enUS, date: "MMMM d", day: "EEEE, MMMM d", month: "LLLL yyyy" },
  sk: { locale: sk, date: "d. MMMM", day: "EEEE d. MMMM", month: "LLLL yyyy" },
};

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** A yyyy-MM-dd day of the server's answer as a short axis label: "09.03.". */
export function formatTick(day: string): string {
  return formatDayMonth(parseISO(day));
}

/** A yyyy-MM-dd day inside a sentence: "the most on March 9" / "najviac 9. marca". */
export function formatDate(day: string, locale: Locale): string {
  const { date, locale: dateLocale } = PATTERNS[locale];
  return format(parseISO(day), date, { locale: dateLocale });
}

/** A yyyy-MM-dd day with its weekday, as the start of a sentence or a table cell. */
export function formatDay(day: string, locale: Locale): string {
  const { day: pattern, locale: dateLocale } = PATTERNS[locale];
  return capitalize(format(parseISO(day), pattern, { locale: dateLocale }));
}

/** The seven days from a week's first day (Sunday, or Monday in Slovak): "08.03. – 14.03.2026". */
export function formatWeekRange(weekStart: string): string {
  const start = parseISO(weekStart);
  return formatDateRange(start, addDays(start, 6));
}

/** The month a date falls in, e.g. "March 2026" / "Marec 2026". */
export function formatMonth(date: Date, locale: Locale): string {
  const { month, locale: dateLocale } = PATTERNS[locale];
  return capitalize(format(date, month, { locale: dateLocale }));
}
