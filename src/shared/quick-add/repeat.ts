import { addDays, addMonths, type CalendarDate, daysInMonth, weekdayOf } from "./calendar-date.ts";
import { anyOf, foldSlovak, lookUp, NUMBER_WORDS, numberFrom, UNITS, WEEKDAYS } from "./chrono-sk/words.ts";

/** A repeat found in a line: its RRULE body (as recurrence.ts takes it) and where its words are. */
export type FoundRepeat = { rule: string; start: number; end: number };

const BYDAY = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];
const WORKDAYS = "MO,TU,WE,TH,FR";
const FREQ = { day: "DAILY", week: "WEEKLY", month: "MONTHLY", year: "YEARLY" } as const;
type Unit = keyof typeof FREQ;

const EN_WEEKDAYS: Record<string, number> = {};
for (const [index, names] of [
  ["sunday", "sun"],
  ["monday", "mon"],
  ["tuesday", "tue", "tues"],
  ["wednesday", "wed"],
  ["thursday", "thu", "thur", "thurs"],
  ["friday", "fri"],
  ["saturday", "sat"],
].entries())
  for (const name of names) EN_WEEKDAYS[name] = index;

type Rule = { pattern: string; rule: (match: RegExpMatchArray) => string | null };

const interval = (unit: Unit | undefined, count: number | undefined) =>
  unit === undefined || count === undefined || count < 1 || count > 99
    ? null
    : count === 1
      ? `FREQ=${FREQ[unit]}`
      : `FREQ=${FREQ[unit]};INTERVAL=${count}`;
const byDays = (days: Array<number | undefined>) =>
  days.some((day) => day === undefined)
    ? null
    : `FREQ=WEEKLY;BYDAY=${[...new Set(days as number[])]
        .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
        .map((day) => BYDAY[day])
        .join(",")}`;
const monthDay = (text: string | undefined) => {
  const day = Number(text);
  return day >= 1 && day <= 31 ? `FREQ=MONTHLY;BYMONTHDAY=${day}` : null;
};

const enDay = `(?:${Object.keys(EN_WEEKDAYS)
  .sort((a, b) => b.length - a.length)
  .join("|")})s?`;
const enUnit = "(day|week|month|year)s?";
const EN: Rule[] = [
  { pattern: "every\\s+(?:week|work(?:ing)?\\s*)day|on\\s+weekdays", rule: () => `FREQ=WEEKLY;BYDAY=${WORKDAYS}` },
  { pattern: "every\\s+weekend", rule: () => "FREQ=WEEKLY;BYDAY=SA,SU" },
  {
    pattern: `(?:monthly|every\\s+month)\\s+on\\s+the\\s+(\\d{1,2})(?:st|nd|rd|th)?|every\\s+(\\d{1,2})(?:st|nd|rd|th)`,
    rule: (match) => monthDay(match[1] ?? match[2]),
  },
  {
    pattern: `every\\s+(other|\\d{1,2})\\s+${enUnit}`,
    rule: (match) =>
      interval(match[2]?.toLowerCase() as Unit, match[1]?.toLowerCase() === "other" ? 2 : Number(match[1])),
  },
  {
    // "every other friday", "every 3 mondays": that weekday, every so many weeks.
    pattern: `every\\s+(other|\\d{1,2})\\s+(${enDay})(?![\\s,]*(?:and|&))`,
    rule: (match) => {
      const weeks = interval("week", match[1]?.toLowerCase() === "other" ? 2 : Number(match[1]));
      const day = byDays([EN_WEEKDAYS[(match[2] ?? "").toLowerCase().replace(/s$/, "")]]);
      return weeks && day ? `${weeks};${day.replace("FREQ=WEEKLY;", "")}` : null;
    },
  },
  { pattern: `every\\s+${enUnit}`, rule: (match) => interval(match[1]?.toLowerCase() as Unit, 1) },
  { pattern: "(daily)|(weekly)|(monthly)|(yearly|annually)", rule: enFrequencyWord },
  {
    pattern: `every\\s+(${enDay}(?:(?:\\s*,\\s*|\\s+and\\s+|\\s*&\\s*)${enDay})*)`,
    rule: (match) =>
      byDays(
        (match[1] ?? "")
          .split(/\s*,\s*|\s+and\s+|\s*&\s*/i)
          .map((day) => EN_WEEKDAYS[day.toLowerCase().replace(/s$/, "")] ?? EN_WEEKDAYS[day.toLowerCase()]),
      ),
  },
];

