import { z } from "zod";
import { SEARCH_TERMS_MAX } from "../search-text.ts";
import { NoteCategorySchema } from "./note.ts";

/** The longest query the search takes: far more than anyone types into a search box. */
export const SEARCH_QUERY_MAX = 200;
/**
 * Searches one person may make per minute (default of SEARCH_REQUESTS_PER_MINUTE), at most
 * SEARCH_BURST at once: the dialog asks when typing pauses, a few times a word at most.
 */
export const SEARCH_REQUESTS_PER_MINUTE = 60;
export const SEARCH_BURST = 20;
/** How long one search may take before it is abandoned (default of SEARCH_TIME_BUDGET_MS). */
export const SEARCH_TIME_BUDGET_MS = 500;
/** The most results of each kind (tasks, lists, notes) one answer holds, best first. */
export const SEARCH_RESULTS_PER_KIND = 20;

/**
 * GET /api/search?q=…&trash=1. Messages are translation keys: the search dialog's own (search.json →
 * errors), the shared errors.json for the rest.
 */
export const SearchQuerySchema = z.object({
  q: z
    .string({ error: "validation.searchQueryEmpty" })
    .trim()
    .min(1, "validation.searchQueryEmpty")
    .max(SEARCH_QUERY_MAX, "validation.searchQueryTooLong")
    .meta({
      description: `What to find, 1–${SEARCH_QUERY_MAX} characters: every word, the last also as the start of a word; case and diacritics do not count; a word repeated counts once, and only the first ${SEARCH_TERMS_MAX - 1} different words and the last are searched for`,
    }),
  trash: z
    .enum(["0", "1", "false", "true"], { error: "validation.invalid" })
    .default("0")
    .transform((value) => value === "1" || value === "true")
    .meta({ description: "`1` to include the trash (default `0`)" }),
});
export type SearchQuery = z.output<typeof SearchQuerySchema>;

/** Where the snippet comes from: an excerpt of the content, or the matching item's or tag's name. */
export const SearchSnippetSchema = z.object({
  field: z.enum(["content", "item", "tag"]),
  text: z.string(),
});
export type SearchSnippet = z.infer<typeof SearchSnippetSchema>;

export const SearchResultSchema = z.object({
  id: z.string(),
  category: NoteCategorySchema,
  title: z.string(),
  /** Null when only the title matched and there is no content to show. */
  snippet: SearchSnippetSchema.nullable(),
  completed: z.boolean(),
  isDeleted: z.boolean(),
  /** In the archive (out of the lists, still found here; issue 29). */
  isArchived: z.boolean(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchGroupSchema = z.object({
  results: z.array(SearchResultSchema),
  /** More of this kind matched than the answer holds: the query could be narrower. */
  hasMore: z.boolean(),
});
export type SearchGroup = z.infer<typeof SearchGroupSchema>;

/** Results grouped by kind, each best first. */
export const SearchResultsSchema = z.object({
  tasks: SearchGroupSchema,
  lists: SearchGroupSchema,
  notes: SearchGroupSchema,
});
export type SearchResults = z.infer<typeof SearchResultsSchema>;

export const SEARCH_GROUP_OF = { tasks: "tasks", shopping: "lists", notes: "notes" } as const;
