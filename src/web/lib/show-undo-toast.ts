import type { TFunction } from "i18next";
import { toast } from "sonner";

/**
 * How long a toast that can be undone stays: longer than sonner's 4 s, so there is time to reach
 * Undo by keyboard (Alt+T moves the focus into the toasts, which also pauses them) or by thumb.
 */
export const UNDO_TOAST_MS = 8000;

type UndoToast = {
  message: string;
  onUndo: () => void;
  /** The same id replaces an earlier toast (one per item), and lets the caller dismiss it. */
  id?: string;
};

/** A success toast with an "Undo" button (a real button: Tab and Enter reach it); Undo closes the toast. */
export function showUndoToast(t: TFunction, { message, onUndo, id }: UndoToast): void {
  toast.success(message, {
    ...(id === undefined ? {} : { id }),
    duration: UNDO_TOAST_MS,
    action: { label: t("common:actions.undo"), onClick: onUndo },
  });
}
