import { outboxCommand } from "@/lib/outbox/run-command";
import type { deletePermanently, emptyTrash, restoreNote } from "./trash-command-kinds";

/**
 * The trash's changes, each through the outbox (so also offline), e.g. `trashCommands.restore(id)`.
 * Each is typed by its kind in trash-command-kinds.ts, whose code is loaded with the outbox.
 */
export const trashCommands = {
  restore: outboxCommand<typeof restoreNote>("trash.restore"),
  deletePermanently: outboxCommand<typeof deletePermanently>("trash.deletePermanently"),
  empty: outboxCommand<typeof emptyTrash>("trash.empty"),
};
