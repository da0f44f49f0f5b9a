import { matchRanges, type SearchTerms } from "@shared/search-text";
import type { ReactNode } from "react";

/**
 * `text` with the parts that match the query in <mark>. Both are folded character by character
 * (shared/search-text.ts), so "cokolada" marks exactly "Čokoláda" in the original.
 */
export function HighlightedText({ text, terms }: { text: string; terms: SearchTerms | null }) {
  if (!terms) return text;
  const parts: ReactNode[] = [];
  let shown = 0;
  for (const { start, end } of matchRanges(text, terms)) {
    if (start > shown) parts.push(text.slice(shown, start));
    parts.push(
      <mark key={start} className="rounded-xs bg-primary/20 px-px text-foreground dark:bg-primary/35">
        {text.slice(start, end)}
      </mark>,
    );
    shown = end;
  }
  if (shown < text.length) parts.push(text.slice(shown));
  return parts;
}
