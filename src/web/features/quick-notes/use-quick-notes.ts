import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { showErrorToast } from "@/lib/show-error-toast";
import type { QuickNote } from "./quick-note";
import { createQuickNotesStore } from "./quick-notes-store";

/** The tab's one store: the home widget and the /quick-notes page read and change the same list. */
const quickNotesStore = createQuickNotesStore({
  getStorage: () => window.localStorage,
  events: typeof window === "undefined" ? undefined : window,
});

/**
 * The quick notes, newest first, kept up to date with changes made here and in other tabs. The first
 * screen to read an unreadable stored value tells about it once (it has been set aside by then).
 */
export function useQuickNotes(): readonly QuickNote[] {
  const notes = useSyncExternalStore(
    quickNotesStore.subscribe,
    quickNotesStore.getSnapshot,
    quickNotesStore.getSnapshot,
  );
  const { t } = useTranslation("quick-notes");
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list is when a read may have set a value aside
  useEffect(() => {
    const notice = quickNotesStore.takeSetAsideNotice();
    if (!notice) return;
    const description = notice.key
      ? t("setAside.kept", { key: notice.key, kept: notice.kept })
      : t("setAside.notKept", { kept: notice.kept });
    toast.warning(t("setAside.title"), { id: "quick-notes-set-aside", description, duration: 15_000 });
  }, [notes, t]);
  return notes;
}

export type QuickNoteActions = {
  /** The new note, or null when nothing was added (blank text, or storage refused it). */
  add: (text: string) => QuickNote | null;
  /** Whether the note now has the text (also true when it already had it). */
  update: (id: string, text: string) => boolean;
  remove: (id: string) => boolean;
};

/** Adding, editing and deleting, each with its toast: "Note added", "Note updated", "Note deleted" (spec §8). */
export function useQuickNoteActions(): QuickNoteActions {
  const { t } = useTranslation(["quick-notes", "errors"]);
  const fail = useCallback((key: string) => showErrorToast(t, `quick-notes:errors.${key}`), [t]);

  const add = useCallback(
    (text: string) => {
      const result = quickNotesStore.add(text);
      if (result.status === "added") toast.success(t("toasts.added"));
      else if (result.status === "failed") fail("saveFailed");
      return result.status === "added" ? result.note : null;
    },
    [t, fail],
  );

  const update = useCallback(
    (id: string, text: string) => {
      const { status } = quickNotesStore.update(id, text);
      if (status === "updated") toast.success(t("toasts.updated"));
      else if (status === "failed" || status === "missing") fail(status === "failed" ? "saveFailed" : "missing");
      return status === "updated" || status === "unchanged";
    },
    [t, fail],
  );

  const remove = useCallback(
    (id: string) => {
      const { status } = quickNotesStore.remove(id);
      if (status === "removed") toast.success(t("toasts.deleted"));
      else fail(status === "failed" ? "saveFailed" : "missing");
      return status === "removed";
    },
    [t, fail],
  );

  return useMemo(() => ({ add, update, remove }), [add, update, remove]);
}
