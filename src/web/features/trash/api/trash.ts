import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { noteCountsQuery } from "@/lib/note-counts-query";
import { outboxCommand } from "@/lib/outbox/run-command";
import { queryKeys } from "@/lib/query-keys";
import type { deletePermanently, emptyTrash, restoreNote } from "./trash-command-kinds";

/** The changes, typed by their kinds (trash-command-kinds.ts, loaded with the outbox). */
const restoreCommand = outboxCommand<typeof restoreNote>("trash.restore");
const deletePermanentlyCommand = outboxCommand<typeof deletePermanently>("trash.deletePermanently");
const emptyTrashCommand = outboxCommand<typeof emptyTrash>("trash.empty");

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

/** The trash's changes, through the outbox (so also offline): the entries leave the list at once. */
export function useRestoreNote() {
  return useMutation({ networkMode: "always", mutationFn: (id: string) => restoreCommand(id) });
}

export function useDeletePermanently() {
  return useMutation({
    networkMode: "always",
    mutationFn: (id: string) => deletePermanentlyCommand(id),
  });
}

/** Empties the trash (through the outbox): the trash shows empty at once. */
export function useEmptyTrash() {
  return useMutation({ networkMode: "always", mutationFn: (_: undefined) => emptyTrashCommand(undefined) });
}
