import type { Locale } from "@shared/constants";
import { format, isValid, parseISO } from "date-fns";
import { calendarLocale } from "@/features/language/calendar-locale";

/**
 * When a quick note was created, in the language's own form and this browser's time zone:
 * "Nov 20, 2026, 9:05 AM" / "20. 11. 2026, 9:05". Null when the stored value is not a date.
 */
export function formatCreated(created: string, locale: Locale): string | null {
  const date = parseISO(created);
  return isValid(date) ? format(date, "PPp", { locale: calendarLocale(locale).dateLocale }) : null;
}
