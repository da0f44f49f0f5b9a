import type { ChecklistItem } from "@shared/schemas/checklist";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { uuidv7 } from "uuidv7";
import { findNote } from "@/lib/notes-cache-changes";
import { outboxCommand } from "@/lib/outbox/run-command";
import { queryKeys } from "@/lib/query-keys";
import type {
  addChecklistItem,
  convertChecklist,
  deleteChecklistItem,
  moveChecklistItem,
  updateChecklistItem,
} from "./checklist-command-kinds";

/** The changes, typed by their kinds (checklist-command-kinds.ts, loaded with the outbox). */
const addLine = outboxCommand<typeof addChecklistItem>("checklist.add");
const updateLine = outboxCommand<typeof updateChecklistItem>("checklist.update");
const moveLine = outboxCommand<typeof moveChecklistItem>("checklist.move");
const deleteLine = outboxCommand<typeof deleteChecklistItem>("checklist.delete");
const convert = outboxCommand<typeof convertChecklist>("checklist.convert");

const NO_LINES: ChecklistItem[] = [];

/**
 * A note's checklist as the cache holds it now (lists or its own query), following every change: the
 * editor shows what the outbox applied, offline too. `initial` until the cache holds the note.
 */
export function useCachedChecklist(noteId: string, initial: ChecklistItem[]): ChecklistItem[] {
  const queryClient = useQueryClient();
  const read = useCallback(
    () => findNote(queryClient.getQueriesData({ queryKey: queryKeys.notes.all }), noteId)?.checklist ?? NO_LINES,
    [queryClient, noteId],
  );
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const lines = useSyncExternalStore(subscribe, read);
  return lines === NO_LINES ? initial : lines;
}

/**
 * The edits of one note's checklist, each an outbox command (so offline too, in order). `add` makes
 * the line's id here and answers it, so the editor can focus the new line. A refusal by the server is
 * handed to `onRefused` (the screen says why).
 */
export function useChecklistCommands(noteId: string, onRefused: (error: unknown) => void) {
  return useMemo(() => {
    const run = (sent: Promise<void>) => void sent.catch(onRefused);
    return {
      add: (title: string, afterId?: string) => {
        const id = uuidv7();
        run(addLine({ noteId, input: { id, title, ...(afterId ? { afterId } : {}) } }));
        return id;
      },
      rename: (itemId: string, title: string) => run(updateLine({ noteId, itemId, changes: { title } })),
      tick: (itemId: string, completed: boolean) => run(updateLine({ noteId, itemId, changes: { completed } })),
      remove: (itemId: string) => run(deleteLine({ noteId, itemId })),
      move: (itemId: string, afterId: string | null) => run(moveLine({ noteId, itemId, afterId })),
    };
  }, [noteId, onRefused]);
}

/** Converts a note with a checklist to a shopping list, or a list to a note; resolves once queued. */
export function convertNote(noteId: string, to: "shopping" | "notes"): Promise<void> {
  return convert({ noteId, to });
}
