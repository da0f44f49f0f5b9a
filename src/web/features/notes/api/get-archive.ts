import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The archived notes, most recently archived first, a page at a time (GET /api/notes/archive). */
export const archiveQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.notes.archive(),
    queryFn: async ({ pageParam }) =>
      unwrap(await api.notes.archive.$get({ query: pageParam ? { cursor: pageParam } : {} })),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useArchive() {
  return useInfiniteQuery(archiveQuery());
}
