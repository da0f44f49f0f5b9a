import type { Locale } from "@shared/constants";
import { addDays, type Locale as DateLocale, format, parseISO } from "date-fns";
import { enUS, sk } from "date-fns/locale";

type DatePatterns = { tick: string; date: string; day: string; month: string };

/**
 * How each language writes a day on an axis ("Mar 9" / "9. 3."), within a sentence ("March 9" / "9. marca"),
 * with its weekday ("Monday, March 9" / "pondelok 9. marca") and a month ("March 2026" / "marec 2026").
 */
const PATTERNS: Record<Locale, { locale: DateLocale } & DatePatterns> = {
  en: { locale: enUS, tick: "MMM d", date: "MMMM d", day: "EEEE, MMMM d", month: "LLLL yyyy" },
  sk: { locale: sk, tick: "d. M.", date: "d. MMMM", day: "EEEE d. MMMM", month: "LLLL yyyy" },
};

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** A yyyy-MM-dd day of the server's answer as a short axis label. */
export function formatTick(day: string, locale: Locale): string {
  const { tick, locale: dateLocale } = PATTERNS[locale];
  return format(parseISO(day), tick, { locale: dateLocale });
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

/** The seven days from a week's Sunday, e.g. "March 8 – 14, 2026" / "8. – 14. 3. 2026". */
export function formatWeekRange(weekStart: string, locale: Locale): string {
  const start = parseISO(weekStart);
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric" }).formatRange(
    start,
    addDays(start, 6),
  );
}

/** The month a date falls in, e.g. "March 2026" / "Marec 2026". */
export function formatMonth(date: Date, locale: Locale): string {
  const { month, locale: dateLocale } = PATTERNS[locale];
  return capitalize(format(date, month, { locale: dateLocale }));
}
