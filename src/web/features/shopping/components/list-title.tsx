import { NOTE_TITLE_MAX, UpdateNoteSchema } from "@shared/schemas/note";
import { Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { InlineNameForm } from "./inline-name-form";
import { useInlineEdit } from "./use-inline-edit";

/** The same rule the server checks a new title with (trimmed, not blank, at most the title limit). */
const TitleSchema = UpdateNoteSchema.shape.title.unwrap();

type ListTitleProps = {
  title: string;
  /** Saves the checked title; rejects when the server refuses. */
  onRename: (title: string) => Promise<unknown>;
};

/**
 * The list's name as the page's heading, with a button that turns it into a field: Enter saves,
 * Escape cancels, a blank name is refused. The h1 stays (hidden) while the field is open.
 */
export function ListTitle({ title, onRename }: ListTitleProps) {
  const { t } = useTranslation("shopping");
  const edit = useInlineEdit({ value: title, schema: TitleSchema, onSave: onRename });
  if (edit.isEditing) {
    return (
      <div className="mb-6">
        <h1 className="sr-only">{title}</h1>
        <InlineNameForm
          label={t("title.label")}
          inputProps={edit.inputProps}
          errorKey={edit.errorKey}
          isSaving={edit.isSaving}
          maxLength={NOTE_TITLE_MAX}
          onSubmit={edit.handleSubmit}
          onCancel={edit.cancel}
          inputClassName="h-11 text-xl font-semibold md:text-xl"
        />
      </div>
    );
  }
  return (
    <div className="mb-6 flex items-start gap-1">
      <h1 className="min-w-0 text-2xl font-semibold tracking-tight wrap-anywhere">{title}</h1>
      <Button
        ref={edit.triggerRef}
        variant="ghost"
        size="icon"
        onClick={edit.start}
        aria-label={t("title.rename")}
        title={t("title.rename")}
        className="shrink-0 text-muted-foreground"
      >
        <Pencil aria-hidden />
      </Button>
    </div>
  );
}
