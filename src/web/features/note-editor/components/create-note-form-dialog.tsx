import type { NoteCategory } from "@shared/constants";
import { type FormEvent, type RefObject, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { uuidv7 } from "uuidv7";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { TagList } from "@/features/notes";
import { useCreateNote } from "@/features/notes";
// Not through the notes entry (index.ts), whose exports ride into /home's first chunk (photo-drafts.tsx).
import { NotePhotoDraftsFieldOnDemand, usePhotoDrafts } from "@/features/notes/photo-drafts";
import { noteSaveErrorKey, recurrenceTextsForPage } from "@/features/recurrence/index";
import { apiErrorKey } from "@/lib/api-error-key";
import { newRequestId } from "@/lib/request-id";
import { showErrorToast } from "@/lib/show-error-toast";
import { useSubmitOnce } from "@/lib/use-submit-once";
import { focusTitleOnOpen } from "../focus-title-on-open";
import { loadNoteFormChecks, preloadNoteFormChecks } from "../load-note-form-checks";
import { emptyNoteForm, isFormChanged, type NoteFormValues } from "../note-form";
import { useDiscardGuard } from "../use-discard-guard";
import { useNoteForm } from "../use-note-form";
import { DiscardChangesDialog } from "./discard-changes-dialog";
import { DraftChecklist } from "./draft-checklist";
import { KindChoice } from "./kind-choice";
import { noteDialogClass } from "./note-dialog-class";
import { NoteFormFields } from "./note-form-fields";

type CreateNoteFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The button that opened it (no Radix trigger: this file loads on demand); focus returns to it. */
  openerRef: RefObject<HTMLElement | null>;
  /** The kind the dialog starts with (the selected tab). */
  category: NoteCategory;
  tags: TagList;
  /** A day (yyyy-MM-dd) the new task starts with, e.g. the one picked in the calendar. */
  initialDay: string;
  /** Called as the new note appears, with its kind (the screen may switch tabs to show it). */
  onCreated: (category: NoteCategory) => void;
};

/** The task fields' texts, asked for with this module: its loader (create-note-dialog.tsx) waits for them. */
export const textsReady = recurrenceTextsForPage();

/**
 * The create dialog: the note appears at once (optimistic) and "Note added" follows when the server
 * has it. Closing it without adding asks first when something was typed. Loaded with its form when
 * the user reaches for the add button (create-note-dialog.tsx).
 */
export function CreateNoteFormDialog(props: CreateNoteFormDialogProps) {
  const { isOpen, onOpenChange, openerRef, category, tags, initialDay, onCreated } = props;
  const { t } = useTranslation("notes");
  // Mounted open: it replaces the frame (create-note-dialog.tsx) in place, so no second opening animation.
  const [replacesFrame, setReplacesFrame] = useState(isOpen);
  if (replacesFrame && !isOpen) setReplacesFrame(false);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const guard = useDiscardGuard(close);
  // The checks a submit needs, loaded while the user types (load-note-form-checks.ts).
  useEffect(() => {
    if (isOpen) preloadNoteFormChecks();
  }, [isOpen]);
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? onOpenChange(true) : guard.requestClose())}>
      <DialogContent
        closeLabel={t("actions.close")}
        className={replacesFrame ? `${noteDialogClass} data-[state=open]:animate-none` : noteDialogClass}
        onOpenAutoFocus={focusTitleOnOpen}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          openerRef.current?.focus();
        }}
      >
        <CreateNoteForm
          initial={{ ...emptyNoteForm(category), day: initialDay }}
          tags={tags}
          onChangedChange={guard.setIsChanged}
          onCancel={guard.requestClose}
          onSubmitted={(created) => {
            close();
            onCreated(created);
          }}
        />
      </DialogContent>
      <DiscardChangesDialog isOpen={guard.isAsking} onKeepEditing={guard.keepEditing} onDiscard={guard.discard} />
    </Dialog>
  );
}

type CreateNoteFormProps = {
  initial: NoteFormValues;
  tags: TagList;
  onChangedChange: (isChanged: boolean) => void;
  onCancel: () => void;
  onSubmitted: (category: NoteCategory) => void;
};

function CreateNoteForm({ initial, tags, onChangedChange, onCancel, onSubmitted }: CreateNoteFormProps) {
  const { t } = useTranslation(["notes", "errors"]);
  const createNote = useCreateNote();
  const [initialValues] = useState(initial);
  const { values, errors, setErrors, titleRef, handleChange, refuseBlankTitle } = useNoteForm(() => initialValues);
  const [itemDraft, setItemDraft] = useState("");
  const photos = usePhotoDrafts();
  const hasPhotos = values.category !== "shopping" && photos.drafts.length > 0;
  const isChanged = isFormChanged(initialValues, values) || itemDraft.trim() !== "" || hasPhotos;
  useEffect(() => onChangedChange(isChanged), [isChanged, onChangedChange]);

  // Once per submission: a second click while the first is in flight (or the dialog is closing) does nothing.
  const { handleSubmit, isSubmitting, finish } = useSubmitOnce((_event: FormEvent<HTMLFormElement>) => {
    if (refuseBlankTitle()) return;
    const items = itemDraft.trim() === "" ? values.items : [...values.items, itemDraft.trim()];
    return loadNoteFormChecks().then(
      ({ toCreateInput }) => {
        const { value: input, errors: found } = toCreateInput({ ...values, items });
        if (!input) {
          setErrors(found);
          return;
        }
        finish();
        onSubmitted(values.category);
        // Photos name the new note, so its id is made here (as quick add's Undo does), not by the outbox.
        const chosen = hasPhotos ? photos.drafts : [];
        const created = chosen.length > 0 ? { ...input, id: input.id ?? uuidv7() } : input;
        return createNote.mutateAsync({ input: created, idempotencyKey: newRequestId() }).then(
          () => {
            toast.success(t(`toasts.added.${values.category}`));
            // Queued once the note's creation is (offline it resolves at once), so they follow it.
            if (created.id) photos.upload(created.id, chosen);
          },
          (error: unknown) => showErrorToast(t, noteSaveErrorKey(error)),
        );
      },
      (error: unknown) => showErrorToast(t, apiErrorKey(error)),
    );
  });

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting || undefined} className="grid min-w-0 gap-5">
      <DialogHeader className="pr-8 text-left">
        <DialogTitle className="wrap-anywhere">{t(`new.${values.category}`)}</DialogTitle>
        <DialogDescription>{t("form.required")}</DialogDescription>
      </DialogHeader>
      <KindChoice value={values.category} onChange={(category) => handleChange({ category })} />
      <NoteFormFields
        values={values}
        errors={errors}
        tags={tags}
        titleRef={titleRef}
        onChange={handleChange}
        itemDraft={{ value: itemDraft, onChange: setItemDraft }}
      />
      {values.category === "shopping" ? null : (
        <NotePhotoDraftsFieldOnDemand drafts={photos.drafts} onDraftsChange={photos.setDrafts} />
      )}
      {values.category === "shopping" ? null : (
        <DraftChecklist
          label={t(values.category === "tasks" ? "checklist.subtasks" : "checklist.label")}
          lines={values.checklist}
          onChange={(checklist) => handleChange({ checklist })}
        />
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("actions.cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {t("actions.add")}
        </Button>
      </DialogFooter>
    </form>
  );
}
