import type { Locale } from "@shared/constants";
import { format } from "date-fns";
import { calendarLocale } from "@/features/language/calendar-locale";

/** The home date card's pieces: the big day, the month and the weekday beside it, and the whole date as one phrase. */
export type TodayParts = { day: string; month: string; weekday: string; full: string };

/**
 * English as it is said: "23", "November", "Monday" — "Monday, 23 November". Slovak as it is written:
 * an ordinal dot, the month in the genitive and everything lower case — "23.", "novembra",
 * "pondelok" — "23. novembra, pondelok". date-fns' Slovak locale gives the genitive in the
 * formatting context ("MMMM"); "LLLL" would be the nominative "november".
 */
export function todayParts(date: Date, locale: Locale): TodayParts {
  const options = { locale: calendarLocale(locale).dateLocale };
  const weekday = format(date, "EEEE", options);
  if (locale === "sk") {
    const day = format(date, "d.", options);
    const month = format(date, "MMMM", options);
    return { day, month, weekday, full: `${day} ${month}, ${weekday}` };
  }
  const day = format(date, "d", options);
  const month = format(date, "LLLL", options);
  return { day, month, weekday, full: `${weekday}, ${day} ${month}` };
}
