import type { Locale } from "@shared/constants";
import { addDays, type Locale as DateLocale, format, parseISO } from "date-fns";
import { enUS, sk } from "date-fns/locale";
import { formatDateRange, formatDayMonth } from "@/lib/format-date";

const DATE_LOCALES: Record<Locale, DateLocale> = { en: enUS, sk };

/** The weekday of a yyyy-MM-dd day as a label: "Monday" / "Pondelok" (date-fns writes Slovak days in lower case). */
export function dayName(day: string, locale: Locale): string {
  const name = format(parseISO(day), "EEEE", { locale: DATE_LOCALES[locale] });
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** The day of the month and the month in the app's date style: "09.03." (lib/format-date). */
export function shortDate(day: string): string {
  return formatDayMonth(parseISO(day));
}

/** Monday to Sunday of a week: "09.03. – 15.03.2026". */
export function weekRange(monday: string): string {
  const start = parseISO(monday);
  return formatDateRange(start, addDays(start, 6));
}
