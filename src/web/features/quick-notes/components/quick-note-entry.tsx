import { Pencil, Trash2 } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { formatCreated } from "../format-created";
import { isBlank, type QuickNote } from "../quick-note";
import { isSaveKey } from "./is-save-key";

type QuickNoteEntryProps = {
  note: QuickNote;
  /** Saves the new text; true when the note has it now (the editor then closes). */
  onSave: (id: string, text: string) => boolean;
  onDelete: (note: QuickNote) => void;
  entryRef?: Ref<HTMLLIElement>;
};

/**
 * One quick note on the page: its text and creation date and time, edited in place (Save disabled
 * while blank; Enter saves, Shift+Enter starts a new line, Escape cancels) or deleted.
 */
export function QuickNoteEntry({ note, onSave, onDelete, entryRef }: QuickNoteEntryProps) {
  const { t } = useTranslation("quick-notes");
  const [draft, setDraft] = useState<string | null>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const wasEditing = useRef(false);
  const hintId = useId();
  const isEditing = draft !== null;
  const date = formatCreated(note.created) ?? note.created;

  useEffect(() => {
    if (isEditing) {
      const field = fieldRef.current;
      field?.focus();
      field?.setSelectionRange(field.value.length, field.value.length);
    } else if (wasEditing.current) {
      editRef.current?.focus();
    }
    wasEditing.current = isEditing;
  }, [isEditing]);

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (draft !== null && !isBlank(draft) && onSave(note.id, draft)) setDraft(null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      setDraft(null);
    } else if (isSaveKey(event)) {
      event.preventDefault();
      handleSubmit();
    }
  };

  return (
    <li ref={entryRef} className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
      {isEditing ? (
        <form onSubmit={handleSubmit} className="flex flex-col gap-3">
          <Textarea
            ref={fieldRef}
            value={draft}
            aria-label={t("item.editorLabel", { date })}
            aria-describedby={hintId}
            rows={3}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={handleKeyDown}
            className="max-h-80"
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p id={hintId} className="text-xs text-muted-foreground">
              {t("item.hint")}
            </p>
            <div className="flex gap-2 max-sm:w-full max-sm:justify-end">
              <Button type="button" variant="outline" size="sm" onClick={() => setDraft(null)}>
                {t("item.cancel")}
              </Button>
              <Button type="submit" size="sm" disabled={isBlank(draft)}>
                {t("item.save")}
              </Button>
            </div>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="whitespace-pre-line wrap-anywhere">{note.text}</p>
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className="text-xs text-muted-foreground">
              <time dateTime={note.created}>{t("created", { date })}</time>
            </p>
            <div className="-mr-2 -mb-1 flex gap-1">
              <Button
                ref={editRef}
                variant="ghost"
                size="sm"
                aria-label={t("item.editLabel", { date })}
                onClick={() => setDraft(note.text)}
              >
                <Pencil aria-hidden />
                {t("item.edit")}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t("item.deleteLabel", { date })}
                onClick={() => onDelete(note)}
                className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
              >
                <Trash2 aria-hidden />
                {t("item.delete")}
              </Button>
            </div>
          </div>
        </div>
      )}
    </li>
  );
}
