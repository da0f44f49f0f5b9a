import type { NoteCategory } from "@shared/constants";
import { Slot } from "radix-ui";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { Skeleton } from "@/components/ui/skeleton";
import type { TagList } from "@/features/notes";
import { onDemand } from "@/lib/on-demand";
import { startTypeAhead, type TypeAhead } from "@/lib/type-ahead";
import { useOnDemand } from "@/lib/use-on-demand";
import { noteDialogClass } from "./note-dialog-class";

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
 * loading when the pointer comes near or the button gets focus. A click never waits for it: the dialog's frame with a skeleton opens at once, the keys typed
 * meanwhile are kept for the title (lib/type-ahead.ts), and the form takes its place when it is in.
 */
export function CreateNoteDialog({ category, tags, initialDay = "", children, onCreated }: CreateNoteDialogProps) {
  const { t } = useTranslation("notes");
  const dialog = useOnDemand(createNoteFormDialog);
  const [isOpen, setIsOpen] = useState(false);
  const openerRef = useRef<HTMLElement>(null);
  const typeAhead = useRef<TypeAhead | null>(null);

  const stopTypeAhead = () => {
    typeAhead.current?.stop();
    typeAhead.current = null;
  };
  // Unmounted with keys still kept (the screen changed): stop listening to the page.
  useEffect(
    () => () => {
      typeAhead.current?.stop();
    },
    [],
  );

  const handleClick = () => {
    stopTypeAhead();
    typeAhead.current = startTypeAhead({ isTarget: isDialogTitle, onHandedOver: stopTypeAhead });
    setIsOpen(true);
    void dialog.load().then((loaded) => loaded || closeFrame());
  };

  const closeFrame = () => {
    stopTypeAhead();
    setIsOpen(false);
    openerRef.current?.focus();
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
      ) : isOpen ? (
        <DialogFrame
          label={t(`new.${category}`)}
          closeLabel={t("actions.close")}
          onClose={closeFrame}
          className={noteDialogClass}
        >
          <NoteFormSkeleton title={t(`new.${category}`)} />
        </DialogFrame>
      ) : null}
    </>
  );
}

/** The real dialog's title field (create-note-form-dialog.tsx focuses it on open). */
function isDialogTitle(element: Element): boolean {
  return element.matches('[data-slot=dialog-content] input[name="title"]');
}

/** The form's outline while its code loads: its heading, then the kind switch, the title and the buttons. */
function NoteFormSkeleton({ title }: { title: string }) {
  return (
    <div className="grid min-w-0 gap-5">
      <h2 className="pr-8 text-lg leading-none font-semibold">{title}</h2>
      <Skeleton className="h-9 w-full" />
      <div className="grid gap-2">
        <Skeleton className="h-4 w-16" />
        <Skeleton className="h-9 w-full" />
      </div>
      <Skeleton className="h-20 w-full" />
      <div className="flex justify-end gap-2">
        <Skeleton className="h-9 w-20" />
        <Skeleton className="h-9 w-20" />
      </div>
    </div>
  );
}
