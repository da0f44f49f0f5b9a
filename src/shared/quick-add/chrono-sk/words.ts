/**
 * Slovak words for dates and times, in the cases a person writes them ("v piatok", "15. decembra",
 * "o dva týždne"), each also matched without its diacritics ("stvrtok", "pozajtra", "vecer"), since
 * phones and hurried typing often leave them out. Patterns are case-insensitive.
 */

const LOOSE_LETTERS: Record<string, string> = {
  á: "[áa]",
  ä: "[äa]",
  č: "[čc]",
  ď: "[ďd]",
  é: "[ée]",
  í: "[íi]",
  ĺ: "[ĺl]",
  ľ: "[ľl]",
  ň: "[ňn]",
  ó: "[óo]",
  ô: "[ôo]",
  ŕ: "[ŕr]",
  š: "[šs]",
  ť: "[ťt]",
  ú: "[úu]",
  ý: "[ýy]",
  ž: "[žz]",
};

/** A word as a pattern that also matches it written without diacritics: "štvrtok" → "[šs]tvrtok". */
export function loose(word: string): string {
  return [...word].map((letter) => LOOSE_LETTERS[letter] ?? letter.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("");
}

/** Words as one alternation, longest first so "decembra" is not cut to "dec". */
export function anyOf(words: Iterable<string>): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map(loose)
    .join("|");
}

/** The letters Slovak folds away when diacritics are left out, for looking a typed word up. */
export function foldSlovak(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Every form of each month a date is written with: genitive ("15. mája"), nominative, short forms. */
// biome-ignore format: a table reads best a row per month, weekday or number
export const MONTHS: Record<string, number> = {
  januára: 1, január: 1, januári: 1, jan: 1,
  februára: 2, február: 2, februári: 2, feb: 2,
  marca: 3, marec: 3, marci: 3, mar: 3,
  apríla: 4, apríl: 4, apríli: 4, apr: 4,
  mája: 5, máj: 5, máji: 5,
  júna: 6, jún: 6, júni: 6,
  júla: 7, júl: 7, júli: 7,
  augusta: 8, august: 8, auguste: 8, aug: 8,
  septembra: 9, september: 9, septembri: 9, sep: 9, sept: 9,
  októbra: 10, október: 10, októbri: 10, okt: 10,
  novembra: 11, november: 11, novembri: 11, nov: 11,
  decembra: 12, december: 12, decembri: 12, dec: 12,
};

/** Weekdays in the nominative and in the accusative after "v/vo", "na", "každý/každú", "budúci/budúcu". */
// biome-ignore format: a table reads best a row per month, weekday or number
export const WEEKDAYS: Record<string, number> = {
  nedeľa: 0, nedeľu: 0, nedele: 0, nedeli: 0,
  pondelok: 1, pondelka: 1, pondelku: 1,
  utorok: 2, utorka: 2, utorku: 2,
  streda: 3, stredu: 3, stredy: 3, strede: 3,
  štvrtok: 4, štvrtka: 4, štvrtku: 4,
  piatok: 5, piatka: 5, piatku: 5,
  sobota: 6, sobotu: 6, soboty: 6, sobote: 6,
};

/** Small numbers in words, in the forms that go with days, weeks and months ("o dva týždne", "za päť dní"). */
// biome-ignore format: a table reads best a row per month, weekday or number
export const NUMBER_WORDS: Record<string, number> = {
  jeden: 1, jednu: 1, jedného: 1, jednom: 1,
  dva: 2, dve: 2, dvoch: 2,
  tri: 3, troch: 3,
  štyri: 4, štyroch: 4,
  päť: 5, šesť: 6, sedem: 7, osem: 8, deväť: 9, desať: 10,
};

// biome-ignore format: a table reads best a row per month, weekday or number
export const UNITS: Record<string, "day" | "week" | "month" | "year"> = {
  deň: "day", dni: "day", dní: "day", dňa: "day", dňoch: "day",
  týždeň: "week", týždne: "week", týždňov: "week", týždňa: "week",
  mesiac: "month", mesiace: "month", mesiacov: "month", mesiaca: "month",
  rok: "year", roky: "year", rokov: "year", roka: "year",
};

/** Look a typed word up in one of the tables above, with or without its diacritics. */
export function lookUp(table: Record<string, number>, word: string): number | undefined;
export function lookUp<T>(table: Record<string, T>, word: string): T | undefined;
export function lookUp<T>(table: Record<string, T>, word: string): T | undefined {
  const folded = foldSlovak(word);
  for (const [key, value] of Object.entries(table)) if (foldSlovak(key) === folded) return value;
  return undefined;
}

/** A number written in digits or words. */
export function numberFrom(text: string | undefined): number | undefined {
  if (text === undefined || text === "") return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  return lookUp(NUMBER_WORDS, text);
}
