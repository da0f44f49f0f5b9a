import type { UpdateNoteInput } from "@shared/schemas/note";
import { useMutation } from "@tanstack/react-query";
import { outboxCommand } from "@/lib/outbox/run-command";
import type { updateNote } from "./note-command-kinds";

/** The change, typed by its kind updateNote (note-command-kinds.ts, loaded with the outbox). */
const updateNoteCommand = outboxCommand<typeof updateNote>("notes.update");

/** Saves an edit (through the outbox); the card shows the new values at once. */
export function useUpdateNote() {
  return useMutation({
    networkMode: "always",
    mutationFn: (input: { id: string; changes: UpdateNoteInput }) => updateNoteCommand(input),
  });
}
