import { ITEM_NAME_MAX, NOTE_TITLE_MAX } from "../../../../shared/schemas/note.ts";
import { TAG_NAME_MAX } from "../../../../shared/schemas/tag.ts";

/**
 * Text from another app made storable by our rules (shared/schemas/storable-text.ts): other apps
 * allow what we refuse (a stray control character, a lone surrogate, a title longer than ours), and
 * refusing a whole import for an invisible character would help nobody. Nothing visible is lost:
 * a title or name cut to our length keeps its whole text in the note's content (see the callers).
 */

/** Control characters but tab and line breaks, which are ordinary text in content. */
const INVISIBLE_IN_TEXT = /(?![\t\n\r])\p{Cc}/gu;
/** In a single line, line breaks and tabs become spaces; other control characters go. */
const LINE_BREAKS = /[\t\n\r]+/g;
const INVISIBLE_IN_LINE = /\p{Cc}/gu;
/** Half of a surrogate pair without its other half (String#toWellFormed is ES2024, past our lib). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function wellFormed(value: string): string {
  return value.replace(LONE_SURROGATE, "\uFFFD");
}

/** Multi-line content: kept as written, minus invisible control characters and broken surrogates. */
export function cleanText(value: string): string {
  return wellFormed(value).replace(INVISIBLE_IN_TEXT, "");
}

/** A single line (title, item, tag name), trimmed; may be empty. */
export function cleanLine(value: string): string {
  return wellFormed(value).replace(LINE_BREAKS, " ").replace(INVISIBLE_IN_LINE, "").trim();
}

/** At most `max` characters, never cutting an emoji or other astral character in half. */
export function cutTo(value: string, max: number): string {
  if (value.length <= max) return value;
  const chars = Array.from(value);
  let cut = "";
  for (const char of chars) {
    if (cut.length + char.length > max - 1) break;
    cut += char;
  }
  return `${cut.trimEnd()}…`;
}

export type CutTitle = { title: string; isCut: boolean };

/** A note's title within NOTE_TITLE_MAX; `isCut` tells the caller to keep the whole text in the content. */
export function noteTitle(value: string): CutTitle {
  const line = cleanLine(value);
  const title = cutTo(line, NOTE_TITLE_MAX);
  return { title, isCut: title !== line };
}

export function itemName(value: string): string {
  return cutTo(cleanLine(value), ITEM_NAME_MAX);
}

export function tagName(value: string): string {
  return cutTo(cleanLine(value), TAG_NAME_MAX);
}

/** Paragraphs joined by a blank line, empty ones left out. */
export function joinParagraphs(parts: readonly string[]): string {
  return parts.filter((part) => part.trim() !== "").join("\n\n");
}
