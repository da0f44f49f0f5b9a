import { checklistCommandKinds } from "@/features/notes/api/checklist-command-kinds";
import { noteCommandKinds } from "@/features/notes/api/note-command-kinds";
import { photoCommandKinds } from "@/features/notes/api/photo-command-kinds";
import { plannerCommandKinds } from "@/features/planner/api/planner-command-kinds";
import { shoppingCommandKinds } from "@/features/shopping/api/shopping-command-kinds";
import { tagCommandKinds } from "@/features/tags/api/tag-command-kinds";
import { trashCommandKinds } from "@/features/trash/api/trash-command-kinds";
import { commandRegistry } from "@/lib/outbox/command-registry";
import { type OutboxContext, startOutbox } from "@/lib/outbox/outbox";

/**
 * Every kind of change the app makes, each declared by its feature beside its API hooks: the outbox
 * reads back by these the commands waiting in IndexedDB (made on any screen, before a reload or by
 * an earlier version of the app).
 */
export const commandKinds = commandRegistry([
  ...noteCommandKinds,
  ...checklistCommandKinds,
  ...photoCommandKinds,
  ...shoppingCommandKinds,
  ...tagCommandKinds,
  ...trashCommandKinds,
  ...plannerCommandKinds,
]);

/**
 * The outbox as the app opens it, with every feature's command kinds: start-app.tsx hands its import
 * to lib/outbox (run-command.ts), so this module and the kinds load with the outbox, on the first
 * change or when changes wait, never with a first screen.
 */
export function openOutbox(context: OutboxContext) {
  return startOutbox(context, commandKinds);
}
