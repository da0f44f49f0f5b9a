import { useMutation } from "@tanstack/react-query";
import { outboxCommand } from "@/lib/outbox/run-command";
import type { saveHours } from "./planner-command-kinds";

/** The change, typed by its kind saveHours (planner-command-kinds.ts, loaded with the outbox). */
const saveHoursCommand = outboxCommand<typeof saveHours>("planner.saveHours");

/**
 * Saves one day's planned hours (an upsert on user and date) through the outbox: the week shows the
 * value at once and the total agrees with the server once it is fetched again.
 */
export function useSaveHours() {
  return useMutation({
    networkMode: "always",
    mutationFn: (input: { date: string; plannedHours: number }) => saveHoursCommand(input),
  });
}
