import { useRef, useState } from "react";
import { isTitleBlank, type NoteFormErrors, type NoteFormValues } from "./note-form";

/** The state the create and edit dialogs share: the values, their errors and the title field. */
export function useNoteForm(initial: () => NoteFormValues) {
  const [values, setValues] = useState<NoteFormValues>(initial);
  const [errors, setErrors] = useState<NoteFormErrors>({});
  const titleRef = useRef<HTMLInputElement>(null);

  const handleChange = (change: Partial<NoteFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors({});
  };

  /** Spec §5: a title that is blank after trimming saves nothing; say so at the title. True when refused. */
  const refuseBlankTitle = (): boolean => {
    if (!isTitleBlank(values)) return false;
    setErrors({ title: "validation.required" });
    titleRef.current?.focus();
    return true;
  };

  return { values, errors, setErrors, titleRef, handleChange, refuseBlankTitle };
}
