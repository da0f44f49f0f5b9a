import { lazyCommand } from "@/lib/outbox/run-command";

const kinds = () => import("./note-command-kinds");

/**
 * The notes' changes, each through the outbox (so also offline), e.g. `noteCommands.create(input, commandId)`.
 * A call is typed by its kind in note-command-kinds.ts (what prepare takes, what send and the cache
 * update get); that code is imported on the first change, with the outbox.
 */
export const noteCommands = {
  create: lazyCommand(async () => (await kinds()).createNote),
  update: lazyCommand(async () => (await kinds()).updateNote),
  setCompleted: lazyCommand(async () => (await kinds()).setNoteCompleted),
  trash: lazyCommand(async () => (await kinds()).trashNote),
  untrash: lazyCommand(async () => (await kinds()).untrashNote),
};
