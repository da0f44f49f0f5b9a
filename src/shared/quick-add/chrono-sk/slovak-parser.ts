import type { Parser, ParsingComponents, ParsingContext, ParsingResult } from "chrono-node";

type Extracted = ParsingComponents | ParsingResult | null;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * A chrono parser for one Slovak expression. chrono's own word-boundary base treats "š" as a non-word
 * character (\W without the u flag) and is not exported, so this one checks the boundaries itself,
 * in Unicode: the match must not start or end inside a word ("dnes" is not found in "dnešný").
 */
export abstract class SlovakParser implements Parser {
  private compiled: RegExp | undefined;

  /** The expression, written with words.ts's loose() so it matches with and without diacritics. */
  protected abstract innerPattern(): string;

  /** The date or time the match names, or null when it is not one after all. */
  protected abstract innerExtract(context: ParsingContext, match: RegExpMatchArray): Extracted;

  pattern(): RegExp {
    this.compiled ??= new RegExp(this.innerPattern(), "iu");
    return this.compiled;
  }

  extract(context: ParsingContext, match: RegExpMatchArray): Extracted {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const before = context.text.slice(Math.max(0, start - 1), start);
    const after = context.text.slice(end, end + 1);
    if (LETTER_OR_DIGIT.test(before) || LETTER_OR_DIGIT.test(after)) return null;
    return this.innerExtract(context, match);
  }
}

/** Today on the reference's wall clock (chrono shifts the instant so local getters read it). */
export function referenceDay(context: ParsingContext): { year: number; month: number; day: number } {
  const shifted = context.reference.getDateWithAdjustedTimezone();
  return { year: shifted.getFullYear(), month: shifted.getMonth() + 1, day: shifted.getDate() };
}

/** The reference's minute of the day on its wall clock. */
export function referenceMinute(context: ParsingContext): number {
  const shifted = context.reference.getDateWithAdjustedTimezone();
  return shifted.getHours() * 60 + shifted.getMinutes();
}
