import { foldSlovak } from "./chrono-sk/words.ts";

export type QuickAddKind = "tasks" | "shopping" | "notes";
/** An existing shopping list a line can be addressed to ("milk, bread to Lidl"). */
export type KnownList = { id: string; title: string };
export type LineKind = {
  kind: QuickAddKind;
  /** The words that said so ("Buy", "Poznámka:"), with where they are; null for a plain task. */
  marker: { text: string; start: number; end: number } | null;
  /** The list addressed at the line's end, with the words that named it ("do Lidl"). */
  list: { id: string; title: string; start: number; end: number } | null;
};

/** Words at a line's start that make it a shopping list or a note; either language is understood. */
const SHOPPING_START =
  /^\s*(buy|shopping\s*:|to\s+buy\s*:|kúpiť|kupit|nakúpiť|nakupit|nákup\s*:|nakup\s*:)(?=\s|$)\s*/iu;
const NOTE_START = /^\s*(note\s*:|poznámka\s*:|poznamka\s*:)\s*/iu;
const TO_LIST = /\s(?:to|into|onto|do|na)\s+(.+?)\s*$/iu;

const sameName = (a: string, b: string) => foldSlovak(a.trim()) === foldSlovak(b.trim());

/** Verbs after which "to Lidl" / "do Lidl" is where a person goes, not the list items go to. */
const GOING = new Set(
  ["go", "drive", "walk", "ride", "head", "travel", "come", "take", "bring", "send", "return", "get"]
    .concat(["ísť", "zájsť", "zísť", "choď", "zaviezť", "odniesť", "vrátiť", "poslať", "zaniesť", "doniesť"])
    .map((verb) => foldSlovak(verb)),
);

/** The list named at the end of the line ("… do Lidl"), by its title ignoring case and diacritics. */
function addressedList(text: string, lists: readonly KnownList[]): LineKind["list"] {
  for (let from = text.search(TO_LIST); from >= 0; ) {
    const match = text.slice(from).match(TO_LIST);
    const name = match?.[1];
    if (!match || name === undefined) break;
    const list = lists.find((candidate) => sameName(candidate.title, name));
    if (list) return { id: list.id, title: list.title, start: from + 1, end: text.trimEnd().length };
    const next = text.slice(from + 1).search(TO_LIST);
    from = next < 0 ? -1 : from + 1 + next;
  }
  return null;
}

/** What a line is: a note ("Note:"), a shopping list ("Buy …", or addressed to a list), else a task. */
export function lineKind(text: string, lists: readonly KnownList[], kept: ReadonlySet<string>): LineKind {
  const note = text.match(NOTE_START);
  if (note?.[1] && !kept.has(foldSlovak(note[1]))) return { kind: "notes", marker: marker(text, note[1]), list: null };
  const shopping = text.match(SHOPPING_START);
  const firstWord = foldSlovak(text.trim().split(/\s+/)[0] ?? "");
  const list = GOING.has(firstWord) ? null : addressedList(text, lists);
  const addressed = list && !kept.has(foldSlovak(text.slice(list.start, list.end))) ? list : null;
  if (shopping?.[1] && !kept.has(foldSlovak(shopping[1])))
    return { kind: "shopping", marker: marker(text, shopping[1]), list: addressed };
  if (addressed) return { kind: "shopping", marker: null, list: addressed };
  return { kind: "tasks", marker: null, list: null };
}

function marker(text: string, words: string) {
  const start = text.indexOf(words);
  return { text: words, start, end: start + words.length };
}

/** A shopping line's items: split on commas, semicolons and "and" (English) or "a" (Slovak). */
export function splitItems(text: string, language: "en" | "sk"): string[] {
  const and = language === "sk" ? /\s*[,;]\s*|\s+a\s+|\s*&\s*/iu : /\s*[,;]\s*|\s+and\s+|\s*&\s*/iu;
  return text
    .split(and)
    .map((item) => item.replace(/\s+/g, " ").trim())
    .filter((item) => item !== "");
}
