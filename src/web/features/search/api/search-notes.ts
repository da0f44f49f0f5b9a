import type { SearchResults } from "@shared/schemas/search";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

export type SearchRequest = { q: string; includeTrash: boolean };

export async function searchNotes({ q, includeTrash }: SearchRequest, signal?: AbortSignal): Promise<SearchResults> {
  return unwrap(await api.search.$get({ query: { q, trash: includeTrash ? "1" : "0" } }, { init: { signal } }));
}

/**
 * Search answers are kept a minute (the dialog asks again as the user types back and forth), never
 * retried (the next keystroke asks anyway) and, offline, not asked at all: the dialog matches locally.
 */
export const searchQuery = (request: SearchRequest) =>
  queryOptions({
    queryKey: ["search", request.q, request.includeTrash] as const,
    queryFn: ({ signal }) => searchNotes(request, signal),
    staleTime: 0,
    gcTime: 60_000,
    retry: false,
  });

/** The server's results for a settled query (empty: no request); the previous ones stay while the next load. */
export function useSearchResults(request: SearchRequest, isEnabled: boolean) {
  return useQuery({ ...searchQuery(request), enabled: isEnabled, placeholderData: keepPreviousData });
}
