import { lazyCommand } from "@/lib/outbox/run-command";

const kinds = () => import("./tag-command-kinds");

/**
 * The tags' changes, each through the outbox (so also offline), e.g. `tagCommands.delete(id)`. A call
 * is typed by its kind in tag-command-kinds.ts; that code is imported on the first change, with the outbox.
 */
export const tagCommands = {
  create: lazyCommand(async () => (await kinds()).createTag),
  update: lazyCommand(async () => (await kinds()).updateTag),
  delete: lazyCommand(async () => (await kinds()).deleteTag),
};
