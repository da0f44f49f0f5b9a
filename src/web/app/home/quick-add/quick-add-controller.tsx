import { type RefObject, useEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { preloadNoteFormChecks } from "@/features/note-editor/load-note-form-checks";
import type { TagList } from "@/features/notes";
import { useLocale } from "@/lib/locale-context";
import { QuickAddPreview } from "./quick-add-preview";
import { quickAddState } from "./quick-add-state";
import { SpeechButton } from "./speech-button";

export type QuickAddControllerProps = {
  input: RefObject<HTMLInputElement | null>;
  /** The id the field is described by: its message and chips are read with it. */
  describedBy: string;
  /** Where the microphone goes, beside the field (a slot in the field's row). */
  micSlot: RefObject<HTMLSpanElement | null>;
  tags: TagList;
};

/**
 * Takes over /home's quick-add field once the engine is in: follows what is typed, shows what the line
 * says as chips, and the message of a line that could not be added (role=alert, the field marked
 * invalid). While the field has focus its placeholder is a full example line; unfocused it stays
 * short, so it never outgrows the greeting as the screen's largest text.
 */
export function QuickAddController({ input, describedBy, micSlot, tags }: QuickAddControllerProps) {
  const { t } = useTranslation("quick-add");
  const locale = useLocale();
  const [text, setText] = useState(() => input.current?.value ?? "");
  const { keep, error } = useSyncExternalStore(quickAddState.subscribe, quickAddState.get);

  // The checks a line's task goes through (as in the New task dialog), in before Enter and offline.
  useEffect(preloadNoteFormChecks, []);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const short = field.placeholder;
    const showExample = () => {
      field.placeholder = t("example");
    };
    const showShort = () => {
      field.placeholder = short;
    };
    const follow = () => {
      setText(field.value);
      quickAddState.set({ error: "", ...(field.value.trim() === "" ? { keep: [] } : {}) });
    };
    if (document.activeElement === field) showExample();
    field.addEventListener("focus", showExample);
    field.addEventListener("blur", showShort);
    field.addEventListener("input", follow);
    // What was typed between this render and its effect (a fast typist, or a paste) is read now.
    setText(field.value);
    return () => {
      showShort();
      field.removeEventListener("focus", showExample);
      field.removeEventListener("blur", showShort);
      field.removeEventListener("input", follow);
    };
  }, [input, t]);

  useEffect(() => {
    if (error === "") input.current?.removeAttribute("aria-invalid");
    else input.current?.setAttribute("aria-invalid", "true");
  }, [error, input]);

  return (
    <div id={describedBy} className="grid gap-2 empty:hidden">
      {error === "" ? null : (
        <p role="alert" className="text-destructive text-sm">
          {t(error)}
        </p>
      )}
      {micSlot.current ? createPortal(<SpeechButton input={input} locale={locale} />, micSlot.current) : null}
      <QuickAddPreview
        text={text}
        keep={keep}
        onKeep={(part) => quickAddState.set({ keep: [...keep, part] })}
        tags={tags}
      />
    </div>
  );
}
