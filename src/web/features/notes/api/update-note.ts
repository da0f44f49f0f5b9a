import type { Note, UpdateNoteInput } from "@shared/schemas/note";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { refreshNotes, rollback, updateNoteEverywhere } from "@/lib/notes-cache";

/** Saves an edit; the card shows the new values at once and goes back if the server refuses. */
export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: UpdateNoteInput }) =>
      unwrap(await api.notes[":id"].$patch({ param: { id: String(id) }, json: changes })),
    onMutate: async ({ id, changes }) => {
      const { title, ...rest } = changes;
      const patch: Partial<Omit<Note, "items">> = { ...rest, ...(title === undefined ? {} : { title: title.trim() }) };
      return { snapshots: await updateNoteEverywhere(queryClient, id, (note) => ({ ...note, ...patch })) };
    },
    onError: (_error, _input, context) => rollback(queryClient, context?.snapshots),
    onSettled: () => refreshNotes(queryClient),
  });
}
