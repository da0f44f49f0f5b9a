/**
 * How deep a JSON text nests, counted over its bytes before it is parsed. A Poriadok export nests 5
 * levels (file → notes → note → items → item), a Keep note 4; JSON.parse of a 10 MB `[[[…]]]` holds a
 * thread for seconds and builds millions of arrays, so a text nesting deeper than this is refused
 * before JSON.parse ever sees it.
 */
export const JSON_DEPTH_MAX = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether `bytes` (UTF-8; every byte of a multi-byte character is ≥ 0x80, so brackets and quotes are
 * never part of one) opens more than `max` arrays or objects inside each other. Brackets inside
 * strings do not count. Malformed text is not this function's business: JSON.parse refuses it.
 */
export function nestsDeeperThan(bytes: Uint8Array, max = JSON_DEPTH_MAX): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index] as number;
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      depth++;
      if (depth > max) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth--;
  }
  return false;
}
