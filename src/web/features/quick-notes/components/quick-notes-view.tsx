import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { QuickNote } from "../quick-note";
import { useQuickNoteActions, useQuickNotes } from "../use-quick-notes";
import { AddQuickNoteForm } from "./add-quick-note-form";
import { EmptyQuickNotes } from "./empty-quick-notes";
import { QuickNoteEntry } from "./quick-note-entry";

/** The /quick-notes page's content: the adding form, the count, and every note newest first (or the empty state). */
export function QuickNotesView() {
  const { t } = useTranslation("quick-notes");
  const notes = useQuickNotes();
  const actions = useQuickNoteActions();
  const entries = useRef(new Map<string, HTMLLIElement>());
  const countRef = useRef<HTMLParagraphElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  /** Where focus goes when `note` leaves: the next note's first button, else the previous one's, else the add button. */
  const focusTargetAfter = (note: QuickNote): HTMLElement | null => {
    const index = notes.findIndex((entry) => entry.id === note.id);
    const neighbour = notes[index + 1] ?? notes[index - 1];
    const button = neighbour ? entries.current.get(neighbour.id)?.querySelector("button") : null;
    return button ?? addButtonRef.current ?? countRef.current;
  };

  const handleDelete = (note: QuickNote) => {
    const target = focusTargetAfter(note);
    if (actions.remove(note.id)) target?.focus();
  };

  const entryRefFor = (id: string) => (element: HTMLLIElement | null) => {
    if (element) entries.current.set(id, element);
    else entries.current.delete(id);
  };

  return (
    <div className="flex max-w-3xl flex-col gap-5">
      <p className="-mt-4 text-sm text-pretty text-muted-foreground">{t("intro")}</p>
      <AddQuickNoteForm onAdd={(text) => actions.add(text) !== null} openButtonRef={addButtonRef} />
      {notes.length === 0 ? (
        <EmptyQuickNotes />
      ) : (
        <div className="flex flex-col gap-3">
          <p ref={countRef} tabIndex={-1} aria-live="polite" className="text-sm text-muted-foreground outline-none">
            {t("count", { count: notes.length })}
          </p>
          <ul aria-label={t("listLabel")} className="flex flex-col gap-3">
            {notes.map((note) => (
              <QuickNoteEntry
                key={note.id}
                note={note}
                onSave={actions.update}
                onDelete={handleDelete}
                entryRef={entryRefFor(note.id)}
              />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
