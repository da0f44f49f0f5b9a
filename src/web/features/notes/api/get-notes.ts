import type { NoteCategory } from "@shared/constants";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** What else bounds a list besides its category: the notes created in one day, the tasks dated one day. */
export type ListBounds = {
  createdFrom?: string;
  createdBefore?: string;
  dateFrom?: string;
  dateTo?: string;
  /** A day's list asks for up to 200 at once (the largest page); a tab takes the server's 50. */
  limit?: number;
  /** "false": open tasks only (the Today screen); "true": completed ones only. */
  completed?: "true" | "false";
  /** Only the notes with this tag. */
  tag?: string;
};

/**
 * What a screen narrows a tab's list to: the tasks due by a day (yyyy-MM-dd, the Today screen: open
 * ones dated that day or earlier) and the notes with one tag (a tag chip clicked, ?tag=).
 */
export type ListFilter = { dueBy?: string | undefined; tag?: string | undefined };

/**
 * One page of a list. The tasks tab reads the tasks view's order (open tasks by date, then undated,
 * then completed), so the pages it has loaded are the top of the groups it shows.
 */
export async function getNotePage(category: NoteCategory | "all", cursor: string | null, bounds: ListBounds = {}) {
  const { limit, ...range } = bounds;
  const query = {
    ...(category === "all" ? {} : { category }),
    ...(category === "tasks" ? { order: "schedule" as const } : {}),
    ...(cursor ? { cursor } : {}),
    ...(limit ? { limit: String(limit) } : {}),
    ...range,
  };
  return unwrap(await api.notes.$get({ query }));
}

/**
 * A list's pages under ["notes", "list", category, …]: every list there is changed together by the
 * optimistic updates (lib/notes-cache.ts), and the next page asks from the last one's cursor.
 */
export const notePagesQuery = (category: NoteCategory | "all", bounds: ListBounds = {}, scope: string[] = []) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.notes.list(category), ...scope],
    queryFn: ({ pageParam }) => getNotePage(category, pageParam, bounds),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/**
 * Active notes of one category (or all), one page at a time, with tag ids and shopping counts; a
 * filter's lists are cached apart (["notes", "list", category, "dueBy", day, "tag", id]), still under
 * the key every optimistic update reaches.
 */
export function useNotePages(category: NoteCategory | "all", { dueBy, tag }: ListFilter = {}) {
  const bounds: ListBounds = {
    ...(dueBy ? { dateTo: dueBy, completed: "false" as const } : {}),
    ...(tag ? { tag } : {}),
  };
  const scope = [...(dueBy ? ["dueBy", dueBy] : []), ...(tag ? ["tag", tag] : [])];
  return useInfiniteQuery(notePagesQuery(category, bounds, scope));
}
