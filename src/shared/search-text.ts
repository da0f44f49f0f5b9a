/**
 * Search's idea of "the same letters" (issue 13): diacritics and case do not count, so "cokolada"
 * finds "Čokoláda" and "ULOHY" finds "Úlohy". One definition for the server's snippets, the web's
 * highlighting and its offline matching; the databases fold the same way in their indexes (SQLite's
 * unicode61 with remove_diacritics 2, PostgreSQL's unaccent; db/migrations/search-index-sql.ts).
 */

/** A text folded for comparison, with where each of its UTF-16 units came from in the original. */
export type FoldedText = {
  folded: string;
  /** For each unit of `folded`: the start and end (exclusive) of the original character it came from. */
  starts: number[];
  ends: number[];
};

/** A range of the original text, end exclusive. */
export type TextRange = { start: number; end: number };

/** The words of a query: every word must be found; the last may be the start of a word (typing). */
export type SearchTerms = { words: string[]; last: string };

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const NOT_WORD = /[^\p{L}\p{N}]+/u;
const MARKS = /\p{M}/gu;

/** One character folded: decomposed (NFD), its combining marks dropped, lower-cased. */
function foldCharacter(character: string): string {
  return character.normalize("NFD").replace(MARKS, "").toLowerCase();
}

/** Folds `text` character by character, so that positions in the folded text map back to the original. */
export function foldWithPositions(text: string): FoldedText {
  let folded = "";
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  let previousLength = 0;
  for (const character of text) {
    const next = index + character.length;
    // ASCII letters and digits are the common case: skip the normalisation.
    const piece = character < "\u0080" ? character.toLowerCase() : foldCharacter(character);
    // A lone combining mark (decomposed text) folds to nothing: it belongs to the character before.
    if (piece === "") ends.fill(next, ends.length - previousLength);
    else previousLength = piece.length;
    for (let unit = 0; unit < piece.length; unit += 1) {
      starts.push(index);
      ends.push(next);
    }
    folded += piece;
    index = next;
  }
  return { folded, starts, ends };
}

export function foldText(text: string): string {
  return foldWithPositions(text).folded;
}

/**
 * The words of a typed query, folded: runs of letters and digits (anything else separates words and is
 * never passed on to a database's query syntax). Null when it has no word at all ("***", "   ").
 */
export function searchTerms(query: string): SearchTerms | null {
  const words = foldText(query)
    .split(NOT_WORD)
    .filter((word) => word.length > 0);
  const last = words.pop();
  if (last === undefined) return null;
  return { words, last };
}

/** Every term once, the last marked as a prefix. */
function termList(terms: SearchTerms): { term: string; isPrefix: boolean }[] {
  return [...terms.words.map((term) => ({ term, isPrefix: false })), { term: terms.last, isPrefix: true }];
}

function isWordCharacter(folded: string, index: number): boolean {
  const character = folded[index];
  return character !== undefined && WORD_CHARACTER.test(character);
}

/** Where `term` stands at the start of a word of `folded` (and, unless a prefix, as the whole word). */
function wordMatches(folded: string, term: string, isPrefix: boolean): TextRange[] {
  const found: TextRange[] = [];
  for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
    const end = at + term.length;
    if (isWordCharacter(folded, at - 1)) continue;
    if (!isPrefix && isWordCharacter(folded, end)) continue;
    found.push({ start: at, end });
  }
  return found;
}

/** The parts of `text` that match any term, in the original's positions, sorted and merged. */
export function matchRanges(text: string, terms: SearchTerms): TextRange[] {
  const { folded, starts, ends } = foldWithPositions(text);
  const ranges = termList(terms)
    .flatMap(({ term, isPrefix }) => wordMatches(folded, term, isPrefix))
    .map(({ start, end }) => ({ start: starts[start] ?? 0, end: ends[end - 1] ?? text.length }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: TextRange[] = [];
  for (const range of ranges) {
    const previous = merged.at(-1);
    if (previous && range.start <= previous.end) previous.end = Math.max(previous.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** True when every term is found in at least one of the texts (as the databases' AND across fields). */
export function matchesAllTerms(texts: readonly string[], terms: SearchTerms): boolean {
  const folded = texts.map(foldText);
  return termList(terms).every(({ term, isPrefix }) =>
    folded.some((text) => wordMatches(text, term, isPrefix).length > 0),
  );
}

/** True when any term is found in `text`. */
export function matchesAnyTerm(text: string, terms: SearchTerms): boolean {
  const folded = foldText(text);
  return termList(terms).some(({ term, isPrefix }) => wordMatches(folded, term, isPrefix).length > 0);
}

const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 140;

/**
 * A short piece of `text` around its first match (or its start when nothing matches): cut at spaces,
 * with "…" where it was cut, line breaks read as spaces.
 */
export function excerptAround(text: string, terms: SearchTerms): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const first = matchRanges(flat, terms)[0]?.start ?? 0;
  let start = Math.max(0, first - SNIPPET_BEFORE);
  if (start > 0) {
    const space = flat.indexOf(" ", start);
    start = space !== -1 && space < first ? space + 1 : start;
  }
  let end = Math.min(flat.length, start + SNIPPET_LENGTH);
  if (end < flat.length) {
    const space = flat.lastIndexOf(" ", end);
    end = space > first ? space : end;
  }
  return `${start > 0 ? "…" : ""}${flat.slice(start, end)}${end < flat.length ? "…" : ""}`;
}
