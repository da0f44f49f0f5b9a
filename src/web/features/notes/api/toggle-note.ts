import { useMutation } from "@tanstack/react-query";
import { noteCommands } from "./note-commands";

/**
 * Ticks a task done or open again; the circle and the card change at once. What is sent is the state
 * it changes to (never "flip"), read from the cache when the tick happens.
 */
export function useToggleNote() {
  return useMutation({
    networkMode: "always",
    mutationFn: (id: string) => noteCommands.setCompleted(id),
  });
}
