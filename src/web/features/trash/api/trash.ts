import type { Note } from "@shared/schemas/note";
import type { TrashPageSchema } from "@shared/schemas/note-page";
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { z } from "zod";
import { noteCountsQuery } from "@/features/notes/api/get-note-stats";
import { api, unwrap } from "@/lib/api-client";
import { mapPages, refreshNotes } from "@/lib/notes-cache";
import { restoreSnapshots, updateCached } from "@/lib/optimistic";
import { queryKeys } from "@/lib/query-keys";

type TrashPages = InfiniteData<z.infer<typeof TrashPageSchema>, string | null>;

export const trashQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.trash.all,
    queryFn: async ({ pageParam }) => unwrap(await api.trash.$get({ query: pageParam ? { cursor: pageParam } : {} })),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Trashed notes, most recently changed first, a page at a time. */
export function useTrash() {
  return useInfiniteQuery(trashQuery());
}

/** How many notes the trash holds (the server's counts; the list may hold only its first pages). */
export function useTrashCount() {
  return useQuery({ ...noteCountsQuery(), select: (counts) => counts.trash });
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
      snapshot: await updateCached<TrashPages>(queryClient, queryKeys.trash.all, (cached) =>
        mapPages(cached, (notes) => notes.filter((note) => !leaves(input)(note))),
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
