import type { Kysely } from "kysely";
import {
  SEARCH_GROUP_OF,
  SEARCH_RESULTS_PER_KIND,
  type SearchQuery,
  type SearchResults,
} from "../../../shared/schemas/search.ts";
import { snippetOf } from "../../../shared/search-snippet.ts";
import { searchTerms } from "../../../shared/search-text.ts";
import type { Database } from "../../db/types.ts";
import { findMatches } from "./search-matches.ts";

type Scope = { db: Kysely<Database>; userId: string };

const emptyResults = (): SearchResults => ({
  tasks: { results: [], hasMore: false },
  lists: { results: [], hasMore: false },
  notes: { results: [], hasMore: false },
});

/**
 * The user's tasks, lists and notes matching the query (title, content, items' and tags' names;
 * case and diacritics do not count; the last word also as a prefix), grouped by kind, best first,
 * at most SEARCH_RESULTS_PER_KIND of each; the trash only when asked. A query without letters or
 * digits ("***") finds nothing rather than failing.
 */
export async function searchNotes({ db, userId }: Scope, { q, trash }: SearchQuery): Promise<SearchResults> {
  const results = emptyResults();
  const terms = searchTerms(q);
  if (!terms) return results;
  // One more than shown, to tell whether there are more.
  const rows = await findMatches(db, { userId, terms, includeTrash: trash, perKind: SEARCH_RESULTS_PER_KIND + 1 });
  for (const row of rows) {
    const group = results[SEARCH_GROUP_OF[row.category]];
    if (group.results.length === SEARCH_RESULTS_PER_KIND) {
      group.hasMore = true;
      continue;
    }
    group.results.push({
      id: row.id,
      category: row.category,
      title: row.title,
      snippet: snippetOf(row, terms),
      completed: Boolean(row.completed),
      isDeleted: Boolean(row.is_deleted),
    });
  }
  return results;
}
