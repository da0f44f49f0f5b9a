import type { AddItemInput, ShoppingItem, UpdateItemInput } from "@shared/schemas/note";
import { useMutation } from "@tanstack/react-query";
import { outboxCommand } from "@/lib/outbox/run-command";
import type { addItem, deleteItem, restoreItem, setItemCompleted, updateItem } from "./shopping-command-kinds";

/** The changes, typed by their kinds (shopping-command-kinds.ts, loaded with the outbox). */
const addItemCommand = outboxCommand<typeof addItem>("items.add");
const updateItemCommand = outboxCommand<typeof updateItem>("items.update");
const setItemCompletedCommand = outboxCommand<typeof setItemCompleted>("items.setCompleted");
const deleteItemCommand = outboxCommand<typeof deleteItem>("items.delete");
const restoreItemCommand = outboxCommand<typeof restoreItem>("items.restore");

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
    mutationFn: ({ input, idempotencyKey }: AddItemRequest) => addItemCommand({ noteId, input }, idempotencyKey),
  });
}

/** Renames an item or moves it to another category. */
export function useUpdateItem(noteId: string) {
  return useMutation({
    networkMode: "always",
    mutationFn: ({ itemId, changes }: { itemId: string; changes: UpdateItemInput }) =>
      updateItemCommand({ noteId, itemId, changes }),
  });
}

/** Ticks an item off or back on: the state it changes to is what is sent (never "flip"). */
export function useToggleItem(noteId: string) {
  return useMutation({
    networkMode: "always",
    mutationFn: (itemId: string) => setItemCompletedCommand({ noteId, itemId }),
  });
}

export function useDeleteItem(noteId: string) {
  return useMutation({
    networkMode: "always",
    mutationFn: (itemId: string) => deleteItemCommand({ noteId, itemId }),
  });
}

/** Undo of a deleted item: it returns in its place, category and bought state (the server kept it). */
export function useRestoreItem(noteId: string) {
  return useMutation({
    networkMode: "always",
    mutationFn: (item: ShoppingItem) => restoreItemCommand({ noteId, item }),
  });
}
