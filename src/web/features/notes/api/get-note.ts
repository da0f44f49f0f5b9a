import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export async function getNote(id: number) {
  return unwrap(await api.notes[":id"].$get({ param: { id: String(id) } }));
}

export const noteQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.notes.detail(id), queryFn: () => getNote(id) });

export function useNote(id: number) {
  return useQuery({ ...noteQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
