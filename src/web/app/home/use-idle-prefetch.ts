import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { calendarDialog } from "@/features/home/components/calendar-card";
import { createNoteFormDialog } from "@/features/note-editor/components/create-note-dialog";
import { editNoteDialog } from "@/features/note-editor/components/load-edit-note-dialog";
import { searchDialog } from "@/features/search/load-search-dialog";
import { useLocale } from "@/lib/locale-context";
import { prefetchWhenIdle } from "@/lib/prefetch-when-idle";

/**
 * What /home's first taps need, fetched once the screen is idle and its own data is in
 * (lib/prefetch-when-idle.ts): the new-task dialog first (the button every visit reaches for), then
 * search with its texts, a card's edit dialog, the calendar, and the shopping list's screen. The
 * service worker keeps them for later visits (it precaches every chunk).
 */
export function useIdlePrefetch(): void {
  const locale = useLocale();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      prefetchWhenIdle(
        [
          createNoteFormDialog.load,
          () => searchDialog.load().then((module) => module.loadSearchTexts(locale)),
          editNoteDialog.load,
          calendarDialog.load,
          () => import("@/app/routes/shopping-list"),
        ],
        () => queryClient.isFetching() > 0,
      ),
    [locale, queryClient],
  );
}
