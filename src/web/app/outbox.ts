import { noteCommandKinds } from "@/features/notes/api/note-command-kinds";
import { plannerCommandKinds } from "@/features/planner/api/planner-command-kinds";
import { shoppingCommandKinds } from "@/features/shopping/api/shopping-command-kinds";
import { tagCommandKinds } from "@/features/tags/api/tag-command-kinds";
import { trashCommandKinds } from "@/features/trash/api/trash-command-kinds";
import { commandRegistry } from "@/lib/outbox/command-registry";

/**
 * Every kind of change the app makes, each declared by its feature beside its API hooks: the outbox
 * reads back by these the commands waiting in IndexedDB (made on any screen, before a reload or by
 * an earlier version). Loaded with the outbox, never with a first screen (start-app.tsx hands over
 * the import).
 */
export const commandKinds = commandRegistry([
  ...noteCommandKinds,
  ...shoppingCommandKinds,
  ...tagCommandKinds,
  ...trashCommandKinds,
  ...plannerCommandKinds,
]);
