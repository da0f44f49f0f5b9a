import type { Note } from "@shared/schemas/note";
import type { NoteSummary } from "@shared/schemas/note-page";
import { useMutation } from "@tanstack/react-query";
import { outboxCommand } from "@/lib/outbox/run-command";
import type { trashNote, untrashNote } from "./note-command-kinds";

/** The changes, typed by their kinds (note-command-kinds.ts, loaded with the outbox). */
const trashCommand = outboxCommand<typeof trashNote>("notes.trash");
const untrashCommand = outboxCommand<typeof untrashNote>("notes.untrash");

/** Moves a note to the trash (through the outbox); it leaves the list at once. */
export function useTrashNote() {
  return useMutation({
    networkMode: "always",
    mutationFn: (id: string) => trashCommand(id),
  });
}

/**
 * Undo of "Moved to trash": restores the note (the trash's restore API) and puts it back in its place
 * in the lists it belongs to at once.
 */
export function useUndoTrash() {
  return useMutation({
    networkMode: "always",
    mutationFn: (note: NoteSummary | Note) => untrashCommand(note),
  });
}
