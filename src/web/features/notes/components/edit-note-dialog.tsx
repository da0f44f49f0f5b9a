import type { Note } from "@shared/schemas/note";
import { Trash2 } from "lucide-react";
import type { ComponentProps, FormEvent } from "react";
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
import { apiErrorKey } from "@/lib/api-error-key";
import { showErrorToast } from "@/lib/show-error-toast";
import { useUpdateNote } from "../api/update-note";
import { noteFormFrom, toUpdateChanges } from "../note-form";
import type { TagList } from "../tag-list";
import { useNoteForm } from "../use-note-form";
import { noteDialogClass } from "./create-note-dialog";
import { NoteFormFields } from "./note-form-fields";

type EditNoteDialogProps = {
  /** The note last opened; kept while the dialog animates closed. */
  note: Note | null;
  tags: TagList;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onTrash: (note: Note) => void;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
};

/** The edit dialog of a task or note: the same fields as creating it, with delete, cancel and save. */
export function EditNoteDialog({ note, tags, isOpen, onOpenChange, onTrash, onCloseAutoFocus }: EditNoteDialogProps) {
  const { t } = useTranslation("notes");
  return (
    <Dialog open={isOpen && note !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("actions.close")} className={noteDialogClass} onCloseAutoFocus={onCloseAutoFocus}>
        {note ? (
          <EditNoteForm
            key={note.id}
            note={note}
            tags={tags}
            onClose={() => onOpenChange(false)}
            onTrash={() => onTrash(note)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

type EditNoteFormProps = { note: Note; tags: TagList; onClose: () => void; onTrash: () => void };

function EditNoteForm({ note, tags, onClose, onTrash }: EditNoteFormProps) {
  const { t } = useTranslation(["notes", "errors"]);
  const updateNote = useUpdateNote();
  const { values, errors, setErrors, titleRef, handleChange, refuseBlankTitle } = useNoteForm(() => noteFormFrom(note));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (refuseBlankTitle()) return;
    const { value: changes, errors: found } = toUpdateChanges(note, values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    onClose();
    // Nothing changed: closing is all there is to do (the server would refuse an empty change).
    if (!changes) return;
    updateNote.mutateAsync({ id: note.id, changes }).then(
      () => toast.success(t("toasts.updated")),
      (error: unknown) => showErrorToast(t, apiErrorKey(error)),
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <DialogHeader className="pr-8 text-left">
        <DialogTitle>{t(note.category === "tasks" ? "edit.tasks" : "edit.notes")}</DialogTitle>
        <DialogDescription>{t("form.required")}</DialogDescription>
      </DialogHeader>
      <NoteFormFields values={values} errors={errors} tags={tags} titleRef={titleRef} onChange={handleChange} />
      <DialogFooter className="sm:justify-between">
        <Button type="button" variant="ghost" className="text-destructive hover:text-destructive" onClick={onTrash}>
          <Trash2 aria-hidden />
          {t("actions.delete")}
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onClose}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit">{t("actions.save")}</Button>
        </div>
      </DialogFooter>
    </form>
  );
}
