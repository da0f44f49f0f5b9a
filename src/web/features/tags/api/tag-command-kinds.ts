import type { CreateTagInput, Tag, UpdateTagInput } from "@shared/schemas/tag";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { uuidv7 } from "uuidv7";
import { api, unwrap } from "@/lib/api-client";
import { onListNotes } from "@/lib/notes-cache-changes";
import { commandKind, idempotencyHeaders, isUnder } from "@/lib/outbox/command-kind";
import { markCreationPending, markCreationSettled } from "@/lib/pending-creations";
import { queryKeys } from "@/lib/query-keys";

const byName = (tags: Tag[]) =>
  [...tags].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" }));

function onTags(key: QueryKey, data: unknown, update: (tags: Tag[]) => Tag[]): unknown {
  return isUnder(key, queryKeys.tags.all) && Array.isArray(data) ? byName(update(data as Tag[])) : data;
}

const tagName = (queryClient: QueryClient, id: string) =>
  queryClient.getQueryData<Tag[]>(queryKeys.tags.all)?.find((tag) => tag.id === id)?.name ?? "";

export const createTag = commandKind("tags.create", {
  prepare: (_queryClient, fields: CreateTagInput) => {
    // The id is made here (UUIDv7) and kept by the server; the tag counts as pending until sent.
    const input = { ...fields, id: fields.id ?? uuidv7() };
    markCreationPending(input.id);
    const draft: Tag = { id: input.id, name: input.name.trim(), color: input.color ?? "#9b87f5" };
    return { id: input.id, input, draft };
  },
  send: async ({ input }, key) => {
    try {
      return unwrap(await api.tags.$post({ json: input }, idempotencyHeaders(key)));
    } finally {
      markCreationSettled(input.id);
    }
  },
  apply: (key, data, { draft }) =>
    onTags(key, data, (tags) => (tags.some((tag) => tag.id === draft.id) ? tags : [...tags, draft])),
  affects: [queryKeys.tags.all],
  subject: ({ draft }) => ({ name: draft.name, gone: "tag" }),
});

/** Rename and/or recolour. */
export const updateTag = commandKind("tags.update", {
  prepare: (queryClient, { id, changes }: { id: string; changes: UpdateTagInput }) => ({
    id,
    changes,
    name: changes.name?.trim() ?? tagName(queryClient, id),
  }),
  send: async ({ id, changes }, key) =>
    unwrap(await api.tags[":id"].$patch({ param: { id: id }, json: changes }, idempotencyHeaders(key))),
  apply: (key, data, { id, changes }) =>
    onTags(key, data, (tags) =>
      tags.map((tag) => (tag.id === id ? { ...tag, ...changes, name: changes.name?.trim() ?? tag.name } : tag)),
    ),
  affects: [queryKeys.tags.all],
  subject: ({ name }) => ({ name, gone: "tag" }),
});

/** Deletes a tag; its chips leave every note at once. */
export const deleteTag = commandKind("tags.delete", {
  prepare: (queryClient, id: string) => ({ id, name: tagName(queryClient, id) }),
  send: async ({ id }, key) => {
    await unwrap(await api.tags[":id"].$delete({ param: { id: id } }, idempotencyHeaders(key)));
  },
  apply: (key, data, { id }) => {
    const tags = onTags(key, data, (list) => list.filter((tag) => tag.id !== id));
    return onListNotes(key, tags, (notes) =>
      notes.map((note) => ({ ...note, tags: note.tags.filter((tag) => tag !== id) })),
    );
  },
  affects: [queryKeys.tags.all, queryKeys.notes.all],
  subject: ({ name }) => ({ name, gone: "tag" }),
});

/** The tags' kinds of change, registered for the outbox by app/outbox.ts. */
export const tagCommandKinds = [createTag, updateTag, deleteTag];
