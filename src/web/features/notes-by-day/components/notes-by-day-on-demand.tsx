import type { ComponentProps } from "react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { NoteListSkeleton } from "@/features/notes";
import type { UseDayCounts } from "@/lib/day-counts";
import { onDemand } from "@/lib/on-demand";
import { useOnDemand } from "@/lib/use-on-demand";
import type { NotesByDay } from "./notes-by-day";

// The notes tab's month calendar brings react-day-picker; /home opens on the tasks tab.
const notesByDay = onDemand(() => import("./notes-by-day"));

/** Starts loading the notes tab's calendar (the tab is chosen, hovered or focused). */
export function preloadNotesByDay(): void {
  // Quiet on failure: showing the tab loads it again and says so if it still fails.
  notesByDay.load().catch(() => undefined);
}

type NotesByDayOnDemandProps = Omit<ComponentProps<typeof NotesByDay>, "useOtherMarks"> & {
  /** Loads the hook of what else the calendar marks (the tasks due), with the tab's own code. */
  loadOtherMarks?: (() => Promise<UseDayCounts>) | undefined;
};

/** The notes tab (notes-by-day.tsx) once its code is in; the list's skeleton until then. */
export function NotesByDayOnDemand({ loadOtherMarks, ...props }: NotesByDayOnDemandProps) {
  const { t } = useTranslation("notes");
  const { module, load } = useOnDemand(notesByDay);
  // The tab renders once the hook is in, so it calls the same hooks for its whole life.
  const [otherMarks, setOtherMarks] = useState<{ use?: UseDayCounts } | null>(loadOtherMarks ? null : {});
  useEffect(() => {
    if (!module) void load();
  }, [module, load]);
  useEffect(() => {
    if (!loadOtherMarks) return;
    loadOtherMarks().then(
      (use) => setOtherMarks({ use }),
      () => setOtherMarks({}), // Without the tasks' marks rather than without the notes.
    );
  }, [loadOtherMarks]);
  if (!module || !otherMarks) return <NoteListSkeleton label={t("loading")} className={props.listClassName} />;
  return <module.NotesByDay {...props} useOtherMarks={otherMarks.use} />;
}