function enFrequencyWord(match: RegExpMatchArray): string {
  const index = [1, 2, 3, 4].find((group) => match[group] !== undefined) ?? 1;
  return `FREQ=${["DAILY", "WEEKLY", "MONTHLY", "YEARLY"][index - 1]}`;
}

const every = anyOf(["každý", "každú", "každé", "každého", "každom"]);
const skDay = `(?:${anyOf(Object.keys(WEEKDAYS))})`;
const skUnit = `(${anyOf(Object.keys(UNITS))})`;
const SK: Rule[] = [
  {
    pattern: `(?:${every})\\s+(?:${anyOf(["pracovný", "pracovní"])})\\s+(?:${anyOf(["deň", "dni"])})|(?:v|cez)\\s+(?:${anyOf(["pracovné"])})\\s+(?:${anyOf(["dni"])})`,
    rule: () => `FREQ=WEEKLY;BYDAY=${WORKDAYS}`,
  },
  { pattern: `(?:${every})\\s+(?:${anyOf(["víkend", "víkendy"])})`, rule: () => "FREQ=WEEKLY;BYDAY=SA,SU" },
  {
    pattern: `(?:${every})\\s+(\\d{1,2})\\.(?:\\s+(?:v|dňa)\\s+(?:${anyOf(["mesiaci", "mesiaca"])}))?`,
    rule: (match) => monthDay(match[1]),
  },
  {
    pattern: `(?:${every})\\s+(\\d{1,2}|${anyOf([...Object.keys(NUMBER_WORDS), "druhý", "druhú", "druhé", "tretí", "tretiu"])})\\s+${skUnit}`,
    rule: (match) => interval(lookUp(UNITS, match[2] ?? ""), ordinalOrNumber(match[1])),
  },
  { pattern: `(?:${every})\\s+${skUnit}`, rule: (match) => interval(lookUp(UNITS, match[1] ?? ""), 1) },
  {
    pattern: `(${anyOf(["denne", "každodenne"])})|(${anyOf(["týždenne"])})|(${anyOf(["mesačne"])})|(${anyOf(["ročne"])})`,
    rule: enFrequencyWord,
  },
  {
    pattern: `(?:${every})\\s+(${skDay}(?:(?:\\s*,\\s*|\\s+a\\s+|\\s+aj\\s+)(?:(?:${every})\\s+)?${skDay})*)`,
    rule: (match) =>
      byDays(
        (match[1] ?? "")
          .split(new RegExp(`\\s*,\\s*|\\s+a\\s+|\\s+aj\\s+|(?:${every})\\s+`, "iu"))
          .filter((word) => word.trim() !== "")
          .map((word) => lookUp(WEEKDAYS, word.trim())),
      ),
  },
];

function ordinalOrNumber(text: string | undefined): number | undefined {
  const folded = foldSlovak(text ?? "");
  if (folded.startsWith("druh")) return 2;
  if (folded.startsWith("tret")) return 3;
  return numberFrom(text);
}

const compiled = new Map<string, RegExp>();
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The first repeat in `text` (the first rule that matches wins: "every weekday" before "every day"). */
export function findRepeat(text: string, language: "en" | "sk"): FoundRepeat | null {
  for (const { pattern, rule } of language === "sk" ? SK : EN) {
    const regex = compiled.get(pattern) ?? new RegExp(pattern, "giu");
    compiled.set(pattern, regex);
    for (const match of text.matchAll(regex)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (LETTER_OR_DIGIT.test(text[start - 1] ?? "") || LETTER_OR_DIGIT.test(text[end] ?? "")) continue;
      const found = rule(match);
      if (found) return { rule: found, start, end };
    }
  }
  return null;
}

/**
 * The first day on or after `from` that a rule made here falls on: a repeat with no date in the
 * line starts at its first occurrence (issue 28).
 */
export function firstOccurrence(rule: string, from: CalendarDate): CalendarDate {
  const byDay = rule.match(/BYDAY=([A-Z,]+)/)?.[1];
  if (byDay) {
    const days = byDay.split(",").map((day) => BYDAY.indexOf(day));
    for (let offset = 0; offset < 7; offset++)
      if (days.includes(weekdayOf(addDays(from, offset)))) return addDays(from, offset);
  }
  const monthDayText = rule.match(/BYMONTHDAY=(\d+)/)?.[1];
  if (monthDayText) {
    const day = Number(monthDayText);
    for (let month = 0; month < 12; month++) {
      const candidate = addMonths({ ...from, day: 1 }, month);
      if (day <= daysInMonth(candidate.year, candidate.month) && (month > 0 || day >= from.day))
        return { ...candidate, day };
    }
  }
  return from;
}
