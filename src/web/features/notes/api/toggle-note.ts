import { useMutation } from "@tanstack/react-query";
import { outboxCommand } from "@/lib/outbox/run-command";
import type { setNoteCompleted } from "./note-command-kinds";

/** The change, typed by its kind setNoteCompleted (note-command-kinds.ts, loaded with the outbox). */
const setCompletedCommand = outboxCommand<typeof setNoteCompleted>("notes.setCompleted");

/**
 * Ticks a task done or open again; the circle and the card change at once. What is sent is the state
 * it changes to (never "flip"), read from the cache when the tick happens.
 */
export function useToggleNote() {
  return useMutation({
    networkMode: "always",
    mutationFn: (id: string) => setCompletedCommand(id),
  });
}
