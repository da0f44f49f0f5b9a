import type { NoteCategory } from "@shared/constants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export async function getNotes(category: NoteCategory | "all") {
  const query = category === "all" ? {} : { category };
  return (await unwrap(await api.notes.$get({ query }))).notes;
}

export const notesQuery = (category: NoteCategory | "all") =>
  queryOptions({ queryKey: queryKeys.notes.list(category), queryFn: () => getNotes(category) });

/** Active notes (one category or all), newest first, with tag ids and items. */
export function useNotes(category: NoteCategory | "all") {
  return useQuery(notesQuery(category));
}
