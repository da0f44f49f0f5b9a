import type { Note, NoteCounts, TaskProgress } from "@shared/schemas/note";
import type { NotePage, NoteSummary } from "@shared/schemas/note-page";
import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";
import { restoreSnapshots, type Snapshot, updateCached } from "@/lib/optimistic";
import { queryKeys } from "@/lib/query-keys";

/** A list as TanStack Query caches it: the pages loaded so far (useInfiniteQuery). */
export type NotePages = InfiniteData<NotePage, string | null>;

/** The fields a list entry and a full note share, which optimistic edits change. */
type NoteFields = Omit<Note, "items">;

/**
 * The notes of a list's loaded pages, each once. A note can move between pages while they load (a tick
 * moves a task to the completed end of the tasks view): until the list is fetched again from its
 * first page, the copy met first stands.
 */
export function loadedNotes(pages: InfiniteData<NotePage, unknown> | undefined): NoteSummary[] {
  const seen = new Set<number>();
  const notes: NoteSummary[] = [];
  for (const note of pages?.pages.flatMap((page) => page.notes) ?? []) {
    if (seen.has(note.id)) continue;
    seen.add(note.id);
    notes.push(note);
  }
  return notes;
}

/** Applies `update` to the notes of every page of one cached list (the notes' lists or the trash). */
export function mapPages<Page extends { notes: unknown[] }>(
  pages: InfiniteData<Page, string | null>,
  update: (notes: Page["notes"]) => Page["notes"],
): InfiniteData<Page, string | null> {
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, notes: update(page.notes) })) };
}

/** Changes every cached list of notes at once (all, each tab, a day's), page by page; returns the rollback. */
export function updateNoteLists(
  queryClient: QueryClient,
  update: (notes: NoteSummary[]) => NoteSummary[],
): Promise<Snapshot> {
  return updateCached<NotePages>(queryClient, queryKeys.notes.lists(), (pages) => mapPages(pages, update));
}

/** Puts a note into one cached list's first page (a new note's draft; the newest come first). */
export function addToList(
  queryClient: QueryClient,
  key: QueryKey,
  add: (notes: NoteSummary[]) => NoteSummary[],
): Promise<Snapshot> {
  return updateCached<NotePages>(queryClient, key, (cached) => ({
    ...cached,
    pages: cached.pages.map((page, index) => (index === 0 ? { ...page, notes: add(page.notes) } : page)),
  }));
}

/** Changes one note wherever it is cached: in the lists and in its own detail query. */
export async function updateNoteEverywhere(
  queryClient: QueryClient,
  id: number,
  update: <T extends NoteFields>(note: T) => T,
): Promise<Snapshot[]> {
  const lists = await updateNoteLists(queryClient, (notes) =>
    notes.map((note) => (note.id === id ? update(note) : note)),
  );
  const detail = await updateCached<Note>(queryClient, queryKeys.notes.detail(id), update);
  return [lists, detail];
}

/**
 * Changes one list's own detail query (its items): the lists hold only done/total, which the server
 * counts again when they are fetched (refreshNotes after every change).
 */
export async function updateNoteDetail(
  queryClient: QueryClient,
  id: number,
  update: (note: Note) => Note,
): Promise<Snapshot[]> {
  return [await updateCached<Note>(queryClient, queryKeys.notes.detail(id), update)];
}

/** A note as it is cached in the lists, wherever it is loaded; undefined when no list holds it. */
export function findCachedNote(queryClient: QueryClient, id: number): NoteSummary | undefined {
  for (const [, data] of queryClient.getQueriesData<NotePages>({ queryKey: queryKeys.notes.lists() })) {
    const note = data?.pages.flatMap((page) => page.notes).find((entry) => entry.id === id);
    if (note) return note;
  }
  return undefined;
}

/**
 * Moves the counts and the task progress at once with a change the lists show (a list holds only the
 * loaded pages, so the screens read these figures from the server's counts, kept in step here).
 */
export async function shiftFigures(
  queryClient: QueryClient,
  change: { category: Note["category"]; active?: number; trash?: number; completed?: number },
): Promise<Snapshot[]> {
  const { category, active = 0, trash = 0, completed = 0 } = change;
  const counts = await updateCached<NoteCounts>(queryClient, queryKeys.notes.counts(), (current) => ({
    active: { ...current.active, [category]: current.active[category] + active, total: current.active.total + active },
    trash: current.trash + trash,
  }));
  if (category !== "tasks") return [counts];
  const progress = await updateCached<TaskProgress>(queryClient, queryKeys.notes.progress(), (current) => {
    const total = Math.max(0, current.total + active);
    const done = Math.min(total, Math.max(0, current.completed + completed));
    return { completed: done, total, percentage: total === 0 ? 0 : Math.round((done / total) * 100) };
  });
  return [counts, progress];
}

export function rollback(queryClient: QueryClient, snapshots: Snapshot[] | undefined): void {
  restoreSnapshots(queryClient, ...(snapshots ?? []));
}

/** After any change to notes: lists, counts, progress and details are fetched again in the background. */
export function refreshNotes(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.notes.all });
}
