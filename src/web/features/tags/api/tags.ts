import type { CreateTagInput, UpdateTagInput } from "@shared/schemas/tag";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { outboxCommand } from "@/lib/outbox/run-command";
import { queryKeys } from "@/lib/query-keys";
import type { createTag, deleteTag, updateTag } from "./tag-command-kinds";

/** The changes, typed by their kinds (tag-command-kinds.ts, loaded with the outbox). */
const createTagCommand = outboxCommand<typeof createTag>("tags.create");
const updateTagCommand = outboxCommand<typeof updateTag>("tags.update");
const deleteTagCommand = outboxCommand<typeof deleteTag>("tags.delete");

export const tagsQuery = () =>
  queryOptions({ queryKey: queryKeys.tags.all, queryFn: async () => (await unwrap(await api.tags.$get())).tags });

/** The user's tags by name. */
export function useTags() {
  return useQuery(tagsQuery());
}

/**
 * One submission of the add form. `idempotencyKey` (lib/request-id, made once per submission) is the
 * outbox command's id and Idempotency-Key: the server answers a key it has seen with the tag it created then.
 */
export type CreateTagRequest = { input: CreateTagInput; idempotencyKey: string };

/** A new tag (through the outbox, so also offline); it shows in the list at once. */
export function useCreateTag() {
  return useMutation({
    networkMode: "always",
    mutationFn: ({ input, idempotencyKey }: CreateTagRequest) => createTagCommand(input, idempotencyKey),
  });
}

/** Rename and/or recolour. */
export function useUpdateTag() {
  return useMutation({
    networkMode: "always",
    mutationFn: (input: { id: string; changes: UpdateTagInput }) => updateTagCommand(input),
  });
}

/** Deletes a tag; its chips leave every note at once. */
export function useDeleteTag() {
  return useMutation({
    networkMode: "always",
    mutationFn: (id: string) => deleteTagCommand(id),
  });
}
