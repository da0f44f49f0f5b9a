/*
 * The app's one numeric date style, the same in English and Slovak: the spec's dd.MM.yyyy for a day and
 * HH:mm (24-hour) for a time, as the cards have always shown them. Every screen that writes a date as
 * numbers (cards, trash, quick notes, planner and statistics ranges) goes through here, so no screen
 * falls back to a locale's own style ("Nov 23, 2026, 1:20 AM"). Names of months and weekdays (calendar
 * captions, the home date card) stay with the language's date-fns locale or Intl.
 *
 * Written out by hand rather than with date-fns' `format` and `parseISO`: these run on /home's first
 * screen (every card), and date-fns' formatter and parser were ≈ 6 KB of it (docs/decisions/014).
 * The tests beside this file pin the output to date-fns' for the same patterns.
 */

export const DATE_PATTERN = "dd.MM.yyyy";
export const TIME_PATTERN = "HH:mm";
export const DATE_TIME_PATTERN = `${DATE_PATTERN} ${TIME_PATTERN}`;

function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}

/** 23.11.2026 */
export function formatDate(date: Date): string {
  return `${formatDayMonth(date)}${String(date.getFullYear()).padStart(4, "0")}`;
}

/** 23.11. — a day within a year that is written next to it. */
export function formatDayMonth(date: Date): string {
  return `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}.`;
}

/** 14:30 */
export function formatTime(date: Date): string {
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/**
 * "Tuesday, 24.11.2026" / "Utorok 24.11.2026": a day with its weekday in words and its date in the
 * app's one numeric style, for headings that stand beside cards and date fields showing "24.11.2026"
 * (one date format on one screen, issue 25). The weekday comes from Intl in the page's language.
 */
export function formatWeekdayDate(date: Date, locale: string): string {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long" }).format(date);
  const capitalized = weekday.charAt(0).toLocaleUpperCase(locale) + weekday.slice(1);
  // English puts a comma after the weekday ("Tuesday, 24.11.2026"); Slovak does not ("Utorok 24.11.2026").
  return `${capitalized}${locale === "en" ? "," : ""} ${formatDate(date)}`;
}

/** 23.11.2026 14:30 */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${formatTime(date)}`;
}

/** 2026-11-23: a day of this browser's calendar as a key (and as the API writes a plain day). */
export function formatDayKey(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, "0")}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** 09.03. – 15.03.2026, or 28.12.2026 – 03.01.2027 across a new year. */
export function formatDateRange(start: Date, end: Date): string {
  const from = start.getFullYear() === end.getFullYear() ? formatDayMonth(start) : formatDate(start);
  return `${from} – ${formatDate(end)}`;
}

// What the API writes: a day, or a moment with an optional time zone (Z or ±hh:mm, as in ISO 8601).
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * An ISO text (a day or a moment) as a Date, or null when it is not a date. As date-fns' parseISO
 * reads them: a plain day or a moment without a zone is this browser's local time.
 */
export function parseDate(text: string): Date | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const milliseconds = match[7] ? Math.trunc(Number(`0.${match[7]}`) * 1000) : 0;
  const offset = match[8] === undefined ? null : zoneOffsetMinutes(match[8]);
  if (!isValidDay(year, month, day) || !isValidTime(hours, minutes, seconds) || Number.isNaN(offset)) return null;
  const date = new Date(0);
  if (offset === null) {
    date.setFullYear(year, month - 1, day);
    date.setHours(hours, minutes, seconds, milliseconds);
  } else {
    date.setUTCFullYear(year, month - 1, day);
    date.setUTCHours(hours, minutes - offset, seconds, milliseconds);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

function isValidDay(year: number, month: number, day: number): boolean {
  const isLeapYear = year % 400 === 0 || (year % 4 === 0 && year % 100 !== 0);
  const daysInMonth = [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return daysInMonth !== undefined && day >= 1 && day <= daysInMonth;
}

/** As parseISO: 24:00 (and only 24:00:00) is the end of the day. */
function isValidTime(hours: number, minutes: number, seconds: number): boolean {
  if (hours === 24) return minutes === 0 && seconds === 0;
  return hours < 24 && minutes < 60 && seconds < 60;
}

/** "Z" → 0, "+01:00" / "+0100" / "+01" → 60, "-05:30" → -330; NaN past 59 minutes (as parseISO). */
function zoneOffsetMinutes(zone: string): number {
  if (zone === "Z") return 0;
  const sign = zone.startsWith("-") ? -1 : 1;
  const hours = Number(zone.slice(1, 3));
  const minutes = zone.length > 3 ? Number(zone.slice(-2)) : 0;
  return minutes > 59 ? Number.NaN : sign * (hours * 60 + minutes);
}
