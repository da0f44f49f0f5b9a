import type { NoteCategory } from "@shared/constants";
import { Slot } from "radix-ui";
import { type ReactNode, useRef, useState } from "react";
import type { TagList } from "@/features/notes";
import { onDemand } from "@/lib/on-demand";
import { useOnDemand } from "@/lib/use-on-demand";

// The dialog brings its form, the date picker (react-day-picker, Radix Popover) and Radix Dialog:
// /home shows only the button until the user reaches for it (docs/decisions/014).
// Its module resolves once the task fields' texts are in too (textsReady), so the form never jumps.
const createNoteFormDialog = onDemand(() =>
  import("./create-note-form-dialog").then((m) => m.textsReady.then(() => m)),
);

type CreateNoteDialogProps = {
  /** The kind the dialog starts with (the selected tab). */
  category: NoteCategory;
  tags: TagList;
  /** A day (yyyy-MM-dd) the new task starts with, e.g. the one picked in the calendar. */
  initialDay?: string;
  /** The button that opens the dialog; focus returns to it. */
  children: ReactNode;
  /** Called as the new note appears, with its kind (the screen may switch tabs to show it). */
  onCreated: (category: NoteCategory) => void;
};

/**
 * The button that opens the create dialog (create-note-form-dialog.tsx). The dialog's code starts
 * loading when the pointer comes near or the button gets focus, so a click rarely waits; when it
 * does, the button says it is busy and the dialog opens once the code is in.
 */
export function CreateNoteDialog({ category, tags, initialDay = "", children, onCreated }: CreateNoteDialogProps) {
  const dialog = useOnDemand(createNoteFormDialog);
  const [isOpen, setIsOpen] = useState(false);
  const openerRef = useRef<HTMLElement>(null);

  const handleClick = () => {
    void dialog.load().then((loaded) => loaded && setIsOpen(true));
  };

  return (
    <>
      <Slot.Root
        ref={openerRef}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-busy={dialog.isLoading || undefined}
        onPointerEnter={dialog.preload}
        onPointerDown={dialog.preload}
        onFocus={dialog.preload}
        onClick={handleClick}
        className="aria-busy:animate-pulse aria-busy:cursor-progress"
      >
        {children}
      </Slot.Root>
      {dialog.module ? (
        <dialog.module.CreateNoteFormDialog
          isOpen={isOpen}
          onOpenChange={setIsOpen}
          openerRef={openerRef}
          category={category}
          tags={tags}
          initialDay={initialDay}
          onCreated={onCreated}
        />
      ) : null}
    </>
  );
}
