import { useEffect } from "react";
import { onDemand } from "@/lib/on-demand";
import { useOnDemand } from "@/lib/use-on-demand";
import type { EditNoteDialogProps } from "./edit-note-form-dialog";

// The dialog brings its form, the date picker and Radix Dialog; /home loads it when a card is reached for.
const editNoteFormDialog = onDemand(() => import("./edit-note-form-dialog"));

/** Starts loading the edit dialog (a pointer over the list, focus on a card) so opening it rarely waits. */
export function preloadEditNoteDialog(): void {
  // Quiet on failure: opening the dialog loads it again and says so if it still fails.
  editNoteFormDialog.load().catch(() => undefined);
}

/**
 * The edit dialog of a task or note (edit-note-form-dialog.tsx), loaded on demand: asked to open
 * before its code is in, it loads the code and opens then.
 */
export function EditNoteDialog(props: EditNoteDialogProps) {
  const dialog = useOnDemand(editNoteFormDialog);
  const { isOpen, onOpenChange } = props;
  const { module, load } = dialog;
  useEffect(() => {
    if (!isOpen || module) return;
    // Not opened after all when the code cannot be fetched (the load says why), so the next click asks again.
    void load().then((loaded) => loaded || onOpenChange(false));
  }, [isOpen, module, load, onOpenChange]);
  return dialog.module ? <dialog.module.EditNoteFormDialog {...props} /> : null;
}
