import type { ParsingContext } from "chrono-node";
import { SlovakParser } from "./slovak-parser.ts";
import { anyOf, foldSlovak, loose } from "./words.ts";

type Period = { words: string[]; hour: number; minute?: number; shift: (hour: number) => number };

const morning = (hour: number) => hour;
const afterNoon = (hour: number) => (hour < 12 ? hour + 12 : hour);
const night = (hour: number) => (hour >= 6 && hour < 12 ? hour + 12 : hour);

/** Parts of the day, alone ("ráno" is 8:00) or after an hour ("o 5 poobede" is 17:00). */
const PERIODS: Period[] = [
  { words: ["ráno", "ránom", "zrána"], hour: 8, shift: morning },
  { words: ["doobeda", "dopoludnia", "predpoludním", "predpoludnie"], hour: 10, shift: morning },
  { words: ["na obed", "cez obed", "napoludnie", "na poludnie"], hour: 12, shift: (hour) => hour },
  { words: ["poobede", "popoludní", "popoludnie", "odpoludnia", "poobedí"], hour: 15, shift: afterNoon },
  { words: ["podvečer", "podvečerom"], hour: 17, shift: afterNoon },
  { words: ["večer", "večerom", "navečer"], hour: 19, shift: afterNoon },
  { words: ["v noci", "cez noc"], hour: 22, shift: night },
  { words: ["o polnoci", "polnoc"], hour: 0, shift: (hour) => hour },
];
const PERIOD_WORDS = anyOf(PERIODS.flatMap((period) => period.words));

function periodOf(text: string | undefined): Period | undefined {
  if (text === undefined) return undefined;
  const folded = foldSlovak(text).replace(/\s+/g, " ");
  return PERIODS.find((period) => period.words.some((word) => foldSlovak(word) === folded));
}

/** Words after "o 5" that make it a time rather than part of the title ("o 5 mačkách"). */
const TIME_FOLLOWERS = new Set(
  ["dnes", "zajtra", "pozajtra", "v", "vo", "na", "do", "cez", "budúci", "budúcu", "túto", "tento"]
    .concat(["každý", "každú", "každé", "každého", "denne", "hod", "hodine", "h"])
    .map(foldSlovak),
);

/**
 * Whether a bare "o 5" is a time: at the line's start ("o 9 porada"), or followed by the line's end,
 * a sign, a tag or a date word; elsewhere it is more likely "about five" ("kniha o 5 mačkách").
 */
function isBareHourATime(before: string, rest: string): boolean {
  return before.trim() === "" || endsAsTime(rest);
}

function endsAsTime(rest: string): boolean {
  const next = rest.trimStart();
  if (next === "" || /^[,;.!?#)]/.test(next)) return true;
  const word = next.match(/^[\p{L}]+/u)?.[0];
  return word !== undefined && TIME_FOLLOWERS.has(foldSlovak(word));
}

/**
 * Times: 17:00 anywhere; o 17.00, o 9, okolo 8 after "o"/"okolo"; an hour with a part of the day
 * (o 5 poobede = 17:00, o 8 večer = 20:00, o 2 v noci = 2:00); a part of the day alone (ráno 8:00,
 * doobeda 10:00, na obed 12:00, poobede 15:00, večer 19:00, v noci 22:00, o polnoci 0:00). A bare
 * hour up to 12 counts only where a time fits (above): "kniha o 5 mačkách" keeps its words.
 */
export class TimeParser extends SlovakParser {
  protected innerPattern(): string {
    const hourWord = `(?:h|${loose("hod")}\\.?|${loose("hodine")}|${loose("hodín")})`;
    return (
      `(?:(o|okolo|na|do|od|${loose("približne")})\\s+)?(\\d{1,2})(?:([:.])(\\d{2}))?(?:\\s?(${hourWord}))?(?:\\s+(${PERIOD_WORDS}))?` +
      `|(${PERIOD_WORDS})`
    );
  }

  protected innerExtract(context: ParsingContext, match: RegExpMatchArray) {
    const [, preposition, hourText, separator, minuteText, hourWord, afterHour, alone] = match;
    if (alone !== undefined) {
      const period = periodOf(alone);
      return period ? context.createParsingComponents({ hour: period.hour, minute: period.minute ?? 0 }) : null;
    }
    const afterO = preposition !== undefined && /^(o|okolo|pribli[zž]ne)$/i.test(preposition);
    const period = periodOf(afterHour);
    const before = context.text.slice(0, match.index ?? 0);
    const rest = context.text.slice((match.index ?? 0) + match[0].length);
    const isTime =
      separator === ":" ||
      (separator === "." && (afterO || hourWord !== undefined)) ||
      (separator === undefined &&
        afterO &&
        (Number(hourText) > 12 || hourWord || period || isBareHourATime(before, rest))) ||
      (separator === undefined && hourWord !== undefined && /^h$/i.test(hourWord) === false);
    const hour = Number(hourText);
    const minute = minuteText === undefined ? 0 : Number(minuteText);
    if (!isTime || hour > 23 || minute > 59) return null;
    return context.createParsingComponents({ hour: period ? period.shift(hour) : hour, minute });
  }
}
