import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { mapPages } from "@/lib/notes-cache";
import { commandKind, idempotencyHeaders, isUnder } from "@/lib/outbox/command-kind";
import { queryKeys } from "@/lib/query-keys";

type TrashEntry = { id: string; title: string; category: string };
type TrashPages = { pages: { notes: TrashEntry[] }[]; pageParams: unknown[] };

/** The trash's loaded pages without the notes that leave it (restored or deleted for good). */
function onTrash(key: QueryKey, data: unknown, leaves: (note: TrashEntry) => boolean): unknown {
  if (!isUnder(key, queryKeys.trash.all) || data === undefined) return data;
  return mapPages(data as TrashPages & { pageParams: (string | null)[] }, (notes) =>
    notes.filter((note) => !leaves(note)),
  );
}

function trashedTitle(queryClient: QueryClient, id: string): string {
  const [[, data] = []] = queryClient.getQueriesData<TrashPages>({ queryKey: queryKeys.trash.all });
  return data?.pages.flatMap((page) => page.notes).find((note) => note.id === id)?.title ?? "";
}

const affects = [queryKeys.trash.all, queryKeys.notes.all];

export const restoreNote = commandKind("trash.restore", {
  prepare: (queryClient, id: string) => ({ id, title: trashedTitle(queryClient, id) }),
  send: async ({ id }, key) =>
    unwrap(await api.trash[":id"].restore.$post({ param: { id: id } }, idempotencyHeaders(key))),
  apply: (key, data, { id }) => onTrash(key, data, (note) => note.id === id),
  affects,
  subject: ({ title }) => ({ name: title, gone: "note" }),
});

export const deletePermanently = commandKind("trash.deletePermanently", {
  prepare: (queryClient, id: string) => ({ id, title: trashedTitle(queryClient, id) }),
  send: async ({ id }, key) => unwrap(await api.trash[":id"].$delete({ param: { id: id } }, idempotencyHeaders(key))),
  apply: (key, data, { id }) => {
    const trash = onTrash(key, data, (note) => note.id === id);
    if (!isUnder(key, queryKeys.notes.counts()) || data === undefined) return trash;
    const counts = data as { trash: number };
    return { ...counts, trash: Math.max(0, counts.trash - 1) };
  },
  affects,
  subject: ({ title }) => ({ name: title, gone: "note" }),
});

/** Empties the trash; resolves with how many notes the server deleted. */
export const emptyTrash = commandKind("trash.empty", {
  prepare: (_queryClient, _input: undefined) => ({}),
  send: async (_args, key) => (await unwrap(await api.trash.$delete(undefined, idempotencyHeaders(key)))).deleted,
  apply: (key, data) => {
    const trash = onTrash(key, data, () => true);
    if (!isUnder(key, queryKeys.notes.counts()) || data === undefined) return trash;
    return { ...(data as object), trash: 0 };
  },
  affects,
  subject: () => ({ name: "", gone: "note" }),
});

/** The trash's kinds of change, registered for the outbox by app/outbox.ts. */
export const trashCommandKinds = [restoreNote, deletePermanently, emptyTrash];
