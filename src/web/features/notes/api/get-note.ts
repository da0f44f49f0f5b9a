import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export async function getNote(id: string) {
  return unwrap(await api.notes[":id"].$get({ param: { id: String(id) } }));
}

export const noteQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.notes.detail(id), queryFn: () => getNote(id) });

export function useNote(id: string) {
  return useQuery({ ...noteQuery(id), enabled: id !== "" });
}
