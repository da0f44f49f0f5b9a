import type { Note } from "@shared/schemas/note";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { refreshNotes, rollback, updateNoteLists } from "@/lib/notes-cache";
import { updateCached } from "@/lib/optimistic";
import { queryKeys } from "@/lib/query-keys";

/** Moves a note to the trash; it leaves the list at once and comes back if the server refuses. */
export function useTrashNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await unwrap(await api.notes[":id"].$delete({ param: { id: String(id) } }));
    },
    onMutate: async (id) => ({
      snapshots: [await updateNoteLists(queryClient, (notes) => notes.filter((note) => note.id !== id))],
    }),
    onError: (_error, _id, context) => rollback(queryClient, context?.snapshots),
    onSettled: async () => {
      await Promise.all([refreshNotes(queryClient), queryClient.invalidateQueries({ queryKey: queryKeys.trash.all })]);
    },
  });
}

/** Newest first, as the server lists them (created_at, then id, descending). */
const isNewer = (a: Note, b: Note) => a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);

/**
 * Undo of "Moved to trash": restores the note (the trash's restore API) and puts it back in its place
 * in the lists it belongs to at once; it leaves them again if the server refuses.
 */
export function useUndoTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: Note) => {
      await unwrap(await api.trash[":id"].restore.$post({ param: { id: String(note.id) } }));
    },
    onMutate: async (note) => {
      const putBack = (notes: Note[]) => {
        if (notes.some((entry) => entry.id === note.id)) return notes;
        const index = notes.findIndex((entry) => isNewer(note, entry));
        return index === -1 ? [...notes, note] : [...notes.slice(0, index), note, ...notes.slice(index)];
      };
      // Only the lists the note belongs in: all notes, and its own category.
      const all = await updateCached<Note[]>(queryClient, queryKeys.notes.list("all"), putBack);
      const own = await updateCached<Note[]>(queryClient, queryKeys.notes.list(note.category), putBack);
      return { snapshots: [all, own] };
    },
    onError: (_error, _note, context) => rollback(queryClient, context?.snapshots),
    onSettled: async () => {
      await Promise.all([refreshNotes(queryClient), queryClient.invalidateQueries({ queryKey: queryKeys.trash.all })]);
    },
  });
}
