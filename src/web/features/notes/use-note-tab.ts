import type { NoteCategory } from "@shared/constants";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { parseNoteTab } from "./note-tab";

/**
 * The selected tab, kept in ?tab= so a reload and the language switch (which keeps the query) show
 * the same list. Switching replaces the history entry: Back leaves the screen instead of walking tabs.
 */
export function useNoteTab(): [NoteCategory, (tab: NoteCategory) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseNoteTab(searchParams.get("tab"));
  const setTab = useCallback(
    (next: NoteCategory) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set("tab", next);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [tab, setTab];
}
