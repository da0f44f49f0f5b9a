import type { ParsedResult } from "chrono-node";
import * as english from "chrono-node/en";
import type { CalendarDate } from "./calendar-date.ts";
import { mondayOfNextWeek } from "./chrono-sk/casual-date-parser.ts";
import * as slovak from "./chrono-sk/index.ts";
import { foldSlovak } from "./chrono-sk/words.ts";

/** A date or a time of day found in a line, with where its words are. */
export type FoundWhen = {
  date: CalendarDate | null;
  /** Minutes after midnight. */
  time: number | null;
  /** Whether the words named the year ("2 Jan 2026"), not only day and month ("Jan 2"). */
  isYearStated: boolean;
  start: number;
  end: number;
};

/** "5/6" could be 5 June or May 6: an English numeric date is taken only when its order is clear. */
const AMBIGUOUS_NUMERIC = /^(?:on\s+)?(\d{1,2})[/.-](\d{1,2})(?:[/.-]\d{2,4})?$/i;

/** chrono reads "the week" or "a month" alone as a date; in a line they are words ("review the week"). */
const BARE_UNIT = /^(?:the|a|an)\s+(?:day|week|month|year)$/i;

function isAmbiguous(result: ParsedResult): boolean {
  if (BARE_UNIT.test(result.text.trim())) return true;
  const numbers = result.text.match(AMBIGUOUS_NUMERIC);
  return numbers !== null && Number(numbers[1]) <= 12 && Number(numbers[2]) <= 12 && numbers[1] !== numbers[2];
}

function dateOf(result: ParsedResult, today: CalendarDate): CalendarDate | null {
  const start = result.start;
  if (/^next\s+week$/i.test(result.text.trim())) return mondayOfNextWeek(today);
  if (!start.isCertain("day") && !start.isCertain("weekday") && !start.isCertain("month")) return null;
  const year = start.get("year");
  const month = start.get("month");
  const day = start.get("day");
  return year === null || month === null || day === null ? null : { year, month, day };
}

/**
 * The dates and times in `text` (other parts already blanked out), in the line's language: English
 * through chrono-node's own parser, Slovak through ours (chrono-sk). `offsetMinutes` is the person's
 * offset now, so "today" is their day; parts the person took back (`kept`, folded) are passed over.
 */
export function findWhen(
  text: string,
  language: "en" | "sk",
  reference: { now: Date; offsetMinutes: number; today: CalendarDate },
  kept: ReadonlySet<string>,
): FoundWhen[] {
  const parsingReference = { instant: reference.now, timezone: reference.offsetMinutes };
  const results =
    language === "sk"
      ? slovak.parse(text, parsingReference)
      : english.casual.parse(text, parsingReference, { forwardDate: true });
  return results
    .filter((result) => !kept.has(foldSlovak(result.text.trim())) && !(language === "en" && isAmbiguous(result)))
    .map((result) => ({
      date: dateOf(result, reference.today),
      time: result.start.isCertain("hour")
        ? (result.start.get("hour") ?? 0) * 60 + (result.start.get("minute") ?? 0)
        : null,
      isYearStated: result.start.isCertain("year"),
      start: result.index,
      end: result.index + result.text.length,
    }))
    .filter((found) => found.date !== null || found.time !== null);
}
