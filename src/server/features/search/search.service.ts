import { performance } from "node:perf_hooks";
import { setImmediate as yieldToLoop } from "node:timers/promises";
import type { Kysely, RawBuilder, SqlBool } from "kysely";
import {
  SEARCH_GROUP_OF,
  SEARCH_RESULTS_PER_KIND,
  type SearchQuery,
  type SearchResults,
} from "../../../shared/schemas/search.ts";
import { snippetOf } from "../../../shared/search-snippet.ts";
import { searchTerms } from "../../../shared/search-text.ts";
import type { Database } from "../../db/types.ts";
import { type SearchBudget, searchBudget } from "./search-budget.ts";
import { findMatches } from "./search-matches.ts";

type Scope = { db: Kysely<Database>; userId: string };

/** How the search is kept to its time (search-runner.ts gives them). */
export type SearchLimitsInUse = {
  budget: SearchBudget;
  /** SQLite: a condition on every row the index gives (its worker's budget function); see findMatches. */
  rowCheck?: (rowid: RawBuilder<unknown>) => RawBuilder<SqlBool>;
};

/** How long snippets are made before the thread looks at its event loop again (and at the budget). */
const SNIPPET_SLICE_MS = 5;

const emptyResults = (): SearchResults => ({
  tasks: { results: [], hasMore: false },
  lists: { results: [], hasMore: false },
  notes: { results: [], hasMore: false },
});

/**
 * The user's tasks, lists and notes matching the query (title, content, items' and tags' names;
 * case and diacritics do not count; the last word also as a prefix; at most SEARCH_TERMS_MAX distinct
 * words), grouped by kind, best first, at most SEARCH_RESULTS_PER_KIND of each; the trash only when
 * asked. A query without letters or digits ("***") finds nothing rather than failing. Throws
 * SearchTooCostlyError when `limits.budget` runs out (none given: no limit, for tests and tools).
 */
export async function searchNotes(
  { db, userId }: Scope,
  { q, trash }: SearchQuery,
  limits: SearchLimitsInUse = { budget: searchBudget(Number.POSITIVE_INFINITY) },
): Promise<SearchResults> {
  const results = emptyResults();
  const terms = searchTerms(q);
  if (!terms) return results;
  // One more than shown, to tell whether there are more.
  const rows = await findMatches(db, {
    userId,
    terms,
    includeTrash: trash,
    perKind: SEARCH_RESULTS_PER_KIND + 1,
    rowCheck: limits.rowCheck,
  });
  limits.budget.check();
  // Up to 60 snippets of up to 20,000 characters each: made in slices, so that on PostgreSQL (where
  // this runs on the server's own thread) requests are answered in between.
  let sliceStarted = performance.now();
  for (const row of rows) {
    const group = results[SEARCH_GROUP_OF[row.category]];
    if (group.results.length === SEARCH_RESULTS_PER_KIND) {
      group.hasMore = true;
      continue;
    }
    if (performance.now() - sliceStarted > SNIPPET_SLICE_MS) {
      await yieldToLoop();
      limits.budget.check();
      sliceStarted = performance.now();
    }
    group.results.push({
      id: row.id,
      category: row.category,
      title: row.title,
      snippet: snippetOf(row, terms),
      completed: Boolean(row.completed),
      isDeleted: Boolean(row.is_deleted),
      isArchived: row.archived_at !== null,
    });
  }
  return results;
}
