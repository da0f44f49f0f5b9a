import type { CreateTagInput, Tag, UpdateTagInput } from "@shared/schemas/tag";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { refreshNotes, rollback, updateNoteLists } from "@/lib/notes-cache";
import { restoreSnapshots, updateCached } from "@/lib/optimistic";
import { queryKeys } from "@/lib/query-keys";
import { retryUnanswered } from "@/lib/retry-unanswered";

export const tagsQuery = () =>
  queryOptions({ queryKey: queryKeys.tags.all, queryFn: async () => (await unwrap(await api.tags.$get())).tags });

/** The user's tags by name. */
export function useTags() {
  return useQuery(tagsQuery());
}

const byName = (tags: Tag[]) =>
  [...tags].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" }));
let temporaryId = 0;

/**
 * One submission of the add form. `idempotencyKey` (lib/request-id, made once per submission) goes in
 * the Idempotency-Key header: the server answers a key it has seen with the tag it created then.
 */
export type CreateTagRequest = { input: CreateTagInput; idempotencyKey: string };

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, idempotencyKey }: CreateTagRequest) =>
      unwrap(await api.tags.$post({ json: input }, { headers: { "Idempotency-Key": idempotencyKey } })),
    // A request that got no answer may still have created the tag: asking again with the same key is safe.
    retry: retryUnanswered,
    onMutate: async ({ input }) => {
      temporaryId -= 1;
      const draft: Tag = { id: temporaryId, name: input.name.trim(), color: input.color ?? "#9b87f5" };
      return {
        snapshot: await updateCached<Tag[]>(queryClient, queryKeys.tags.all, (tags) => byName([...tags, draft])),
      };
    },
    onError: (_error, _input, context) => restoreSnapshots(queryClient, context?.snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tags.all }),
  });
}

/** Rename and/or recolour. */
export function useUpdateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: UpdateTagInput }) =>
      unwrap(await api.tags[":id"].$patch({ param: { id: String(id) }, json: changes })),
    onMutate: async ({ id, changes }) => ({
      snapshot: await updateCached<Tag[]>(queryClient, queryKeys.tags.all, (tags) =>
        byName(
          tags.map((tag) => (tag.id === id ? { ...tag, ...changes, name: changes.name?.trim() ?? tag.name } : tag)),
        ),
      ),
    }),
    onError: (_error, _input, context) => restoreSnapshots(queryClient, context?.snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tags.all }),
  });
}

/** Deletes a tag; its chips leave every note at once. */
export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await unwrap(await api.tags[":id"].$delete({ param: { id: String(id) } }));
    },
    onMutate: async (id) => {
      const tags = await updateCached<Tag[]>(queryClient, queryKeys.tags.all, (list) =>
        list.filter((tag) => tag.id !== id),
      );
      const notes = await updateNoteLists(queryClient, (list) =>
        list.map((note) => ({ ...note, tags: note.tags.filter((tagId) => tagId !== id) })),
      );
      return { snapshots: [tags, notes] };
    },
    onError: (_error, _id, context) => rollback(queryClient, context?.snapshots),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.tags.all }), refreshNotes(queryClient)]);
    },
  });
}
