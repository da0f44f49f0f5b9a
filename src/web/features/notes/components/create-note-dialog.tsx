import type { NoteCategory } from "@shared/constants";
import { type FormEvent, type ReactNode, useState } from "react";
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
  DialogTrigger,
} from "@/components/ui/dialog";
import { apiErrorKey } from "@/lib/api-error-key";
import { showErrorToast } from "@/lib/show-error-toast";
import { useCreateNote } from "../api/create-note";
import { emptyNoteForm, toCreateInput } from "../note-form";
import type { TagList } from "../tag-list";
import { useNoteForm } from "../use-note-form";
import { KindChoice } from "./kind-choice";
import { NoteFormFields } from "./note-form-fields";

type CreateNoteDialogProps = {
  /** The kind the dialog starts with (the selected tab). */
  category: NoteCategory;
  tags: TagList;
  /** The button that opens the dialog; focus returns to it. */
  children: ReactNode;
  /** Called as the new note appears, with its kind (the screen may switch tabs to show it). */
  onCreated: (category: NoteCategory) => void;
};

export const noteDialogClass = "max-h-[calc(100dvh-2rem)] overflow-y-auto p-5 sm:p-6";

/** The create dialog: the note appears at once (optimistic) and "Note added" follows when the server has it. */
export function CreateNoteDialog({ category, tags, children, onCreated }: CreateNoteDialogProps) {
  const { t } = useTranslation("notes");
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent closeLabel={t("actions.close")} className={noteDialogClass}>
        <CreateNoteForm
          initialCategory={category}
          tags={tags}
          onCancel={() => setIsOpen(false)}
          onSubmitted={(created) => {
            setIsOpen(false);
            onCreated(created);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

type CreateNoteFormProps = {
  initialCategory: NoteCategory;
  tags: TagList;
  onCancel: () => void;
  onSubmitted: (category: NoteCategory) => void;
};

function CreateNoteForm({ initialCategory, tags, onCancel, onSubmitted }: CreateNoteFormProps) {
  const { t } = useTranslation(["notes", "errors"]);
  const createNote = useCreateNote();
  const { values, errors, setErrors, titleRef, handleChange, refuseBlankTitle } = useNoteForm(() =>
    emptyNoteForm(initialCategory),
  );
  const [itemDraft, setItemDraft] = useState("");

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (refuseBlankTitle()) return;
    const items = itemDraft.trim() === "" ? values.items : [...values.items, itemDraft.trim()];
    const { value: input, errors: found } = toCreateInput({ ...values, items });
    if (!input) {
      setErrors(found);
      return;
    }
    onSubmitted(values.category);
    createNote.mutateAsync(input).then(
      () => toast.success(t("toasts.added")),
      (error: unknown) => showErrorToast(t, apiErrorKey(error)),
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <DialogHeader className="pr-8 text-left">
        <DialogTitle>{t(`new.${values.category}`)}</DialogTitle>
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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("actions.cancel")}
        </Button>
        <Button type="submit">{t("actions.add")}</Button>
      </DialogFooter>
    </form>
  );
}
