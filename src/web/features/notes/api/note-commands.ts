import { outboxCommand } from "@/lib/outbox/run-command";
import type { createNote, setNoteCompleted, trashNote, untrashNote, updateNote } from "./note-command-kinds";

/**
 * The notes' changes, each through the outbox (so also offline), e.g. `noteCommands.create(input, commandId)`.
 * Each is typed by its kind in note-command-kinds.ts (what prepare takes, what send and the cache
 * update get), whose code is loaded with the outbox: this object is all a first screen carries.
 */
export const noteCommands = {
  create: outboxCommand<typeof createNote>("notes.create"),
  update: outboxCommand<typeof updateNote>("notes.update"),
  setCompleted: outboxCommand<typeof setNoteCompleted>("notes.setCompleted"),
  trash: outboxCommand<typeof trashNote>("notes.trash"),
  untrash: outboxCommand<typeof untrashNote>("notes.untrash"),
};
