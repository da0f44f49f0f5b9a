import type { Locale } from "@shared/constants";
import { addDays, type Locale as DateLocale, format, parseISO } from "date-fns";
import { enUS, sk } from "date-fns/locale";

const DATE_LOCALES: Record<Locale, { locale: DateLocale; date: string }> = {
  en: { locale: enUS, date: "MMM d" },
  sk: { locale: sk, date: "d. M." },
};

/** The weekday of a yyyy-MM-dd day as a label: "Monday" / "Pondelok" (date-fns writes Slovak days in lower case). */
export function dayName(day: string, locale: Locale): string {
  const name = format(parseISO(day), "EEEE", { locale: DATE_LOCALES[locale].locale });
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** The day of the month and the month: "Mar 9" / "9. 3.". */
export function shortDate(day: string, locale: Locale): string {
  const { locale: dateLocale, date } = DATE_LOCALES[locale];
  return format(parseISO(day), date, { locale: dateLocale });
}

/** Monday to Sunday of a week: "March 9 – 15, 2026" / "9. – 15. 3. 2026". */
export function weekRange(monday: string, locale: Locale): string {
  const start = parseISO(monday);
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric" }).formatRange(
    start,
    addDays(start, 6),
  );
}
