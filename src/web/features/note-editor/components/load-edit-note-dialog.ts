import { preloadNotePhotosField } from "@/features/notes";
import { onDemand } from "@/lib/on-demand";

/**
 * The edit dialog (edit-note-form-dialog.tsx) with its form, the date picker and Radix Dialog, as a
 * chunk of its own: /home loads it as the user reaches for a card, not with the first screen.
 */
export const editNoteDialog = onDemand(() => {
  // Its photo field too (a chunk of its own), so a photo pasted as the dialog opens finds it listening.
  preloadNotePhotosField();
  return import("./edit-note-form-dialog").then((m) => m.textsReady.then(() => m));
});

/** Starts loading it (a pointer over a card, focus on one) so that opening it rarely waits. */
export function preloadEditNoteDialog(): void {
  // Quiet on failure: opening the dialog loads it again and says so if it still fails.
  editNoteDialog.load().catch(() => undefined);
}
