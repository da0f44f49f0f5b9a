import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { refreshNotes, rollback, updateNoteEverywhere } from "@/lib/notes-cache";

/** Ticks a task done or open again; the circle and the card change before the server answers. */
export function useToggleNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await api.notes[":id"].toggle.$post({ param: { id: String(id) } })),
    onMutate: async (id) => ({
      snapshots: await updateNoteEverywhere(queryClient, id, (note) => ({ ...note, completed: !note.completed })),
    }),
    onError: (_error, _id, context) => rollback(queryClient, context?.snapshots),
    onSettled: () => refreshNotes(queryClient),
  });
}
