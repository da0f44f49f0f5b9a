import type { AddItemInput, Note, ShoppingItem, UpdateItemInput } from "@shared/schemas/note";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { refreshNotes, rollback, updateNoteDetail } from "@/lib/notes-cache";
import { retryUnanswered } from "@/lib/retry-unanswered";

const withItems = (update: (items: ShoppingItem[]) => ShoppingItem[]) => (note: Note) => ({
  ...note,
  items: update(note.items),
});
let temporaryId = 0;

/**
 * One submission of the add field. `idempotencyKey` (lib/request-id, made once per submission) goes in
 * the Idempotency-Key header: the server answers a key it has seen with the item it added then.
 */
export type AddItemRequest = { input: AddItemInput; idempotencyKey: string };

/** Adds an item to a list; it appears at once (with a temporary id) and is replaced by the server's. */
export function useAddItem(noteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, idempotencyKey }: AddItemRequest) =>
      unwrap(
        await api.notes[":id"].items.$post(
          { param: { id: String(noteId) }, json: input },
          { headers: { "Idempotency-Key": idempotencyKey } },
        ),
      ),
    // A request that got no answer may still have added the item: asking again with the same key is safe.
    retry: retryUnanswered,
    onMutate: async ({ input }) => {
      temporaryId -= 1;
      const draft: ShoppingItem = {
        id: temporaryId,
        noteId,
        name: input.name.trim(),
        completed: false,
        category: input.category?.trim() || null,
      };
      return {
        snapshots: await updateNoteDetail(
          queryClient,
          noteId,
          withItems((items) => [...items, draft]),
        ),
      };
    },
    onError: (_error, _input, context) => rollback(queryClient, context?.snapshots),
    onSettled: () => refreshNotes(queryClient),
  });
}

/** Renames an item or moves it to another category. */
export function useUpdateItem(noteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ itemId, changes }: { itemId: number; changes: UpdateItemInput }) =>
      unwrap(
        await api.notes[":id"].items[":itemId"].$patch({
          param: { id: String(noteId), itemId: String(itemId) },
          json: changes,
        }),
      ),
    onMutate: async ({ itemId, changes }) => {
      const patch: Partial<ShoppingItem> = {
        ...(changes.name === undefined ? {} : { name: changes.name.trim() }),
        ...(changes.category === undefined ? {} : { category: changes.category?.trim() || null }),
      };
      return {
        snapshots: await updateNoteDetail(
          queryClient,
          noteId,
          withItems((items) => items.map((item) => (item.id === itemId ? { ...item, ...patch } : item))),
        ),
      };
    },
    onError: (_error, _input, context) => rollback(queryClient, context?.snapshots),
    onSettled: () => refreshNotes(queryClient),
  });
}

/** Ticks an item off or back on. */
export function useToggleItem(noteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (itemId: number) =>
      unwrap(
        await api.notes[":id"].items[":itemId"].toggle.$post({ param: { id: String(noteId), itemId: String(itemId) } }),
      ),
    onMutate: async (itemId) => ({
      snapshots: await updateNoteDetail(
        queryClient,
        noteId,
        withItems((items) =>
          items.map((item) => (item.id === itemId ? { ...item, completed: !item.completed } : item)),
        ),
      ),
    }),
    onError: (_error, _itemId, context) => rollback(queryClient, context?.snapshots),
    onSettled: () => refreshNotes(queryClient),
  });
}

export function useDeleteItem(noteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (itemId: number) => {
      await unwrap(
        await api.notes[":id"].items[":itemId"].$delete({ param: { id: String(noteId), itemId: String(itemId) } }),
      );
    },
    onMutate: async (itemId) => ({
      snapshots: await updateNoteDetail(
        queryClient,
        noteId,
        withItems((items) => items.filter((item) => item.id !== itemId)),
      ),
    }),
    onError: (_error, _itemId, context) => rollback(queryClient, context?.snapshots),
    onSettled: () => refreshNotes(queryClient),
  });
}

/**
 * Undo of a deleted item: the server keeps a deleted item a while and brings it back with its id, so
 * it returns in its place (items keep the order of adding), category and bought state — here at once.
 */
export function useRestoreItem(noteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: ShoppingItem) =>
      unwrap(
        await api.notes[":id"].items[":itemId"].restore.$post({
          param: { id: String(noteId), itemId: String(item.id) },
        }),
      ),
    onMutate: async (item) => ({
      snapshots: await updateNoteDetail(
        queryClient,
        noteId,
        withItems((items) => {
          if (items.some((entry) => entry.id === item.id)) return items;
          // Before the first item added after it (drafts have negative ids and stay at the end).
          const index = items.findIndex((entry) => entry.id > item.id);
          return index === -1 ? [...items, item] : [...items.slice(0, index), item, ...items.slice(index)];
        }),
      ),
    }),
    onError: (_error, _item, context) => rollback(queryClient, context?.snapshots),
    onSettled: () => refreshNotes(queryClient),
  });
}
