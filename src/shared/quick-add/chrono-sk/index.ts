import { Chrono, type ParsedResult, type ParsingReference } from "chrono-node";
import { CasualDateParser } from "./casual-date-parser.ts";
import { OverlapRemovalRefiner } from "./overlap-refiner.ts";
import { RelativeDateParser } from "./relative-date-parser.ts";
import { TimeParser } from "./time-parser.ts";
import { WeekdayParser } from "./weekday-parser.ts";
import { MonthNameDateParser, NumericDateParser } from "./written-date-parsers.ts";

/**
 * Slovak for chrono-node (which has no Slovak or Czech): dates and times as people write them, in
 * their cases and with or without diacritics. Built only on chrono's public API (Chrono, Parser,
 * Refiner, ParsingContext), so it could be offered upstream as `chrono.sk`. Each result's start
 * holds certain values for what the words name (year, month and day; or hour and minute).
 */
export function createCasualConfiguration() {
  return {
    parsers: [
      new CasualDateParser(),
      new WeekdayParser(),
      new MonthNameDateParser(),
      new NumericDateParser(),
      new RelativeDateParser(),
      new TimeParser(),
    ],
    refiners: [new OverlapRemovalRefiner()],
  };
}

export const casual = new Chrono(createCasualConfiguration());

export function parse(text: string, reference?: ParsingReference | Date): ParsedResult[] {
  return casual.parse(text, reference);
}
