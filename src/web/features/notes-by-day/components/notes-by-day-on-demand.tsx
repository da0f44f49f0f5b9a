import type { ComponentProps } from "react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { NoteListSkeleton } from "@/features/notes";
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

/** The notes tab (notes-by-day.tsx) once its code is in; the list's skeleton until then. */
export function NotesByDayOnDemand(props: ComponentProps<typeof NotesByDay>) {
  const { t } = useTranslation("notes");
  const { module, load } = useOnDemand(notesByDay);
  useEffect(() => {
    if (!module) void load();
  }, [module, load]);
  if (!module) return <NoteListSkeleton label={t("loading")} className={props.listClassName} />;
  return <module.NotesByDay {...props} />;
}
