import { ITEM_QUANTITY_MAX, type ShoppingItem } from "@shared/schemas/note";
import { itemNameKey, mergeQuantity, suggestItems } from "@shared/shopping-memory";
import { useQueryClient } from "@tanstack/react-query";
import { type RefObject, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { queryKeys } from "@/lib/query-keys";
import { newRequestId } from "@/lib/request-id";
import { showErrorToast } from "@/lib/show-error-toast";
import { useRememberedItems } from "../api/remembered-items";
import { useAddItem, useUpdateItem } from "../api/shopping-items";
import type { NewItem } from "./add-item-form";

/** A name typed again while it waits unbought on the list: add to that item, or add it anyway. */
export type MergeOffer = {
  existing: ShoppingItem;
  incoming: NewItem;
  /** The quantity after adding to it, or null when that would not fit (then only "add anyway"). */
  merged: string | null;
  /** Puts the typed text back in the field (Cancel). */
  restore: () => void;
};

/**
 * The add field of a list that remembers (issue 25): a name the person gave a category before goes
 * under it (unless a category is chosen for the new items); a name already waiting unbought on the
 * list is not added twice at once — the screen offers to add to that item's quantity instead.
 */
export function useAddWithMemory(
  noteId: string,
  openItems: readonly ShoppingItem[],
  inputRef: RefObject<HTMLInputElement | null>,
) {
  const { t } = useTranslation(["shopping", "errors"]);
  const queryClient = useQueryClient();
  const remembered = useRememberedItems();
  const addItem = useAddItem(noteId);
  const updateItem = useUpdateItem(noteId);
  const [offer, setOffer] = useState<MergeOffer | null>(null);

  const suggestionsFor = (typed: string) =>
    suggestItems(remembered, typed, { exclude: openItems.map((item) => item.name) });

  const rememberedCategory = (name: string) =>
    remembered.find((item) => itemNameKey(item.name) === itemNameKey(name))?.category ?? null;

  // mutateAsync, not mutate: each call reports its own outcome, even when several run at once. Adding
  // does not wait for the server (the field is empty at once, ready for the next item); the key makes
  // a retry of this one submission harmless.
  const addNow = ({ name, category, quantity }: NewItem, restore: () => void) => {
    const input = { name, category: category ?? rememberedCategory(name), quantity };
    addItem.mutateAsync({ input, idempotencyKey: newRequestId() }).then(
      () => {
        toast.success(t("toast.added"));
        void queryClient.invalidateQueries({ queryKey: queryKeys.shopping.rememberedItems() });
      },
      () => {
        restore();
        showErrorToast(t, "shopping:toast.addFailed");
      },
    );
  };

  const handleAdd = (item: NewItem, restore: () => void) => {
    const existing = openItems.find((open) => itemNameKey(open.name) === itemNameKey(item.name));
    if (existing) {
      const merged = mergeQuantity(existing.quantity, item.quantity);
      setOffer({ existing, incoming: item, merged: merged.length <= ITEM_QUANTITY_MAX ? merged : null, restore });
      return;
    }
    addNow(item, restore);
    inputRef.current?.focus();
  };

  const close = () => {
    setOffer(null);
    inputRef.current?.focus();
  };

  const handleMerge = () => {
    if (!offer?.merged) return;
    const { existing, merged } = offer;
    close();
    updateItem.mutateAsync({ itemId: existing.id, changes: { quantity: merged } }).then(
      () => toast.success(t("toast.merged", { name: existing.name, quantity: merged })),
      () => showErrorToast(t, "shopping:toast.mergeFailed"),
    );
  };

  const handleAddAnyway = () => {
    if (!offer) return;
    const { incoming, restore } = offer;
    close();
    addNow(incoming, restore);
  };

  const handleCancel = () => {
    offer?.restore();
    close();
  };

  return { suggestionsFor, handleAdd, offer, handleMerge, handleAddAnyway, handleCancel };
}
