import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod";

type InlineEditOptions = {
  /** The saved value the field starts from. */
  value: string;
  /** The shared schema of the field: its messages are translation keys (validation.required …). */
  schema: z.ZodType<string, string>;
  /** Saves the checked value; rejects when the server refuses (the caller reports it). */
  onSave: (next: string) => Promise<unknown>;
};

/**
 * Renaming in place: a button opens a field holding the current value; Enter (or Save) checks it with
 * the shared schema and saves, Escape (or Cancel) puts things back. While a save is in flight the
 * field is read-only and a second submit is ignored. Focus moves into the field and, when it closes,
 * back to the button that opened it.
 */
export function useInlineEdit({ value, schema, onSave }: InlineEditOptions) {
  const [isEditing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const isSavingRef = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const shouldRefocusTrigger = useRef(false);

  useEffect(() => {
    if (isEditing) {
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (shouldRefocusTrigger.current) {
      shouldRefocusTrigger.current = false;
      triggerRef.current?.focus();
    }
  }, [isEditing]);

  const close = () => {
    shouldRefocusTrigger.current = true;
    setEditing(false);
    setErrorKey(null);
  };

  const start = () => {
    setDraft(value);
    setErrorKey(null);
    setEditing(true);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A ref, not the state: two quick submits arrive before React has re-rendered the disabled field.
    if (isSavingRef.current) return;
    const parsed = schema.safeParse(draft);
    if (!parsed.success) {
      setErrorKey(parsed.error.issues[0]?.message ?? "validation.invalid");
      inputRef.current?.focus();
      return;
    }
    if (parsed.data === value) return close();
    isSavingRef.current = true;
    setSaving(true);
    try {
      await onSave(parsed.data);
      close();
    } catch {
      // The caller has shown the error toast; the field stays open with the text, to try again.
      inputRef.current?.focus();
    } finally {
      isSavingRef.current = false;
      setSaving(false);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Escape") return;
    // Escape closes the field only, not a dialog or anything else around it.
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  return {
    isEditing,
    isSaving,
    errorKey,
    start,
    cancel: close,
    triggerRef,
    inputProps: {
      ref: inputRef,
      value: draft,
      // Read-only rather than disabled, so the focus stays in the field while the save is in flight.
      readOnly: isSaving,
      "aria-busy": isSaving || undefined,
      onKeyDown: handleKeyDown,
      onChange: (event: { target: { value: string } }) => {
        setDraft(event.target.value);
        setErrorKey(null);
      },
    },
    handleSubmit,
  };
}
