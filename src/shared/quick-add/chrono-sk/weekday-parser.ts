import type { ParsingContext } from "chrono-node";
import { addDays, nextWeekday } from "../calendar-date.ts";
import { mondayOfNextWeek } from "./casual-date-parser.ts";
import { referenceDay, SlovakParser } from "./slovak-parser.ts";
import { anyOf, foldSlovak, lookUp, WEEKDAYS } from "./words.ts";

const NEXT = ["budúci", "budúcu", "budúce", "budúcej", "budúceho", "budúcom"];
const THIS = ["tento", "túto", "toto", "tohto", "tejto", "najbližší", "najbližšiu", "najbližšie"];

/**
 * v piatok, vo štvrtok, v stredu, v nedeľu (the next such day, today included); túto sobotu,
 * tento piatok (the same); budúci piatok, budúcu stredu (that day in next week, Monday to Sunday).
 */
export class WeekdayParser extends SlovakParser {
  protected innerPattern(): string {
    return `(?:(?:v|vo|na|do|od|cez)\\s+)?(?:(${anyOf([...NEXT, ...THIS])})\\s+)?(${anyOf(Object.keys(WEEKDAYS))})`;
  }

  protected innerExtract(context: ParsingContext, match: RegExpMatchArray) {
    const weekday = lookUp(WEEKDAYS, match[2] ?? "");
    if (weekday === undefined) return null;
    const today = referenceDay(context);
    const isNext = match[1] !== undefined && NEXT.map(foldSlovak).includes(foldSlovak(match[1]));
    const date = isNext ? addDays(mondayOfNextWeek(today), (weekday + 6) % 7) : nextWeekday(today, weekday);
    return context
      .createParsingComponents({ year: date.year, month: date.month, day: date.day })
      .assign("weekday", weekday);
  }
}
