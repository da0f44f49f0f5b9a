import type { ShoppingItem } from "@shared/schemas/note";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { showErrorToast } from "@/lib/show-error-toast";
import { showUndoToast } from "@/lib/show-undo-toast";
import { useDeleteItem, useRestoreItem } from "../api/shopping-items";

const UNDO_ID = "undo-clear-bought";

/**
 * "Clear bought items" (issue 25): every bought item is deleted the way one is (so also offline, each
 * kept a while on the server for Undo), and one Undo toast brings them all back in their places.
 */
export function useClearBought(noteId: string) {
  const { t } = useTranslation(["shopping", "errors"]);
  const deleteItem = useDeleteItem(noteId);
  const restoreItem = useRestoreItem(noteId);

  const restoreAll = (items: readonly ShoppingItem[]) => {
    void Promise.allSettled(items.map((item) => restoreItem.mutateAsync(item))).then((results) => {
      const isEveryBack = results.every((result) => result.status === "fulfilled");
      if (isEveryBack) toast.success(t("toast.clearUndone", { count: items.length }));
      else showErrorToast(t, "shopping:toast.restoreFailed");
    });
  };

  return (bought: readonly ShoppingItem[]) => {
    if (bought.length === 0) return;
    toast.dismiss(UNDO_ID);
    void Promise.allSettled(bought.map((item) => deleteItem.mutateAsync(item.id))).then((results) => {
      const cleared = bought.filter((_, index) => results[index]?.status === "fulfilled");
      if (cleared.length < bought.length) showErrorToast(t, "shopping:toast.clearFailed");
      if (cleared.length === 0) return;
      showUndoToast(t, {
        id: UNDO_ID,
        message: t("toast.cleared", { count: cleared.length }),
        onUndo: () => restoreAll(cleared),
      });
    });
  };
}
