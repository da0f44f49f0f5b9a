import { useMutation } from "@tanstack/react-query";
import { outboxCommand } from "@/lib/outbox/run-command";
import type { updateChecklistItem } from "./checklist-command-kinds";

/** The change, typed by its kind (checklist-command-kinds.ts, loaded with the outbox). */
const updateLine = outboxCommand<typeof updateChecklistItem>("checklist.update");

/** Ticks a sub-task or checklist line (the card's boxes): the state it changes to is what is sent. */
export function useSetChecklistItemCompleted(noteId: string, onError: (error: unknown) => void) {
  return useMutation({
    onError,
    networkMode: "always",
    mutationFn: ({ itemId, completed }: { itemId: string; completed: boolean }) =>
      updateLine({ noteId, itemId, changes: { completed } }),
  });
}
