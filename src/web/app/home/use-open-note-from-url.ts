import type { NoteCategory } from "@shared/constants";
import type { Note } from "@shared/schemas/note";
import type { NotePage, NoteSummary } from "@shared/schemas/note-page";
import { type InfiniteData, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { noteQuery } from "@/features/notes/api/get-note";
import { loadedNotes } from "@/lib/notes-cache";
import { queryKeys } from "@/lib/query-keys";

const summaryOf = ({ items, ...note }: Note): NoteSummary => ({
  ...note,
  itemsDone: items.filter((item) => item.completed).length,
  itemsTotal: items.length,
});

/**
 * Opens the note named by `?note=<id>` (how search opens a task or note: /home?tab=tasks&note=…) in
 * the tab's edit dialog, then takes the parameter out of the address, so a reload or Back does not
 * open it again. The note comes from the cached lists when they hold it (also offline), else from the
 * server; a note of another tab, a trashed or an unknown one is left alone.
 */
export function useOpenNoteFromUrl(category: NoteCategory, onOpen: (note: NoteSummary) => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const noteId = searchParams.get("note");
  useEffect(() => {
    if (!noteId) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete("note");
        return params;
      },
      { replace: true },
    );
    const open = (note: NoteSummary | undefined) => {
      if (note && note.category === category && !note.isDeleted) onOpen(note);
    };
    const cached = queryClient
      .getQueriesData<InfiniteData<NotePage>>({ queryKey: queryKeys.notes.lists() })
      .flatMap(([, pages]) => loadedNotes(pages))
      .find((note) => note.id === noteId);
    if (cached) open(cached);
    else
      queryClient.fetchQuery(noteQuery(noteId)).then(
        (note) => open(summaryOf(note)),
        () => undefined,
      );
  }, [noteId, category, onOpen, queryClient, setSearchParams]);
}
