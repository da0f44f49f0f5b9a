import type { Note } from "@shared/schemas/note";
import type { NotePage } from "@shared/schemas/note-page";
import { SEARCH_GROUP_OF, SEARCH_RESULTS_PER_KIND, type SearchResults } from "@shared/schemas/search";
import type { Tag } from "@shared/schemas/tag";
import { snippetOf } from "@shared/search-snippet";
import { matchesAllTerms, matchesAnyTerm, searchTerms } from "@shared/search-text";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { loadedNotes } from "@/lib/notes-cache";
import { queryKeys } from "@/lib/query-keys";

/** What this device holds of a note: a list's entry, and its items when the list itself was opened. */
type LocalNote = Omit<Note, "items"> & { items: string[] };

/**
 * Search without the server (offline): the same matching as the server's (shared/search-text.ts) over
 * what this device already holds — every loaded page of the notes' lists (memory or the persisted
 * offline copy), the opened lists' items, the tags, and the trash's pages when asked. Open before
 * done, then title matches first, then newest; at most as many per kind as the server answers.
 */
export function searchLocally(queryClient: QueryClient, q: string, includeTrash: boolean): SearchResults {
  const results: SearchResults = {
    tasks: { results: [], hasMore: false },
    lists: { results: [], hasMore: false },
    notes: { results: [], hasMore: false },
  };
  const terms = searchTerms(q);
  if (!terms) return results;
  const tagNames = new Map(
    (queryClient.getQueryData<Tag[]>(queryKeys.tags.all) ?? []).map((tag) => [tag.id, tag.name]),
  );
  const matching = localNotes(queryClient, includeTrash)
    .map((note) => ({ note, tags: note.tags.flatMap((id) => tagNames.get(id) ?? []) }))
    .filter(({ note, tags }) => matchesAllTerms([note.title, note.content, ...note.items, ...tags], terms))
    .sort(
      (a, b) =>
        // Open before done, as the server orders them (search-matches.ts).
        Number(a.note.completed) - Number(b.note.completed) ||
        Number(matchesAnyTerm(b.note.title, terms)) - Number(matchesAnyTerm(a.note.title, terms)) ||
        b.note.createdAt.localeCompare(a.note.createdAt),
    );
  for (const { note, tags } of matching) {
    const group = results[SEARCH_GROUP_OF[note.category]];
    if (group.results.length === SEARCH_RESULTS_PER_KIND) {
      group.hasMore = true;
      continue;
    }
    group.results.push({
      id: note.id,
      category: note.category,
      title: note.title,
      snippet: snippetOf({ content: note.content, items: note.items, tags }, terms),
      completed: note.completed,
      isDeleted: note.isDeleted,
      isArchived: note.archivedAt !== null,
    });
  }
  return results;
}

/** Every note the cache holds, once: the lists' pages, opened notes (with items), the trash if asked. */
function localNotes(queryClient: QueryClient, includeTrash: boolean): LocalNote[] {
  const byId = new Map<string, LocalNote>();
  for (const [, pages] of queryClient.getQueriesData<InfiniteData<NotePage>>({ queryKey: queryKeys.notes.lists() })) {
    for (const note of loadedNotes(pages)) byId.set(note.id, { ...note, items: byId.get(note.id)?.items ?? [] });
  }
  const full: Note[] = queryClient
    .getQueriesData<Note>({ queryKey: [...queryKeys.notes.all, "detail"] })
    .flatMap(([, note]) => (note ? [note] : []));
  if (includeTrash) {
    for (const [, pages] of queryClient.getQueriesData<InfiniteData<{ notes: Note[] }>>({
      queryKey: queryKeys.trash.all,
    })) {
      full.push(...(pages?.pages.flatMap((page) => page.notes) ?? []));
    }
  }
  for (const note of full) byId.set(note.id, { ...note, items: note.items.map((item) => item.name) });
  return [...byId.values()].filter((note) => includeTrash || !note.isDeleted);
}
