import { format, isSameYear, isValid, parseISO } from "date-fns";

/*
 * The app's one numeric date style, the same in English and Slovak: the spec's dd.MM.yyyy for a day and
 * HH:mm (24-hour) for a time, as the cards have always shown them. Every screen that writes a date as
 * numbers (cards, trash, quick notes, planner and statistics ranges) goes through here, so no screen
 * falls back to a locale's own style ("Nov 23, 2026, 1:20 AM"). Names of months and weekdays (calendar
 * captions, the home date card) stay with the language's date-fns locale.
 */

export const DATE_PATTERN = "dd.MM.yyyy";
export const TIME_PATTERN = "HH:mm";
export const DATE_TIME_PATTERN = `${DATE_PATTERN} ${TIME_PATTERN}`;

/** 23.11.2026 */
export function formatDate(date: Date): string {
  return format(date, DATE_PATTERN);
}

/** 23.11. — a day within a year that is written next to it. */
export function formatDayMonth(date: Date): string {
  return format(date, "dd.MM.");
}

/** 14:30 */
export function formatTime(date: Date): string {
  return format(date, TIME_PATTERN);
}

/** 23.11.2026 14:30 */
export function formatDateTime(date: Date): string {
  return format(date, DATE_TIME_PATTERN);
}

/** 09.03. – 15.03.2026, or 28.12.2026 – 03.01.2027 across a new year. */
export function formatDateRange(start: Date, end: Date): string {
  const from = isSameYear(start, end) ? formatDayMonth(start) : formatDate(start);
  return `${from} – ${formatDate(end)}`;
}

/** An ISO text (a day or a moment) as a Date, or null when it is not a date. */
export function parseDate(text: string): Date | null {
  const date = parseISO(text);
  return isValid(date) ? date : null;
}
