import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { addDays, endOfMonth, format, startOfDay, startOfMonth } from "date-fns";
import { api, unwrap } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { dayKey } from "../note-days";
import { notePagesQuery } from "./get-notes";

/**
 * How many notes were created on each day the month's calendar shows (a week either side for the
 * outside days), counted by the server in this browser's time zone: no need to load the notes.
 */
export function useNoteDays(month: Date) {
  const from = addDays(startOfMonth(month), -7);
  const before = addDays(endOfMonth(month), 8);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return useQuery({
    queryKey: [...queryKeys.notes.all, "days", dayKey(from), timeZone],
    queryFn: async () =>
      unwrap(
        await api.notes.days.$get({
          query: {
            category: "notes",
            createdFrom: startOfDay(from).toISOString(),
            createdBefore: startOfDay(before).toISOString(),
            timeZone,
          },
        }),
      ),
    // While the next month's marks load, the last ones stay rather than blinking away.
    placeholderData: keepPreviousData,
  });
}

/** The notes created on one day of this browser's calendar (the notes tab's list under its calendar). */
export function useNotesOnDay(day: Date) {
  const start = startOfDay(day);
  return useInfiniteQuery(
    notePagesQuery(
      "notes",
      { createdFrom: start.toISOString(), createdBefore: addDays(start, 1).toISOString(), limit: 200 },
      ["day", dayKey(day)],
    ),
  );
}

/**
 * The tasks dated around one day (the day before to the day after, as written), for the home
 * calendar's day: the screen keeps those on the day in this browser's time zone (tasksOnDay).
 */
export function useTasksAround(day: Date) {
  return useInfiniteQuery(
    notePagesQuery(
      "tasks",
      { dateFrom: format(addDays(day, -1), "yyyy-MM-dd"), dateTo: format(addDays(day, 1), "yyyy-MM-dd"), limit: 200 },
      ["day", dayKey(day)],
    ),
  );
}
