import { STATS_WEEK_START_BY_LOCALE } from "@shared/schemas/stats";
import type { QueryClient } from "@tanstack/react-query";
import { isDraft } from "@/features/notes/api/create-note";
import { noteQuery } from "@/features/notes/api/get-note";
import { noteDaysQuery, notesOnDayQuery, tasksAroundQuery } from "@/features/notes/api/get-note-days";
import { taskProgressQuery } from "@/features/notes/api/get-note-stats";
import { notePagesQuery } from "@/features/notes/api/get-notes";
import { plannerWeekQuery } from "@/features/planner/api/get-week";
import { shiftWeek, weekStartOf } from "@/features/planner/planner-week";
import { publicConfigQuery } from "@/features/public-config/api/get-public-config";
import { notificationSettingsQuery } from "@/features/reminders/api/notification-settings";
import { categoryOrderQuery } from "@/features/shopping/api/category-order";
import { statsQuery } from "@/features/stats/api/get-stats";
import { browserTimeZone } from "@/features/stats/browser-time-zone";
import { tagsQuery } from "@/features/tags/api/tags";
import { trashQuery } from "@/features/trash/api/trash";
import { noteCountsQuery } from "@/lib/note-counts-query";
import { loadedNotes } from "@/lib/notes-cache";

/** One query to have on the device: fetched when missing or marked changed, else left as it is. */
export type OfflinePrefetch = (queryClient: QueryClient) => Promise<void>;

/**
 * Kept queries are fetched only when they have no data or were marked changed (staleTime: a fetch
 * for freshness is the screens' own business), and never dropped from memory (gcTime): a tab that
 * loses its network after an hour still has them. The spec's 5-minute gcTime stays for the rest.
 */
const KEPT = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

/** The planner weeks kept around today's: the last one, this one and the next two. */
const PLANNER_WEEKS = [-1, 0, 1, 2];

/**
 * Everything the signed-in screens read that a person may open offline (issue 25, point 3): the
 * home tabs (the first page of tasks, lists and notes, as each tab opens with), the counts, the
 * task progress, the tags, today's calendar (tasks due around today, the notes month and day), the
 * trash, the category order, the statistics in this browser's time zone, the planner weeks around
 * today, the notification settings and the server's public settings (Settings → About, Donate).
 * Each shopping list's items follow (shoppingListDetails).
 */
export function offlinePrefetches(today: Date): OfflinePrefetch[] {
  const thisWeek = weekStartOf(today);
  return [
    (client) => client.prefetchInfiniteQuery({ ...notePagesQuery("tasks"), ...KEPT }),
    (client) => client.prefetchInfiniteQuery({ ...notePagesQuery("shopping"), ...KEPT }),
    (client) => client.prefetchInfiniteQuery({ ...notePagesQuery("notes"), ...KEPT }),
    (client) => client.prefetchQuery({ ...noteCountsQuery(), ...KEPT }),
    (client) => client.prefetchQuery({ ...taskProgressQuery(), ...KEPT }),
    (client) => client.prefetchQuery({ ...tagsQuery(), ...KEPT }),
    (client) => client.prefetchInfiniteQuery({ ...tasksAroundQuery(today), ...KEPT }),
    (client) => client.prefetchQuery({ ...noteDaysQuery(today), ...KEPT }),
    (client) => client.prefetchInfiniteQuery({ ...notesOnDayQuery(today), ...KEPT }),
    (client) => client.prefetchInfiniteQuery({ ...trashQuery(), ...KEPT }),
    (client) => client.prefetchQuery({ ...categoryOrderQuery(), ...KEPT }),
    // The statistics as each language's screen asks (its week starts on another day).
    ...[...new Set(Object.values(STATS_WEEK_START_BY_LOCALE))].map(
      (weekStart): OfflinePrefetch =>
        (client) =>
          client.prefetchQuery({ ...statsQuery(browserTimeZone(), weekStart), ...KEPT }),
    ),
    ...PLANNER_WEEKS.map(
      (weeks): OfflinePrefetch =>
        (client) =>
          client.prefetchQuery({ ...plannerWeekQuery(shiftWeek(thisWeek, weeks)), ...KEPT }),
    ),
    (client) => client.prefetchQuery({ ...notificationSettingsQuery, ...KEPT }),
    (client) => client.prefetchQuery({ ...publicConfigQuery(), ...KEPT }),
  ];
}

/**
 * The items of every shopping list the lists tab holds (its loaded pages), one request each: read
 * after offlinePrefetches has the lists, so a list added since is kept too. Drafts not yet on the
 * server are left out (their list shows from the outbox).
 */
export function shoppingListDetails(queryClient: QueryClient): OfflinePrefetch[] {
  const lists = loadedNotes(queryClient.getQueryData(notePagesQuery("shopping").queryKey));
  return lists
    .filter((list) => list.category === "shopping" && !isDraft(list))
    .map((list) => (client) => client.prefetchQuery({ ...noteQuery(list.id), ...KEPT }));
}
