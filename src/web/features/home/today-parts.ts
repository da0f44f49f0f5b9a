import type { Locale } from "@shared/constants";

/** The home date card's pieces: the big day, the month and the weekday beside it, and the whole date as one phrase. */
export type TodayParts = { day: string; month: string; weekday: string; full: string };

/**
 * The language's names from its catalogue (home:calendar): the twelve months as written after a day
 * (Slovak's genitive, "novembra") and the seven weekdays from Sunday, as Date.getDay counts.
 */
export type CalendarNames = { monthsAfterDay: readonly string[]; weekdays: readonly string[] };

/**
 * English as it is said: "23", "November", "Monday" — "Monday, 23 November". Slovak as it is written:
 * an ordinal dot, the month in the genitive and everything lower case — "23.", "novembra",
 * "pondelok" — "23. novembra, pondelok". From the catalogue rather than Intl: the page's first
 * Intl.DateTimeFormat loads the language's date data, ≈ 80 ms on a slowed phone CPU in one piece,
 * counted as blocking time on /home (docs/decisions/016); nor date-fns' locales, which the card would
 * load with /home's first screen. The tests pin the same texts date-fns gave.
 */
export function todayParts(date: Date, locale: Locale, names: CalendarNames): TodayParts {
  const weekday = names.weekdays[date.getDay()] ?? "";
  const month = names.monthsAfterDay[date.getMonth()] ?? "";
  if (locale === "sk") {
    const day = `${date.getDate()}.`;
    return { day, month, weekday, full: `${day} ${month}, ${weekday}` };
  }
  const day = String(date.getDate());
  return { day, month, weekday, full: `${weekday}, ${day} ${month}` };
}
