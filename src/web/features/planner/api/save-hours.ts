import type { PlannerWeek } from "@shared/schemas/planner";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export async function saveHours(date: string, plannedHours: number) {
  return unwrap(await api.planner[":date"].$put({ param: { date }, json: { plannedHours } }));
}

/**
 * Saves one day of the week from `from` (upsert on user and date). The stored value goes straight into
 * the week's cache, so the total agrees with the server without fetching the week again.
 */
export function useSaveHours(from: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, plannedHours }: { date: string; plannedHours: number }) => saveHours(date, plannedHours),
    onSuccess: (saved) => {
      queryClient.setQueryData<PlannerWeek>(queryKeys.planner.week(from), (week) =>
        week
          ? {
              ...week,
              days: week.days.map((day) =>
                day.date === saved.date ? { ...day, plannedHours: saved.plannedHours } : day,
              ),
            }
          : week,
      );
    },
  });
}
