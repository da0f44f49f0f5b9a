import type { ParsingContext } from "chrono-node";
import { addDays, addMonths } from "../calendar-date.ts";
import { referenceDay, SlovakParser } from "./slovak-parser.ts";
import { anyOf, lookUp, NUMBER_WORDS, numberFrom, UNITS } from "./words.ts";

/** o 3 dni, o týždeň, o 2 týždne, o mesiac, za 5 dní, po dvoch týždňoch: counted from today. */
export class RelativeDateParser extends SlovakParser {
  protected innerPattern(): string {
    return `(?:o|za|po)\\s+(?:(\\d{1,3}|${anyOf(Object.keys(NUMBER_WORDS))})\\s+)?(${anyOf(Object.keys(UNITS))})`;
  }

  protected innerExtract(context: ParsingContext, match: RegExpMatchArray) {
    const unit = lookUp(UNITS, match[2] ?? "");
    const count = match[1] === undefined ? 1 : numberFrom(match[1]);
    if (unit === undefined || count === undefined || count < 1) return null;
    const today = referenceDay(context);
    const date =
      unit === "day"
        ? addDays(today, count)
        : unit === "week"
          ? addDays(today, count * 7)
          : addMonths(today, unit === "month" ? count : count * 12);
    return context.createParsingComponents({ year: date.year, month: date.month, day: date.day });
  }
}
