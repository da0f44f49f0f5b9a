import { lazyCommand } from "@/lib/outbox/run-command";

const kinds = () => import("./trash-command-kinds");

/**
 * The trash's changes, each through the outbox (so also offline), e.g. `trashCommands.restore(id)`. A
 * call is typed by its kind in trash-command-kinds.ts; that code is imported on the first change, with the outbox.
 */
export const trashCommands = {
  restore: lazyCommand(async () => (await kinds()).restoreNote),
  deletePermanently: lazyCommand(async () => (await kinds()).deletePermanently),
  empty: lazyCommand(async () => (await kinds()).emptyTrash),
};
