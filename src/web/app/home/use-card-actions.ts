import type { NoteSummary as Note } from "@shared/schemas/note-page";
import { type RefObject, useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useToggleNote } from "@/features/notes/api/toggle-note";
import { useTrashNote, useUndoTrash } from "@/features/notes/api/trash-note";
import { apiErrorKey } from "@/lib/api-error-key";
import { showErrorToast } from "@/lib/show-error-toast";
import { showUndoToast } from "@/lib/show-undo-toast";

type CardActionsOptions = {
  /** The list's element: the cards carry `data-note-id`, their first action `data-card-action`. */
  listRef: RefObject<HTMLElement | null>;
  /** Where focus goes when the list is left empty (the tab's count line). */
  countRef: RefObject<HTMLElement | null>;
  /** The Today screen: a ticked task leaves the list. */
  dueBy: string | undefined;
  /** Scrolls to a card that moves (a ticked task goes to "Completed"). */
  follow: (noteId: string) => void;
};

/**
 * What a tab's cards do: tick (with Undo), move to the trash (with Undo), and where focus goes when a
 * card leaves the list — the next card, else the previous, else the count.
 */
export function useCardActions({ listRef, countRef, dueBy, follow }: CardActionsOptions) {
  const { t } = useTranslation(["notes", "common"]);
  const toggleNote = useToggleNote();
  const trashNote = useTrashNote();
  const undoTrash = useUndoTrash();
  /** Where focus goes once the edit dialog has closed over a card it trashed. */
  const focusAfterDialog = useRef<(() => void) | null>(null);
  // When each task was ticked here, so it tops "Completed" at once rather than after the server's answer.
  const [tickedAt, setTickedAt] = useState<ReadonlyMap<string, number>>(new Map());
  const changedAt = useCallback(
    (task: Note) => Math.max(Date.parse(task.updatedAt) || 0, tickedAt.get(task.id) ?? 0),
    [tickedAt],
  );

  const focusTargetAfter = (note: Note): (() => void) => {
    const cards = [...(listRef.current?.querySelectorAll<HTMLElement>("[data-note-id]") ?? [])];
    const index = cards.findIndex((card) => card.dataset.noteId === String(note.id));
    const neighbour = cards[index + 1] ?? cards[index - 1];
    const target = neighbour?.querySelector<HTMLElement>("[data-card-action]") ?? countRef.current;
    return () => target?.focus();
  };

  const trash = (note: Note) => {
    trashNote.mutateAsync(note.id).then(
      () => showUndoToast(t, { message: t(`toasts.trashed.${note.category}`), onUndo: () => undoTrashOf(note) }),
      (error: unknown) => showErrorToast(t, apiErrorKey(error)),
    );
  };

  const undoTrashOf = (note: Note) => {
    undoTrash.mutateAsync(note).then(
      () => toast.success(t(`toasts.restored.${note.category}`)),
      (error: unknown) => showErrorToast(t, apiErrorKey(error)),
    );
  };

  const handleTrash = (note: Note) => {
    focusTargetAfter(note)();
    trash(note);
  };

  /**
   * A card leaving the list from the edit dialog (converted to the other kind, or trashed): focus moves on
   * to its neighbour once the dialog has closed (handleCloseAutoFocus).
   */
  const leftFromDialog = (note: Note) => {
    focusAfterDialog.current = focusTargetAfter(note);
  };

  const trashFromDialog = (note: Note) => {
    leftFromDialog(note);
    trash(note);
  };

  const handleToggle = (note: Note) => {
    // On the Today screen a ticked task leaves the list (Undo brings it back): focus goes to the next one.
    if (dueBy && !note.completed) focusTargetAfter(note)();
    follow(note.id);
    setTickedAt((current) => new Map(current).set(note.id, Date.now()));
    // Ticking it back by hand makes the earlier Undo meaningless.
    const undoId = `undo-toggle-${note.id}`;
    toast.dismiss(undoId);
    toggleNote
      .mutateAsync(note.id)
      .then(() => {
        if (note.completed) return;
        showUndoToast(t, {
          id: undoId,
          message: t("toasts.completed"),
          onUndo: () => handleToggle({ ...note, completed: true }),
        });
      })
      .catch((error: unknown) => showErrorToast(t, apiErrorKey(error)));
  };

  return { changedAt, handleTrash, handleToggle, trashFromDialog, leftFromDialog, focusAfterDialog };
}
