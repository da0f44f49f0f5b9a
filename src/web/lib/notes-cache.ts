import type { NotePage, NoteSummary } from "@shared/schemas/note-page";
import type { InfiniteData } from "@tanstack/react-query";

/** A list as TanStack Query caches it: the pages loaded so far (useInfiniteQuery). */
export type NotePages = InfiniteData<NotePage, string | null>;

/**
 * The notes of a list's loaded pages, each once. A note can move between pages while they load (a tick
 * moves a task to the completed end of the tasks view): until the list is fetched again from its
 * first page, the copy met first stands.
 */
export function loadedNotes(pages: InfiniteData<NotePage, unknown> | undefined): NoteSummary[] {
  const seen = new Set<string>();
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
