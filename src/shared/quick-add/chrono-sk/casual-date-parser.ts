import type { ParsingContext } from "chrono-node";
import { addDays, addMonths, type CalendarDate, daysInMonth, weekdayOf } from "../calendar-date.ts";
import { referenceDay, SlovakParser } from "./slovak-parser.ts";
import { anyOf, loose } from "./words.ts";

/** Monday of the week after the one `today` is in (weeks start on Monday in Slovakia and ISO 8601). */
export function mondayOfNextWeek(today: CalendarDate): CalendarDate {
  return addDays(today, 7 - ((weekdayOf(today) + 6) % 7));
}

/** Saturday of this weekend: today if it is already the weekend. */
function thisWeekend(today: CalendarDate): CalendarDate {
  const weekday = weekdayOf(today);
  return weekday === 6 || weekday === 0 ? today : addDays(today, 6 - weekday);
}

type Casual = (today: CalendarDate) => CalendarDate;

/** Each expression by its first words, folded: the rest of each is fixed by the pattern. */
const CASUAL: Array<{ pattern: string; date: Casual }> = [
  { pattern: `(?:na\\s+)?${loose("dnes")}`, date: (today) => today },
  { pattern: `(?:na\\s+)?${loose("pozajtra")}`, date: (today) => addDays(today, 2) },
  { pattern: `(?:na\\s+)?${loose("zajtra")}`, date: (today) => addDays(today, 1) },
  {
    pattern: `(?:(?:na|v|do|od)\\s+)?(?:${anyOf(["budúci", "budúcom", "budúceho", "nasledujúci"])})\\s+(?:${anyOf(["týždeň", "týždni", "týždňa"])})`,
    date: mondayOfNextWeek,
  },
  {
    pattern: `(?:(?:na|cez|počas)\\s+)?(?:${anyOf(["budúci", "budúcom", "budúceho"])})\\s+(?:${anyOf(["víkend", "víkende", "víkendu"])})`,
    date: (today) => addDays(mondayOfNextWeek(today), 5),
  },
  {
    pattern: `(?:(?:${anyOf(["cez", "na", "počas", "tento", "tomto"])})\\s+)+(?:${anyOf(["víkend", "víkende"])})`,
    date: thisWeekend,
  },
  {
    pattern: `(?:(?:na|do|ku)\\s+)?(?:${anyOf(["koniec", "konci", "konca", "koncu"])})\\s+(?:${anyOf(["mesiaca", "mesiaci"])})`,
    date: (today) => ({ ...today, day: daysInMonth(today.year, today.month) }),
  },
  {
    pattern: `(?:(?:na|v|od)\\s+)?(?:${anyOf(["budúci", "budúcom", "budúceho"])})\\s+(?:${anyOf(["mesiac", "mesiaci", "mesiaca"])})`,
    date: (today) => ({ ...addMonths(today, 1), day: 1 }),
  },
];

/**
 * dnes, zajtra, pozajtra; budúci týždeň (its Monday), cez víkend (Saturday), koniec mesiaca (its
 * last day), budúci mesiac (its first day); each with the preposition that usually goes before it.
 */
export class CasualDateParser extends SlovakParser {
  protected innerPattern(): string {
    return CASUAL.map((casual) => `(${casual.pattern})`).join("|");
  }

  protected innerExtract(context: ParsingContext, match: RegExpMatchArray) {
    const which = CASUAL.findIndex((_, index) => match[index + 1] !== undefined);
    const casual = CASUAL[which];
    if (!casual) return null;
    const date = casual.date(referenceDay(context));
    return context.createParsingComponents({ year: date.year, month: date.month, day: date.day });
  }
}
