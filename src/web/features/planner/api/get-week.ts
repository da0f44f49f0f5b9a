import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export async function getWeek(from: string) {
  return unwrap(await api.planner.$get({ query: { from } }));
}

export const plannerWeekQuery = (from: string) =>
  queryOptions({ queryKey: queryKeys.planner.week(from), queryFn: () => getWeek(from) });

/** The planned hours of the seven days from `from` (a Monday, yyyy-MM-dd); 0 where nothing is saved. */
export function usePlannerWeek(from: string) {
  return useQuery(plannerWeekQuery(from));
}
