import type { Note } from "@shared/schemas/note";
import type { NoteSummary } from "@shared/schemas/note-page";
import { useMutation } from "@tanstack/react-query";
import { noteCommands } from "./note-commands";

/** Moves a note to the trash (through the outbox); it leaves the list at once. */
export function useTrashNote() {
  return useMutation({
    networkMode: "always",
    mutationFn: (id: string) => noteCommands.trash(id),
  });
}

/**
 * Undo of "Moved to trash": restores the note (the trash's restore API) and puts it back in its place
 * in the lists it belongs to at once.
 */
export function useUndoTrash() {
  return useMutation({
    networkMode: "always",
    mutationFn: (note: NoteSummary | Note) => noteCommands.untrash(note),
  });
}
