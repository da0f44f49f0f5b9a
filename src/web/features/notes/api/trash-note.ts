import type { Note } from "@shared/schemas/note";
import type { NoteSummary } from "@shared/schemas/note-page";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import {
  findCachedNote,
  type NotePages,
  refreshNotes,
  rollback,
  shiftFigures,
  updateNoteLists,
} from "@/lib/notes-cache";
import { updateCached } from "@/lib/optimistic";
import { queryKeys } from "@/lib/query-keys";

/** Moves a note to the trash; it leaves the list at once and comes back if the server refuses. */
export function useTrashNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await unwrap(await api.notes[":id"].$delete({ param: { id: String(id) } }));
    },
    onMutate: async (id) => {
      const cached = findCachedNote(queryClient, id);
      const figures = cached
        ? await shiftFigures(queryClient, {
            category: cached.category,
            active: -1,
            trash: 1,
            completed: cached.completed ? -1 : 0,
          })
        : [];
      const lists = await updateNoteLists(queryClient, (notes) => notes.filter((note) => note.id !== id));
      return { snapshots: [lists, ...figures] };
    },
    onError: (_error, _id, context) => rollback(queryClient, context?.snapshots),
    onSettled: async () => {
      await Promise.all([refreshNotes(queryClient), queryClient.invalidateQueries({ queryKey: queryKeys.trash.all })]);
    },
  });
}

/** Newest first, as the server lists them (created_at, then id, descending). */
const isNewer = (a: NoteSummary, b: NoteSummary) =>
  a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);

/**
 * Undo of "Moved to trash": restores the note (the trash's restore API) and puts it back in its place
 * in the lists it belongs to at once; it leaves them again if the server refuses.
 */
export function useUndoTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: NoteSummary | Note) => {
      await unwrap(await api.trash[":id"].restore.$post({ param: { id: String(note.id) } }));
    },
    onMutate: async (note) => {
      const putBack = (cached: NotePages) => putBackInPages(cached, summaryOf(note));
      // Only the lists the note belongs in: all notes, and its own category.
      const all = await updateCached<NotePages>(queryClient, queryKeys.notes.list("all"), putBack);
      const own = await updateCached<NotePages>(queryClient, queryKeys.notes.list(note.category), putBack);
      const figures = await shiftFigures(queryClient, {
        category: note.category,
        active: 1,
        trash: -1,
        completed: note.completed ? 1 : 0,
      });
      return { snapshots: [all, own, ...figures] };
    },
    onError: (_error, _note, context) => rollback(queryClient, context?.snapshots),
    onSettled: async () => {
      await Promise.all([refreshNotes(queryClient), queryClient.invalidateQueries({ queryKey: queryKeys.trash.all })]);
    },
  });
}

/**
 * The note back in its place among the loaded pages: before the first loaded note older than it, or
 * after the last one when the list is loaded to its end; otherwise its own page brings it later.
 */
function putBackInPages(cached: NotePages, note: NoteSummary): NotePages {
  if (cached.pages.some((page) => page.notes.some((entry) => entry.id === note.id))) return cached;
  const pageIndex = cached.pages.findIndex((page) => page.notes.some((entry) => isNewer(note, entry)));
  const lastIndex = cached.pages.length - 1;
  const isLoadedToEnd = cached.pages[lastIndex]?.nextCursor === null;
  if (pageIndex === -1 && !isLoadedToEnd) return cached;
  const target = pageIndex === -1 ? lastIndex : pageIndex;
  return {
    ...cached,
    pages: cached.pages.map((page, index) => {
      if (index !== target) return page;
      const at = page.notes.findIndex((entry) => isNewer(note, entry));
      const notes = at === -1 ? [...page.notes, note] : [...page.notes.slice(0, at), note, ...page.notes.slice(at)];
      return { ...page, notes };
    }),
  };
}

/** A full note (the shopping list's own screen has one) as the lists hold it: its items as counts. */
function summaryOf(note: NoteSummary | Note): NoteSummary {
  if (!("items" in note)) return note;
  const { items, ...fields } = note;
  return { ...fields, itemsDone: items.filter((item) => item.completed).length, itemsTotal: items.length };
}
