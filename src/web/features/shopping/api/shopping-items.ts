import type { Note, ShoppingItem } from "@shared/schemas/note";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { refreshNotes, rollback, updateNoteEverywhere } from "@/lib/notes-cache";

const withItems = (update: (items: ShoppingItem[]) => ShoppingItem[]) => (note: Note) => ({
  ...note,
  items: update(note.items),
});
let temporaryId = 0;

/** Adds an item to a list; it appears at once (with a temporary id) and is replaced by the server's. */
export function useAddItem(noteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      unwrap(await api.notes[":id"].items.$post({ param: { id: String(noteId) }, json: { name } })),
    onMutate: async (name) => {
      temporaryId -= 1;
      const draft: ShoppingItem = { id: temporaryId, noteId, name: name.trim(), completed: false };
      return {
        snapshots: await updateNoteEverywhere(
          queryClient,
          noteId,
          withItems((items) => [...items, draft]),
        ),
      };
    },
    onError: (_error, _name, context) => rollback(queryClient, context?.snapshots),
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
      snapshots: await updateNoteEverywhere(
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
      snapshots: await updateNoteEverywhere(
        queryClient,
        noteId,
        withItems((items) => items.filter((item) => item.id !== itemId)),
      ),
    }),
    onError: (_error, _itemId, context) => rollback(queryClient, context?.snapshots),
    onSettled: () => refreshNotes(queryClient),
  });
}
