import type { ParsingContext } from "chrono-node";
import { type CalendarDate, compareDates, isRealDate } from "../calendar-date.ts";
import { referenceDay, SlovakParser } from "./slovak-parser.ts";
import { anyOf, lookUp, MONTHS } from "./words.ts";

/** Prepositions a written date often comes with: "do 15. decembra", "na 3. mája", "dňa 1. 1.". */
const BEFORE_DATE = `(?:(?:do|na|od|dňa|dna|pred)\\s+)?`;

/**
 * The day the parts name: with its year, or else this year's, or next year's when this year's has
 * passed (issue 28: a date in the past without a year means next year). Null when no such day
 * exists (31. novembra, 29. februára outside a leap year).
 */
function dateFrom(context: ParsingContext, day: number, month: number, yearText: string | undefined) {
  const today = referenceDay(context);
  let year = yearText ? Number(yearText) : today.year;
  if (!yearText) {
    const thisYear: CalendarDate = { year, month, day };
    if (isRealDate(year, month, day) && compareDates(thisYear, today) < 0) year += 1;
  }
  if (!isRealDate(year, month, day)) return null;
  return context.createParsingComponents({ year, month, day });
}

/** 15. decembra, 15. dec, 1. januára 2027, 3 mája, 15.dec (the day, then the month in any case). */
export class MonthNameDateParser extends SlovakParser {
  protected innerPattern(): string {
    return `${BEFORE_DATE}(\\d{1,2})\\.?\\s*(${anyOf(Object.keys(MONTHS))})\\.?(?:\\s+(\\d{4}))?`;
  }

  protected innerExtract(context: ParsingContext, match: RegExpMatchArray) {
    const month = lookUp(MONTHS, match[2] ?? "");
    if (month === undefined) return null;
    return dateFrom(context, Number(match[1]), month, match[3]);
  }
}

/** 15.12., 15. 12., 15.12.2027 and 2027-12-15: day first, as Slovak writes it, with the month's dot. */
export class NumericDateParser extends SlovakParser {
  protected innerPattern(): string {
    return `${BEFORE_DATE}(?:(\\d{1,2})\\.\\s?(\\d{1,2})\\.(?:\\s?(\\d{4}))?|(\\d{4})-(\\d{2})-(\\d{2}))`;
  }

  protected innerExtract(context: ParsingContext, match: RegExpMatchArray) {
    if (match[4] !== undefined) return dateFrom(context, Number(match[6]), Number(match[5]), match[4]);
    return dateFrom(context, Number(match[1]), Number(match[2]), match[3]);
  }
}
