import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { refreshNotes, rollback, updateNoteLists } from "@/lib/notes-cache";
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
