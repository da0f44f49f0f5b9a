import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

export const CALENDAR_FEED_QUERY_KEY = ["calendar-feed"] as const;

/** Whether the user has a feed link, and since when; the link itself is shown only when it is made. */
export const calendarFeedQuery = queryOptions({
  queryKey: CALENDAR_FEED_QUERY_KEY,
  queryFn: async () => unwrap(await api.calendar.feed.$get()),
});

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}

/** Makes a new secret link (the previous one, if any, stops working) and answers it, once. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await api.calendar.feed.$post()),
    onSuccess: ({ createdAt }) => queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, { active: true, createdAt }),
  });
}

/** Revokes the link: from now on it answers 404. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await api.calendar.feed.$delete()),
    onSuccess: () => queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, { active: false, createdAt: null }),
  });
}
