import type { ParsingContext, ParsingResult, Refiner } from "chrono-node";

/**
 * Where two parsers read the same words ("o týždeň" as a date, "o 15.12" as a time), the longer
 * reading wins; the first found, when they are as long. chrono's own refiner is not exported.
 */
export class OverlapRemovalRefiner implements Refiner {
  refine(_context: ParsingContext, results: ParsingResult[]): ParsingResult[] {
    const sorted = [...results].sort((a, b) => a.index - b.index || b.text.length - a.text.length);
    const kept: ParsingResult[] = [];
    for (const result of sorted) {
      const previous = kept.at(-1);
      if (!previous || result.index >= previous.index + previous.text.length) kept.push(result);
      else if (result.text.length > previous.text.length) kept[kept.length - 1] = result;
    }
    return kept;
  }
}
