import { useMutation } from "@tanstack/react-query";
import { plannerCommands } from "./planner-commands";

/**
 * Saves one day's planned hours (an upsert on user and date) through the outbox: the week shows the
 * value at once and the total agrees with the server once it is fetched again.
 */
export function useSaveHours() {
  return useMutation({
    networkMode: "always",
    mutationFn: (input: { date: string; plannedHours: number }) => plannerCommands.saveHours(input),
  });
}
