import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { formatDayKey } from "@/lib/format-date";
import { noteCountsQuery } from "@/lib/note-counts-query";
import { queryKeys } from "@/lib/query-keys";

/**
 * Active notes per category and the number in the trash. `enabled: false` while signed out: a sign-out
 * clears the cache while its screen is still shown, and a mounted query would ask again as nobody (401).
 */
export function useNoteCounts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...noteCountsQuery(), enabled });
}

/** Today in this browser: a repeating task's next occurrence counts from its day on (the server's rule). */
export const taskProgressQuery = () =>
  queryOptions({
    queryKey: queryKeys.notes.progress(),
    queryFn: async () => unwrap(await api.notes.progress.$get({ query: { today: formatDayKey(new Date()) } })),
  });

/** The completed share of active tasks, 0–100. */
export function useTaskProgress() {
  return useQuery(taskProgressQuery());
}
