import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { api, unwrap } from "@/lib/api-client";
import type { DayCounts } from "@/lib/day-counts";
import { formatDayKey } from "@/lib/format-date";
import { queryKeys } from "@/lib/query-keys";

/** The days a month's calendar can show: a week either side of the month for the outside days. */
export function calendarRange(month: Date): { from: string; to: string } {
  const from = new Date(month.getFullYear(), month.getMonth(), 1 - 7);
  const to = new Date(month.getFullYear(), month.getMonth() + 1, 7);
  return { from: formatDayKey(from), to: formatDayKey(to) };
}

/**
 * How many tasks are on each day around a month, repeating tasks' coming occurrences included, and
 * those occurrences (GET /api/notes/task-days). Under the notes key: any change to a task refreshes it.
 */
export function useTaskDays(month: Date) {
  const range = calendarRange(month);
  return useQuery({
    queryKey: [...queryKeys.notes.all, "task-days", range.from, range.to],
    queryFn: async () => unwrap(await api.notes["task-days"].$get({ query: range })),
    // While the next month's marks load, the last ones stay rather than blinking away.
    placeholderData: keepPreviousData,
  });
}

/** The home calendar's marks: tasks per day, and how a screen reader hears a count ("2 úlohy"). */
export function useTaskDayCounts(month: Date): DayCounts {
  const { t } = useTranslation("notes");
  const { data } = useTaskDays(month);
  return useMemo(
    () => ({ counts: new Map(Object.entries(data?.days ?? {})), label: (count: number) => t("due.count", { count }) }),
    [data, t],
  );
}
