/**
 * A Todoist DATE cell typed in German ("jeden Montag", "alle 2 Wochen", "15. Juli 2026 um 14:00",
 * "jeden Tag um 9 Uhr") said in the English quick add reads. Todoist writes its own dates in English
 * in a German account's export, but a date the person typed in German stays as they typed it. Only
 * whole words are replaced, and only for rows whose DATE_LANG is German; what the English reader then
 * does not understand in full is still kept as text by the caller.
 */
const WORDS: [RegExp, string][] = [
  [/jeden\s+werktag|werktags|an\s+werktagen/giu, "every weekday"],
  [/jedes\s+wochenende|an\s+wochenenden/giu, "every weekend"],
  [/(?:jeden|jede|jedes)\s+(?:zweiten|zweite|zweites)|alle\s+zwei/giu, "every other"],
  [/(?:jeden|jede|jedes|alle)/giu, "every"],
  [/täglich/giu, "daily"],
  [/wöchentlich/giu, "weekly"],
  [/monatlich/giu, "monthly"],
  [/jährlich/giu, "yearly"],
  [/übermorgen/giu, "day after tomorrow"],
  [/morgen/giu, "tomorrow"],
  [/heute/giu, "today"],
  [/tage|tagen/giu, "days"],
  [/tag/giu, "day"],
  [/wochen/giu, "weeks"],
  [/woche/giu, "week"],
  [/monate|monaten/giu, "months"],
  [/monat/giu, "month"],
  [/jahre|jahren/giu, "years"],
  [/jahr/giu, "year"],
  [/montags?/giu, "monday"],
  [/dienstags?/giu, "tuesday"],
  [/mittwochs?/giu, "wednesday"],
  [/donnerstags?/giu, "thursday"],
  [/freitags?/giu, "friday"],
  [/samstags?|sonnabends?/giu, "saturday"],
  [/sonntags?/giu, "sunday"],
  [/januar|jänner/giu, "January"],
  [/februar/giu, "February"],
  [/märz|mär/giu, "March"],
  [/mai/giu, "May"],
  [/juni/giu, "June"],
  [/juli/giu, "July"],
  [/oktober|okt/giu, "October"],
  [/dezember|dez/giu, "December"],
  [/um|ab/giu, "at"],
  [/uhr/giu, ""],
];

/** A letter or digit before or after a match means it is part of a longer word: left alone. */
const WORD_EDGE = /[\p{L}\p{N}]/u;

export function germanDateWordsInEnglish(cell: string): string {
  // "15. Juli": the day's ordinal dot, which English does not write.
  let text = cell.replace(/(\d{1,2})\.(?=\s*\p{L})/gu, "$1 ");
  for (const [pattern, english] of WORDS)
    text = text.replace(pattern, (match, ...rest) => {
      const offset = rest.at(-2) as number;
      const whole = rest.at(-1) as string;
      const isWhole = !WORD_EDGE.test(whole[offset - 1] ?? "") && !WORD_EDGE.test(whole[offset + match.length] ?? "");
      return isWhole ? english : match;
    });
  return text.replace(/\s+/g, " ").trim();
}
