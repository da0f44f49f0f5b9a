import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { formatDayKey } from "@/lib/format-date";
import { queryKeys } from "@/lib/query-keys";
import { dayKey } from "../note-days";
import { notePagesQuery } from "./get-notes";

/**
 * How many notes were created on each day the month's calendar shows (a week either side for the
 * outside days), counted by the server in this browser's time zone: no need to load the notes.
 */
export function useNoteDays(month: Date) {
  return useQuery({
    ...noteDaysQuery(month),
    // While the next month's marks load, the last ones stay rather than blinking away.
    placeholderData: keepPreviousData,
  });
}

/** The query of useNoteDays, also kept for offline use (app/offline). */
export function noteDaysQuery(month: Date) {
  const from = new Date(month.getFullYear(), month.getMonth(), 1 - 7);
  // The start of the 8th day after the month's last (the Date constructor rolls the days over).
  const before = new Date(month.getFullYear(), month.getMonth() + 1, 8);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return queryOptions({
    queryKey: [...queryKeys.notes.all, "days", dayKey(from), timeZone],
    queryFn: async () =>
      unwrap(
        await api.notes.days.$get({
          query: {
            category: "notes",
            createdFrom: from.toISOString(),
            createdBefore: before.toISOString(),
            timeZone,
          },
        }),
      ),
  });
}

/** The notes created on one day of this browser's calendar (the notes tab's list under its calendar). */
export function useNotesOnDay(day: Date) {
  return useInfiniteQuery(notesOnDayQuery(day));
}

/** The query of useNotesOnDay, also kept for offline use (app/offline). */
export function notesOnDayQuery(day: Date) {
  return notePagesQuery(
    "notes",
    { createdFrom: dayAfter(day, 0).toISOString(), createdBefore: dayAfter(day, 1).toISOString(), limit: 200 },
    ["day", dayKey(day)],
  );
}

/**
 * The tasks dated around one day (the day before to the day after, as written), for the home
 * calendar's day: the screen keeps those on the day in this browser's time zone (tasksOnDay).
 */
export function useTasksAround(day: Date) {
  return useInfiniteQuery(tasksAroundQuery(day));
}

/** The query of useTasksAround, also kept for offline use (app/offline). */
export function tasksAroundQuery(day: Date) {
  return notePagesQuery(
    "tasks",
    { dateFrom: formatDayKey(dayAfter(day, -1)), dateTo: formatDayKey(dayAfter(day, 1)), limit: 200 },
    ["day", dayKey(day)],
  );
}

/** The start of the day `days` after `day` in this browser's calendar (0: the start of `day` itself). */
function dayAfter(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}
