import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { noteCountsQuery } from "@/lib/note-counts-query";
import { queryKeys } from "@/lib/query-keys";

/** Active notes per category and the number in the trash. */
export function useNoteCounts() {
  return useQuery(noteCountsQuery());
}

export const taskProgressQuery = () =>
  queryOptions({ queryKey: queryKeys.notes.progress(), queryFn: async () => unwrap(await api.notes.progress.$get()) });

/** The completed share of active tasks, 0–100. */
export function useTaskProgress() {
  return useQuery(taskProgressQuery());
}
