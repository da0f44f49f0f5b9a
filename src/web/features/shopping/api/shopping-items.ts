import type { AddItemInput, ShoppingItem, UpdateItemInput } from "@shared/schemas/note";
import { useMutation } from "@tanstack/react-query";
import { shoppingCommands } from "./shopping-commands";

/**
 * One submission of the add field. `idempotencyKey` (lib/request-id, made once per submission) is the
 * outbox command's id and Idempotency-Key: the server answers a key it has seen with the item it added then.
 */
export type AddItemRequest = { input: AddItemInput; idempotencyKey: string };

/**
 * A shopping list's changes, all through the outbox (so also offline): each shows in the list's
 * detail query at once, and the lists' done/total follow when they are fetched again.
 */
export function useAddItem(noteId: string) {
  return useMutation({
    networkMode: "always",
    mutationFn: ({ input, idempotencyKey }: AddItemRequest) =>
      shoppingCommands.addItem({ noteId, input }, idempotencyKey),
  });
}

/** Renames an item or moves it to another category. */
export function useUpdateItem(noteId: string) {
  return useMutation({
    networkMode: "always",
    mutationFn: ({ itemId, changes }: { itemId: string; changes: UpdateItemInput }) =>
      shoppingCommands.updateItem({ noteId, itemId, changes }),
  });
}

/** Ticks an item off or back on: the state it changes to is what is sent (never "flip"). */
export function useToggleItem(noteId: string) {
  return useMutation({
    networkMode: "always",
    mutationFn: (itemId: string) => shoppingCommands.setItemCompleted({ noteId, itemId }),
  });
}

export function useDeleteItem(noteId: string) {
  return useMutation({
    networkMode: "always",
    mutationFn: (itemId: string) => shoppingCommands.deleteItem({ noteId, itemId }),
  });
}

/** Undo of a deleted item: it returns in its place, category and bought state (the server kept it). */
export function useRestoreItem(noteId: string) {
  return useMutation({
    networkMode: "always",
    mutationFn: (item: ShoppingItem) => shoppingCommands.restoreItem({ noteId, item }),
  });
}
