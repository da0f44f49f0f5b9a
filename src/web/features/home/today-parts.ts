import type { Locale } from "@shared/constants";

/** The home date card's pieces: the big day, the month and the weekday beside it, and the whole date as one phrase. */
export type TodayParts = { day: string; month: string; weekday: string; full: string };

type Formats = { monthOfDay: Intl.DateTimeFormat; month: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat };

const formatsByLocale = new Map<Locale, Formats>();

/** Built once per language: an Intl formatter is slow to create and the card redraws every minute. */
function formatsFor(locale: Locale): Formats {
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    formats = {
      // With the day, a month name is in the formatting context: Slovak's genitive ("novembra").
      monthOfDay: new Intl.DateTimeFormat(locale, { day: "numeric", month: "long" }),
      month: new Intl.DateTimeFormat(locale, { month: "long" }),
      weekday: new Intl.DateTimeFormat(locale, { weekday: "long" }),
    };
    formatsByLocale.set(locale, formats);
  }
  return formats;
}

/**
 * English as it is said: "23", "November", "Monday" — "Monday, 23 November". Slovak as it is written:
 * an ordinal dot, the month in the genitive and everything lower case — "23.", "novembra",
 * "pondelok" — "23. novembra, pondelok". Through Intl rather than date-fns' locales, which the card
 * would load with /home's first screen; the tests pin the same texts date-fns gave.
 */
export function todayParts(date: Date, locale: Locale): TodayParts {
  const formats = formatsFor(locale);
  const weekday = formats.weekday.format(date);
  if (locale === "sk") {
    const day = `${date.getDate()}.`;
    const month = formats.monthOfDay.formatToParts(date).find((part) => part.type === "month")?.value ?? "";
    return { day, month, weekday, full: `${day} ${month}, ${weekday}` };
  }
  const day = String(date.getDate());
  const month = formats.month.format(date);
  return { day, month, weekday, full: `${weekday}, ${day} ${month}` };
}
