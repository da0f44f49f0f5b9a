/**
 * What makes two tag names "the same" for a user: trimmed, Unicode-normalised (NFKC) and case-folded,
 * so "Home", " home " and "HOME" match and so do "Škola" and "ŠKOLA". Upper- then lower-casing
 * folds more than lower-casing alone (German "ß" and "SS", Greek final sigma). Apart from the tag
 * schemas so that code matching names (quick add in the browser) does not load zod for it.
 */
export function tagNameKey(name: string): string {
  return name.trim().normalize("NFKC").toUpperCase().toLowerCase();
}
