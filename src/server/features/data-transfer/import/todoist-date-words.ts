import { type CalendarDate, isRealDate } from "../../../../shared/quick-add/calendar-date.ts";
import { findWhen } from "../../../../shared/quick-add/find-when.ts";
import { findRepeat, firstOccurrence } from "../../../../shared/quick-add/repeat.ts";
import { offsetMinutesAt } from "../../../../shared/zoned-time.ts";
import { germanDateWordsInEnglish } from "./todoist-german-words.ts";

/**
 * A Todoist DATE cell in words, as real exports write it: "2 Jan 2026 09:35", "Jan 2", "2 Jan",
 * "Jan 2 2026", "every monday", "ev sun", "every day at 9:00", "every 2 weeks". Read with quick add's
 * own parser (shared/quick-add: chrono-node for English, chrono-sk for Slovak, and its repeat rules),
 * in the row's DATE_LANG when quick add knows it (en, sk; German is said in English first,
 * todoist-german-words.ts), else in English — Todoist writes the dates of its export in English for
 * accounts in most other languages. A cell is read only when every word of it is understood; anything
 * else ("after work", "nach der Arbeit") is left to the caller to keep as text.
 *
 * The reference is the moment of the import, in the row's TIMEZONE (UTC when it names none):
 *  - a date without a year ("Jan 2") is that day and month in the year that puts it nearest to the
 *    import's day (Todoist leaves the year out of dates near "now"; an export is imported soon after
 *    it is made): imported on 20 Dec 2025, "Jan 2" is 2 Jan 2026, imported on 3 Mar 2026 it is too;
 *  - a repeat without a date ("every monday") starts at its first occurrence on or after that day
 *    (the export does not hold the next due date of a repeating task).
 */
export type WordsDate = { day: CalendarDate; minuteOfDay: number | null; repeat: string | null };

/** Words only introducing a date or a time, which may stand beside it: "every day at 9", "starting Jan 5". */
const FILLER = /^(?:[\s,.;:@–—-]|\b(?:at|on|from|starting|start|by|o|od|dňa)\b)*$/iu;
/** Todoist's shorthands: "ev" is "every", and "every!" repeats from completion (ours repeat from the date). */
const SHORTHAND: [RegExp, string][] = [
  [/(^|\s)ev!?(?=\s)/giu, "$1every"],
  [/(^|\s)every!(?=\s)/giu, "$1every"],
];

export function readDateWords(cell: string, language: string, timeZone: string, now: Date): WordsDate | null {
  const code = language.toLowerCase();
  const text = SHORTHAND.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), cell);
  const readings: [string, "en" | "sk"][] = code.startsWith("sk")
    ? [
        [text, "sk"],
        [text, "en"],
      ]
    : code.startsWith("de")
      ? [
          [germanDateWordsInEnglish(text), "en"],
          [text, "en"],
        ]
      : [[text, "en"]];
  for (const [words, each] of readings) {
    const read = readIn(words, each, timeZone, now);
    if (read) return read;
  }
  return null;
}

function readIn(text: string, language: "en" | "sk", timeZone: string, now: Date): WordsDate | null {
  let masked = text;
  const mask = (start: number, end: number) => {
    masked = masked.slice(0, start) + " ".repeat(end - start) + masked.slice(end);
  };
  const repeat = findRepeat(text, language);
  if (repeat) mask(repeat.start, repeat.end);
  const offsetMinutes = offsetMinutesAt(now.getTime(), timeZone);
  const today = dayOf(new Date(now.getTime() + offsetMinutes * 60_000));
  const found = findWhen(masked, language, { now, offsetMinutes, today }, new Set());
  const withDate = found.find((when) => when.date !== null);
  const withTime = found.find((when) => when.time !== null);
  for (const when of new Set([withDate, withTime])) if (when) mask(when.start, when.end);
  if (!FILLER.test(masked) || (!repeat && !withDate)) return null;
  let day = withDate?.date ?? null;
  if (day && withDate && !withDate.isYearStated) day = nearestYear(day, today);
  if (!day && repeat) day = firstOccurrence(repeat.rule, today);
  if (!day) return null;
  return { day, minuteOfDay: withTime?.time ?? null, repeat: repeat?.rule ?? null };
}

function dayOf(wall: Date): CalendarDate {
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** The day and month in the year (the import's, the one before or after) nearest to `today`. */
function nearestYear(date: CalendarDate, today: CalendarDate): CalendarDate {
  const todayMs = Date.UTC(today.year, today.month - 1, today.day);
  const candidates = [today.year - 1, today.year, today.year + 1]
    .filter((year) => isRealDate(year, date.month, date.day))
    .map((year) => ({ ...date, year }));
  const distance = (candidate: CalendarDate) =>
    Math.abs(Date.UTC(candidate.year, candidate.month - 1, candidate.day) - todayMs);
  return candidates.sort((a, b) => distance(a) - distance(b))[0] ?? date;
}
