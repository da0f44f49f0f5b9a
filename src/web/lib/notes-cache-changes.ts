import type { NoteCategory } from "@shared/constants";
import type { Note, NoteCounts, TaskProgress } from "@shared/schemas/note";
import type { NoteSummary } from "@shared/schemas/note-page";
import type { QueryKey } from "@tanstack/react-query";
import { mapPages, type NotePages } from "@/lib/notes-cache";
import { isUnder } from "@/lib/outbox/command-kind";
import { queryKeys } from "@/lib/query-keys";

/**
 * Pure changes to the notes' cached data, one query at a time (the appliers of the outbox's commands):
 * `key` says which query `data` belongs to, and data it does not concern comes back unchanged.
 */

/** Changes the notes of every page of a cached list under ["notes", "list", …]. */
export function onListNotes(key: QueryKey, data: unknown, update: (notes: NoteSummary[]) => NoteSummary[]): unknown {
  if (!isUnder(key, queryKeys.notes.lists()) || !isPages(data)) return data;
  return mapPages(data, update);
}

/** Changes the first page of the lists under `prefix` (a new note goes to the top). */
export function onFirstPage(
  key: QueryKey,
  data: unknown,
  prefix: QueryKey,
  update: (notes: NoteSummary[]) => NoteSummary[],
): unknown {
  if (!isUnder(key, prefix) || !isPages(data)) return data;
  return {
    ...data,
    pages: data.pages.map((page, index) => (index === 0 ? { ...page, notes: update(page.notes) } : page)),
  };
}

/** Changes one note's own detail query. */
export function onDetail(key: QueryKey, data: unknown, id: string, update: (note: Note) => Note): unknown {
  if (!isUnder(key, queryKeys.notes.detail(id)) || data === undefined) return data;
  return update(data as Note);
}

/** Changes one note wherever it is cached: in the lists and in its own detail query. */
export function onNote(key: QueryKey, data: unknown, id: string, patch: Partial<NoteSummary>): unknown {
  const inLists = onListNotes(key, data, (notes) =>
    notes.map((note) => (note.id === id ? { ...note, ...patch } : note)),
  );
  return onDetail(key, inLists, id, (note) => ({ ...note, ...patch }));
}

export type FigureShift = { category: NoteCategory; active?: number; trash?: number; completed?: number };

/** Moves the server's counts and the task progress with a change the lists show. */
export function onFigures(key: QueryKey, data: unknown, shift: FigureShift): unknown {
  if (data === undefined) return data;
  const { category, active = 0, trash = 0, completed = 0 } = shift;
  if (isUnder(key, queryKeys.notes.counts())) {
    const counts = data as NoteCounts;
    return {
      active: { ...counts.active, [category]: counts.active[category] + active, total: counts.active.total + active },
      trash: Math.max(0, counts.trash + trash),
    };
  }
  if (category === "tasks" && isUnder(key, queryKeys.notes.progress())) {
    const progress = data as TaskProgress;
    const total = Math.max(0, progress.total + active);
    const done = Math.min(total, Math.max(0, progress.completed + completed));
    return { completed: done, total, percentage: total === 0 ? 0 : Math.round((done / total) * 100) };
  }
  return data;
}

/** A note as the lists (or the Archive) hold it, wherever it is cached; undefined when nothing holds it. */
export function findNote(entries: [QueryKey, unknown][], id: string): NoteSummary | Note | undefined {
  for (const [key, data] of entries) {
    if (isUnder(key, queryKeys.notes.detail(id)) && data) return data as Note;
    const isPaged = isUnder(key, queryKeys.notes.lists()) || isUnder(key, queryKeys.notes.archive());
    if (isPaged && isPages(data)) {
      const note = data.pages.flatMap((page) => page.notes).find((entry) => entry.id === id);
      if (note) return note;
    }
  }
  return undefined;
}

function isPages(data: unknown): data is NotePages {
  return typeof data === "object" && data !== null && Array.isArray((data as NotePages).pages);
}

/** Newest first, as the server lists them (created_at, then id, descending). */
const isNewer = (a: NoteSummary, b: NoteSummary) =>
  a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);

/**
 * The note back in its place among a list's loaded pages: before the first loaded note older than it,
 * or after the last one when the list is loaded to its end; otherwise its own page brings it later.
 */
export function putBackInPages(cached: NotePages, note: NoteSummary): NotePages {
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

/** Puts a note back into the lists it belongs in: all notes, and its own category. */
export function onPutBack(key: QueryKey, data: unknown, note: NoteSummary): unknown {
  const belongs = isUnder(key, queryKeys.notes.list("all")) || isUnder(key, queryKeys.notes.list(note.category));
  return belongs && isPages(data) ? putBackInPages(data, note) : data;
}

/** A full note (the shopping list's own screen has one) as the lists hold it: its items as counts. */
export function summaryOf(note: NoteSummary | Note): NoteSummary {
  if (!("items" in note)) return note;
  const { items, ...fields } = note;
  return { ...fields, itemsDone: items.filter((item) => item.completed).length, itemsTotal: items.length };
}
