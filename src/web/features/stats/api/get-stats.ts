import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { browserTimeZone } from "../browser-time-zone";

export async function getStats(timeZone: string) {
  return unwrap(await api.stats.$get({ query: { timeZone } }));
}

export const statsQuery = (timeZone: string) =>
  queryOptions({ queryKey: queryKeys.stats(timeZone), queryFn: () => getStats(timeZone) });

/** Every figure of the statistics screen in one request, with "today" and "this week" in the browser's time zone. */
export function useStats(timeZone = browserTimeZone()) {
  return useQuery(statsQuery(timeZone));
}
