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

/** Characters outside ASCII already folded: a text repeats the few letters of its language. */
const foldedCharacters = new Map<string, string>();
const FOLDED_CHARACTERS_KEPT = 4096;

/** One character folded: decomposed (NFD), its combining marks dropped, lower-cased. */
function foldCharacter(character: string): string {
  let folded = foldedCharacters.get(character);
  if (folded === undefined) {
    folded = character.normalize("NFD").replace(MARKS, "").toLowerCase();
    if (foldedCharacters.size < FOLDED_CHARACTERS_KEPT) foldedCharacters.set(character, folded);
  }
  return folded;
}

/** Nothing outside ASCII: folding is lower-casing, one unit for one unit. */
const ASCII_ONLY = /^\p{ASCII}*$/u;

/**
 * Folds `text` character by character, so that positions in the folded text map back to the original.
 * ASCII text (most notes, and the search's worst case: 20,000 characters of short words) is
 * lower-cased whole: folding it a character at a time took ≈ 10 ms per long note, and a search
 * folds each of its up to 60 results' contents twice for the snippet.
 */
export function foldWithPositions(text: string): FoldedText {
  if (ASCII_ONLY.test(text)) {
    const starts = Array.from({ length: text.length }, (_, index) => index);
    return { folded: text.toLowerCase(), starts, ends: starts.map((start) => start + 1) };
  }
  const pieces: string[] = [];
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
    pieces.push(piece);
    index = next;
  }
  return { folded: pieces.join(""), starts, ends };
}

/**
 * `text` folded, without the positions: the same as foldWithPositions' `folded`. Runs of ASCII are
 * lower-cased whole, the other characters folded one by one (from a cache: a text repeats the few
 * letters of its language).
 */
export function foldText(text: string): string {
  if (ASCII_ONLY.test(text)) return text.toLowerCase();
  let folded = "";
  let asciiFrom = 0;
  for (let index = 0; index < text.length; ) {
    const code = text.codePointAt(index) ?? 0;
    if (code < 0x80) {
      index += 1;
      continue;
    }
    const length = code > 0xffff ? 2 : 1;
    folded += text.slice(asciiFrom, index).toLowerCase() + foldCharacter(text.slice(index, index + length));
    index += length;
    asciiFrom = index;
  }
  return folded + text.slice(asciiFrom).toLowerCase();
}

/**
 * The most distinct words a query is searched by, the last one (the prefix) included. Each word is one
 * more list of matches the database walks for every note, and a query of 66 two-letter words held the
 * embedded server 9.3 s (issue 24); eight find a note by any phrase worth typing. The words beyond are
 * left out (the first seven and the last count), so a long query is answered, at the cost of eight.
 */
export const SEARCH_TERMS_MAX = 8;

/**
 * The words of a typed query, folded: runs of letters and digits (anything else separates words and is
 * never passed on to a database's query syntax), each whole word once (after folding, so "Úlohy ulohy"
 * is one), at most SEARCH_TERMS_MAX in all. Null when it has no word at all ("***", "   ").
 */
export function searchTerms(query: string): SearchTerms | null {
  const words = foldText(query)
    .split(NOT_WORD)
    .filter((word) => word.length > 0);
  const last = words.pop();
  if (last === undefined) return null;
  return { words: [...new Set(words)].slice(0, SEARCH_TERMS_MAX - 1), last };
}

/** Every term once, the last marked as a prefix. */
function termList(terms: SearchTerms): { term: string; isPrefix: boolean }[] {
  return [...terms.words.map((term) => ({ term, isPrefix: false })), { term: terms.last, isPrefix: true }];
}

function isWordCharacter(folded: string, index: number): boolean {
  const character = folded[index];
  return character !== undefined && WORD_CHARACTER.test(character);
}

/** Whether the match of `term` at `at` starts a word (and, unless a prefix, ends one). */
function isWordMatch(folded: string, term: string, isPrefix: boolean, at: number): boolean {
  return !isWordCharacter(folded, at - 1) && (isPrefix || !isWordCharacter(folded, at + term.length));
}

/** Where `term` stands at the start of a word of `folded` (and, unless a prefix, as the whole word). */
function wordMatches(folded: string, term: string, isPrefix: boolean): TextRange[] {
  const found: TextRange[] = [];
  for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
    if (isWordMatch(folded, term, isPrefix, at)) found.push({ start: at, end: at + term.length });
  }
  return found;
}

/** Where the first match of `term` in `folded` starts, or -1. */
function firstWordMatch(folded: string, term: string, isPrefix: boolean): number {
  for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
    if (isWordMatch(folded, term, isPrefix, at)) return at;
  }
  return -1;
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
    folded.some((text) => firstWordMatch(text, term, isPrefix) !== -1),
  );
}

/** True when any term is found in `text`. */
export function matchesAnyTerm(text: string, terms: SearchTerms): boolean {
  const folded = foldText(text);
  return termList(terms).some(({ term, isPrefix }) => firstWordMatch(folded, term, isPrefix) !== -1);
}

/**
 * Where in `text` its first match starts (as matchRanges' first range), or null. Found in the folded
 * text without positions and mapped back by folding only the text before it: a snippet needs one
 * place, and positions for all 20,000 characters of a long note were most of a search's work.
 */
export function firstMatchStart(text: string, terms: SearchTerms): number | null {
  const folded = foldText(text);
  const starts = termList(terms)
    .map(({ term, isPrefix }) => firstWordMatch(folded, term, isPrefix))
    .filter((at) => at !== -1);
  if (starts.length === 0) return null;
  const first = Math.min(...starts);
  if (ASCII_ONLY.test(text)) return first;
  let unitsBefore = 0;
  for (let index = 0; index < text.length; ) {
    const code = text.codePointAt(index) ?? 0;
    const length = code > 0xffff ? 2 : 1;
    unitsBefore += code < 0x80 ? 1 : foldCharacter(text.slice(index, index + length)).length;
    if (unitsBefore > first) return index;
    index += length;
  }
  return null;
}

const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 140;

/** `text` on one line: line breaks and runs of spaces read as one space (matches are the same). */
const flatten = (text: string) => text.replace(/\s+/g, " ").trim();

/** A short piece of `flat` around `first`: cut at spaces, with "…" where it was cut. */
function excerptAt(flat: string, first: number): string {
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

/**
 * A short piece of `text` around its first match (or its start when nothing matches): cut at spaces,
 * with "…" where it was cut, line breaks read as spaces.
 */
export function excerptAround(text: string, terms: SearchTerms): string {
  const flat = flatten(text);
  return excerptAt(flat, firstMatchStart(flat, terms) ?? 0);
}

/** The excerpt of `text` around its first match, or null when no term matches in it (one fold, not two). */
export function matchingExcerpt(text: string, terms: SearchTerms): string | null {
  const flat = flatten(text);
  const first = firstMatchStart(flat, terms);
  return first === null ? null : excerptAt(flat, first);
}
