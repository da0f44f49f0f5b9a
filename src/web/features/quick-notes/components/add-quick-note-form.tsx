import { Plus } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { isBlank } from "../quick-note";
import { isSaveKey } from "./is-save-key";

type AddQuickNoteFormProps = {
  /** Adds the note; true when it was saved (the form then closes). */
  onAdd: (text: string) => boolean;
  /** The "New quick note" button, for focus to land on when the list empties. */
  openButtonRef?: Ref<HTMLButtonElement>;
};

/**
 * The adding form of the /quick-notes page, which opens and closes (spec §4). Add stays disabled while
 * the text is blank after trimming; Enter adds (Shift+Enter starts a new line), Escape closes.
 */
export function AddQuickNoteForm({ onAdd, openButtonRef }: AddQuickNoteFormProps) {
  const { t } = useTranslation("quick-notes");
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState("");
  const fieldId = useId();
  const hintId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (isOpen) fieldRef.current?.focus();
    else if (wasOpen.current) toggleRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  const close = () => {
    setText("");
    setIsOpen(false);
  };

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!isBlank(text) && onAdd(text)) close();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (isSaveKey(event)) {
      event.preventDefault();
      handleSubmit();
    }
  };

  if (!isOpen) {
    return (
      <Button
        ref={(element) => {
          toggleRef.current = element;
          if (typeof openButtonRef === "function") openButtonRef(element);
          else if (openButtonRef) openButtonRef.current = element;
        }}
        onClick={() => setIsOpen(true)}
        className="self-start"
      >
        <Plus aria-hidden />
        {t("form.open")}
      </Button>
    );
  }

  return (
    <form
      onSubmit={handleSubmit}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <Label htmlFor={fieldId}>{t("form.label")}</Label>
      <Textarea
        ref={fieldRef}
        id={fieldId}
        value={text}
        placeholder={t("form.placeholder")}
        aria-describedby={hintId}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        className="max-h-80"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={hintId} className="text-xs text-muted-foreground">
          {t("form.hint")}
        </p>
        <div className="flex gap-2 max-sm:w-full max-sm:justify-end">
          <Button type="button" variant="outline" onClick={close}>
            {t("form.cancel")}
          </Button>
          <Button type="submit" disabled={isBlank(text)}>
            {t("form.add")}
          </Button>
        </div>
      </div>
    </form>
  );
}
