import type { Note } from "@shared/schemas/note";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { refreshNotes } from "@/lib/notes-cache";
import { restoreSnapshots, updateCached } from "@/lib/optimistic";
import { queryKeys } from "@/lib/query-keys";

export const trashQuery = () =>
  queryOptions({ queryKey: queryKeys.trash.all, queryFn: async () => (await unwrap(await api.trash.$get())).notes });

/** Trashed notes, most recently changed first. */
export function useTrash() {
  return useQuery(trashQuery());
}

/** A change to the trash; the entries leave the list at once and come back if the server refuses. */
function useTrashMutation<Input>(
  request: (input: Input) => Promise<unknown>,
  leaves: (input: Input) => (note: Note) => boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: async (input: Input) => ({
      snapshot: await updateCached<Note[]>(queryClient, queryKeys.trash.all, (notes) =>
        notes.filter((note) => !leaves(input)(note)),
      ),
    }),
    onError: (_error, _input, context) => restoreSnapshots(queryClient, context?.snapshot),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.trash.all }), refreshNotes(queryClient)]);
    },
  });
}

export function useRestoreNote() {
  return useTrashMutation(
    async (id: number) => unwrap(await api.trash[":id"].restore.$post({ param: { id: String(id) } })),
    (id) => (note) => note.id === id,
  );
}

export function useDeletePermanently() {
  return useTrashMutation(
    async (id: number) => unwrap(await api.trash[":id"].$delete({ param: { id: String(id) } })),
    (id) => (note) => note.id === id,
  );
}

/** Empties the trash; resolves with how many notes were deleted. */
export function useEmptyTrash() {
  return useTrashMutation(
    async (_: undefined) => (await unwrap(await api.trash.$delete())).deleted,
    () => () => true,
  );
}
