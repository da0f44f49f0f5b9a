import { outboxCommand } from "@/lib/outbox/run-command";
import type { createTag, deleteTag, updateTag } from "./tag-command-kinds";

/**
 * The tags' changes, each through the outbox (so also offline), e.g. `tagCommands.delete(id)`. Each is
 * typed by its kind in tag-command-kinds.ts, whose code is loaded with the outbox.
 */
export const tagCommands = {
  create: outboxCommand<typeof createTag>("tags.create"),
  update: outboxCommand<typeof updateTag>("tags.update"),
  delete: outboxCommand<typeof deleteTag>("tags.delete"),
};
