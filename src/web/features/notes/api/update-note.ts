import type { UpdateNoteInput } from "@shared/schemas/note";
import { useMutation } from "@tanstack/react-query";
import { noteCommands } from "./note-commands";

/** Saves an edit (through the outbox); the card shows the new values at once. */
export function useUpdateNote() {
  return useMutation({
    networkMode: "always",
    mutationFn: (input: { id: string; changes: UpdateNoteInput }) => noteCommands.update(input),
  });
}
