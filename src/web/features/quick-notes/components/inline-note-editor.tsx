import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { isBlank } from "../quick-note";
import { isSaveKey } from "./is-save-key";

/** How an edit ended: the keyboard keeps focus in the widget; a blur means the person moved on. */
export type EditEnd = "keyboard" | "blur";

type InlineNoteEditorProps = {
  initialText: string;
  label: string;
  hint: string;
  onSave: (text: string, end: EditEnd) => void;
  onCancel: (end: EditEnd) => void;
  className?: string;
};

/**
 * The home widget's in-place editor: Enter saves (Shift+Enter starts a new line), leaving the field
 * saves, Escape cancels. Blank text is never saved: Enter does nothing and leaving drops the edit.
 */
export function InlineNoteEditor({ initialText, label, hint, onSave, onCancel, className }: InlineNoteEditorProps) {
  const [text, setText] = useState(initialText);
  const ref = useRef<HTMLTextAreaElement>(null);
  const hasEnded = useRef(false);
  const hintId = useId();

  useEffect(() => {
    const field = ref.current;
    if (!field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, []);

  const end = (save: boolean, how: EditEnd) => {
    if (hasEnded.current) return;
    hasEnded.current = true;
    if (save) onSave(text, how);
    else onCancel(how);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      end(false, "keyboard");
    } else if (isSaveKey(event)) {
      event.preventDefault();
      if (!isBlank(text)) end(true, "keyboard");
    }
  };

  return (
    <>
      <Textarea
        ref={ref}
        value={text}
        aria-label={label}
        aria-describedby={hintId}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={() => end(!isBlank(text), "blur")}
        rows={2}
        className={cn("max-h-40 min-h-16 resize-none", className)}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </>
  );
}
