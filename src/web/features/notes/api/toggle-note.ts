import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { findCachedNote, refreshNotes, rollback, shiftFigures, updateNoteEverywhere } from "@/lib/notes-cache";

/** Ticks a task done or open again; the circle and the card change before the server answers. */
export function useToggleNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await api.notes[":id"].toggle.$post({ param: { id: String(id) } })),
    onMutate: async (id) => {
      // The progress card reads the server's figure (the list holds only loaded pages): move it too.
      const cached = findCachedNote(queryClient, id);
      const figures = cached
        ? await shiftFigures(queryClient, { category: cached.category, completed: cached.completed ? -1 : 1 })
        : [];
      const notes = await updateNoteEverywhere(queryClient, id, (note) => ({ ...note, completed: !note.completed }));
      return { snapshots: [...notes, ...figures] };
    },
    onError: (_error, _id, context) => rollback(queryClient, context?.snapshots),
    onSettled: () => refreshNotes(queryClient),
  });
}
