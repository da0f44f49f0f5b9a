import type { UpdateNoteInput } from "@shared/schemas/note";
import type { NoteSummary as Note } from "@shared/schemas/note-page";
import { Trash2 } from "lucide-react";
import { type ComponentProps, type FormEvent, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { looksLikeMarkdown } from "@/features/markdown";
import type { TagList } from "@/features/notes";
import { NotePhotosFieldOnDemand, useUpdateNote } from "@/features/notes";
import { ArchivedNoticeOnDemand } from "@/features/notes/archived-notice";
import {
  needsRepeatScope,
  noteSaveErrorKey,
  recurrenceTextsForPage,
  scheduleFormFrom,
  useRepeatScopeQuestion,
} from "@/features/recurrence/index";
import { apiErrorKey } from "@/lib/api-error-key";
import { showErrorToast } from "@/lib/show-error-toast";
import { useSubmitOnce } from "@/lib/use-submit-once";
import { loadNoteFormChecks, preloadNoteFormChecks } from "../load-note-form-checks";
import { isFormChanged, noteFormFrom } from "../note-form";
import { useDiscardGuard } from "../use-discard-guard";
import { useNoteForm } from "../use-note-form";
import { DiscardChangesDialog } from "./discard-changes-dialog";
import { LiveChecklist } from "./live-checklist";
import { noteDialogClass } from "./note-dialog-class";
import { NoteFormFields } from "./note-form-fields";

/** The task fields' texts, asked for with this module: its loader (load-edit-note-dialog.ts) waits for them. */
export const textsReady = recurrenceTextsForPage();

type EditNoteDialogProps = {
  /** The note last opened; kept while the dialog animates closed. */
  note: Note | null;
  tags: TagList;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onTrash: (note: Note) => void;
  /** The note became the other kind (a checklist note ⇄ a shopping list) and leaves the list it was in. */
  onConverted: (note: Note) => void;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
};

/**
 * The edit dialog of a task or note: the same fields as creating it, with delete, cancel and save.
 * Closing it without saving asks first when something was changed. Loaded with its form when the
 * user reaches for a card (load-edit-note-dialog.ts).
 */
export function EditNoteFormDialog({
  note,
  tags,
  isOpen,
  onOpenChange,
  onTrash,
  onConverted,
  onCloseAutoFocus,
}: EditNoteDialogProps) {
  const { t } = useTranslation("notes");
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const guard = useDiscardGuard(close);
  // The checks a save needs, loaded while the user types (load-note-form-checks.ts).
  useEffect(() => {
    if (isOpen) preloadNoteFormChecks();
  }, [isOpen]);
  return (
    <Dialog open={isOpen && note !== null} onOpenChange={(open) => (open ? onOpenChange(true) : guard.requestClose())}>
      <DialogContent closeLabel={t("actions.close")} className={noteDialogClass} onCloseAutoFocus={onCloseAutoFocus}>
        {note ? (
          <EditNoteForm
            key={note.id}
            note={note}
            tags={tags}
            onChangedChange={guard.setIsChanged}
            onCancel={guard.requestClose}
            onSaved={close}
            onTrash={() => onTrash(note)}
            onConverted={() => {
              onConverted(note);
              close();
            }}
          />
        ) : null}
      </DialogContent>
      <DiscardChangesDialog isOpen={guard.isAsking} onKeepEditing={guard.keepEditing} onDiscard={guard.discard} />
    </Dialog>
  );
}

type EditNoteFormProps = {
  note: Note;
  tags: TagList;
  onChangedChange: (isChanged: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
  onTrash: () => void;
  onConverted: () => void;
};

function EditNoteForm({ note, tags, onChangedChange, onCancel, onSaved, onTrash, onConverted }: EditNoteFormProps) {
  const { t } = useTranslation(["notes", "errors"]);
  const updateNote = useUpdateNote();
  const [initialValues] = useState(() => ({ ...noteFormFrom(note), ...scheduleFormFrom(note) }));
  const { values, errors, setErrors, titleRef, handleChange, refuseBlankTitle } = useNoteForm(() => initialValues);
  const isChanged = isFormChanged(initialValues, values);
  const scopeQuestion = useRepeatScopeQuestion();
  useEffect(() => onChangedChange(isChanged), [isChanged, onChangedChange]);

  // Once per submission: a second click on Save while the dialog closes sends nothing more.
  const { handleSubmit, isSubmitting, finish } = useSubmitOnce((_event: FormEvent<HTMLFormElement>) => {
    if (refuseBlankTitle()) return;
    return loadNoteFormChecks().then(
      ({ toUpdateChanges }) => {
        const { value: changes, errors: found } = toUpdateChanges(note, values);
        if (Object.keys(found).length > 0) {
          setErrors(found);
          return;
        }
        // Nothing changed: closing is all there is to do (the server would refuse an empty change).
        if (!changes) {
          finish();
          onSaved();
          return;
        }
        // A repeating task asks whether the change is for this one or all future ones too.
        const scope = needsRepeatScope(note.repeat, changes) ? scopeQuestion.ask() : Promise.resolve(undefined);
        return scope.then((applyTo) => {
          if (applyTo === null) return;
          finish();
          onSaved();
          return save(applyTo ? { ...changes, applyTo } : changes);
        });
      },
      (error: unknown) => showErrorToast(t, apiErrorKey(error)),
    );
  });

  const save = (changes: UpdateNoteInput) =>
    updateNote.mutateAsync({ id: note.id, changes }).then(
      () => toast.success(t(`toasts.updated.${note.category}`)),
      (error: unknown) => showErrorToast(t, noteSaveErrorKey(error)),
    );

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting || undefined} className="grid min-w-0 gap-5">
      <DialogHeader className="pr-8 text-left">
        <DialogTitle className="wrap-anywhere">
          {t(note.category === "tasks" ? "edit.tasks" : "edit.notes")}
        </DialogTitle>
        <DialogDescription>{t("form.required")}</DialogDescription>
      </DialogHeader>
      <ArchivedNoticeOnDemand note={note} />
      <NoteFormFields
        values={values}
        errors={errors}
        tags={tags}
        titleRef={titleRef}
        onChange={handleChange}
        isContentPreviewAtFirst={looksLikeMarkdown(note.content)}
      />
      {note.category === "shopping" ? null : (
        <NotePhotosFieldOnDemand noteId={note.id} title={note.title} photos={note.photos ?? []} />
      )}
      {note.category === "shopping" ? null : <LiveChecklist note={note} onConverted={onConverted} />}
      <DialogFooter className="sm:justify-between">
        <Button type="button" variant="ghost" className="text-destructive hover:text-destructive" onClick={onTrash}>
          <Trash2 aria-hidden />
          {t("actions.delete")}
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {t("actions.save")}
          </Button>
        </div>
      </DialogFooter>
      {scopeQuestion.dialog}
    </form>
  );
}
