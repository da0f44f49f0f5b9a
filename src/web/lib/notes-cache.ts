import type { Note } from "@shared/schemas/note";
import type { QueryClient } from "@tanstack/react-query";
import { restoreSnapshots, type Snapshot, updateCached } from "@/lib/optimistic";
import { queryKeys } from "@/lib/query-keys";

/** Changes every cached list of notes at once (all, tasks, shopping, notes); returns the rollback. */
export function updateNoteLists(queryClient: QueryClient, update: (notes: Note[]) => Note[]): Promise<Snapshot> {
  return updateCached<Note[]>(queryClient, queryKeys.notes.lists(), update);
}

/** Changes one note wherever it is cached: in the lists and in its own detail query. */
export async function updateNoteEverywhere(
  queryClient: QueryClient,
  id: number,
  update: (note: Note) => Note,
): Promise<Snapshot[]> {
  const lists = await updateNoteLists(queryClient, (notes) =>
    notes.map((note) => (note.id === id ? update(note) : note)),
  );
  const detail = await updateCached<Note>(queryClient, queryKeys.notes.detail(id), update);
  return [lists, detail];
}

export function rollback(queryClient: QueryClient, snapshots: Snapshot[] | undefined): void {
  restoreSnapshots(queryClient, ...(snapshots ?? []));
}

/** After any change to notes: lists, counts, progress and details are fetched again in the background. */
export function refreshNotes(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.notes.all });
}
