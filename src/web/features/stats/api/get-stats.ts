import { STATS_WEEK_START_BY_LOCALE, type StatsWeekStart } from "@shared/schemas/stats";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useLocale } from "@/lib/locale-context";
import { queryKeys } from "@/lib/query-keys";
import { browserTimeZone } from "../browser-time-zone";

export async function getStats(timeZone: string, weekStart: StatsWeekStart = "sunday") {
  return unwrap(await api.stats.$get({ query: { timeZone, weekStart } }));
}

/** `weekStart`: Sunday for the English screen (spec §9), Monday for the Slovak one (decision 024). */
export const statsQuery = (timeZone: string, weekStart: StatsWeekStart = "sunday") =>
  queryOptions({
    queryKey: queryKeys.stats(timeZone, weekStart),
    queryFn: () => getStats(timeZone, weekStart),
  });

/**
 * Every figure of the statistics screen in one request, with "today" and "this week" in the browser's
 * time zone, and the week starting on the day the screen's language starts it.
 */
export function useStats(timeZone = browserTimeZone()) {
  return useQuery(statsQuery(timeZone, STATS_WEEK_START_BY_LOCALE[useLocale()]));
}
