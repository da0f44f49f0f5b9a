import { z } from "zod";

/**
 * Text that can be stored exactly as given on both engines. PostgreSQL refuses a NUL in text
 * (22021, the request would fail), and a lone UTF-16 surrogate cannot be written as UTF-8 (the
 * driver would silently turn it into U+FFFD). Other control characters are invisible and have no
 * meaning in a title or a name, so they are refused too — except tab and line breaks in
 * multi-line content, where they are ordinary text.
 */
export const UNSUPPORTED_CHARACTERS_MESSAGE = "validation.unsupportedCharacters";

/** Every control character (C0, DEL, C1) and every lone surrogate. */
const NOT_IN_A_LINE = /[\p{Cc}\p{Cs}]/u;
/** The same, but tab, line feed and carriage return are allowed. */
const NOT_IN_TEXT = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** For single-line values: titles, names, tag names, item names, categories. */
export function isStorableLine(value: string): boolean {
  return !NOT_IN_A_LINE.test(value);
}

/** For multi-line content (a note's text): tab and line breaks are fine. */
export function isStorableText(value: string): boolean {
  return !NOT_IN_TEXT.test(value);
}

/** A trimmed single-line string that refuses what isStorableLine does; add min/max after it. */
export function storableLine() {
  return z.string().trim().refine(isStorableLine, UNSUPPORTED_CHARACTERS_MESSAGE);
}

/** A multi-line string (kept as typed) that refuses what isStorableText does. */
export function storableText() {
  return z.string().refine(isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE);
}
