import type { SearchSnippet } from "./schemas/search.ts";
import { excerptAround, matchesAnyTerm, matchingExcerpt, type SearchTerms } from "./search-text.ts";

/** A note's texts; items and tags as a list, or one per line (as the index keeps them). */
type Source = { content: string; items: string | readonly string[]; tags: string | readonly string[] };

const lines = (text: string | readonly string[]) =>
  (typeof text === "string" ? text.split("\n") : text).filter((line) => line.length > 0);

/**
 * Where a note matched, to show under its title: an excerpt of the content around the match, else
 * the first matching item's or tag's name; when only the title matched, the content's beginning
 * (null without content). Matching folds as the index does (search-text.ts), on the server and in the web app's offline search alike.
 */
export function snippetOf(source: Source, terms: SearchTerms): SearchSnippet | null {
  const excerpt = matchingExcerpt(source.content, terms);
  if (excerpt !== null) return { field: "content", text: excerpt };
  const item = lines(source.items).find((name) => matchesAnyTerm(name, terms));
  if (item !== undefined) return { field: "item", text: item };
  const tag = lines(source.tags).find((name) => matchesAnyTerm(name, terms));
  if (tag !== undefined) return { field: "tag", text: tag };
  const content = source.content.trim();
  return content ? { field: "content", text: excerptAround(content, terms) } : null;
}
