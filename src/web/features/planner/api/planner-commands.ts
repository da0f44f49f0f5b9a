import { outboxCommand } from "@/lib/outbox/run-command";
import type { saveHours } from "./planner-command-kinds";

/**
 * The planner's change, through the outbox (so also offline): `plannerCommands.saveHours({ date, plannedHours })`.
 * It is typed by its kind in planner-command-kinds.ts, whose code is loaded with the outbox.
 */
export const plannerCommands = {
  saveHours: outboxCommand<typeof saveHours>("planner.saveHours"),
};
