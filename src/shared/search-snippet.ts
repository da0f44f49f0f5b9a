import type { SearchSnippet } from "../../../shared/schemas/search.ts";
import { excerptAround, matchesAnyTerm, type SearchTerms } from "../../../shared/search-text.ts";

type Source = { content: string; items: string; tags: string };

const lines = (text: string) => text.split("\n").filter((line) => line.length > 0);

/**
 * Where a note matched, to show under its title: an excerpt of the content around the match, else
 * the first matching item's or tag's name; when only the title matched, the content's beginning
 * (null without content). Matching folds as the index does (shared/search-text.ts).
 */
export function snippetOf(source: Source, terms: SearchTerms): SearchSnippet | null {
  if (matchesAnyTerm(source.content, terms)) return { field: "content", text: excerptAround(source.content, terms) };
  const item = lines(source.items).find((name) => matchesAnyTerm(name, terms));
  if (item !== undefined) return { field: "item", text: item };
  const tag = lines(source.tags).find((name) => matchesAnyTerm(name, terms));
  if (tag !== undefined) return { field: "tag", text: tag };
  const content = source.content.trim();
  return content ? { field: "content", text: excerptAround(content, terms) } : null;
}
