import { lazyCommand } from "@/lib/outbox/run-command";

const kinds = () => import("./planner-command-kinds");

/**
 * The planner's change, through the outbox (so also offline): `plannerCommands.saveHours({ date, plannedHours })`.
 * The call is typed by its kind in planner-command-kinds.ts; that code is imported on the first change, with the outbox.
 */
export const plannerCommands = {
  saveHours: lazyCommand(async () => (await kinds()).saveHours),
};
