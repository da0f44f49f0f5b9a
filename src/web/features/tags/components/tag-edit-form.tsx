import { TAG_NAME_MAX, type Tag, type TagColor, type UpdateTagInput, UpdateTagSchema } from "@shared/schemas/tag";
import { Check } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { errorTextOptions } from "@/lib/character-limit";
import { checkForm } from "@/lib/field-errors";
import { toTagColor } from "../tag-colors";
import { ColorSwatches } from "./color-swatches";

type TagEditFormProps = {
  tag: Tag;
  /** Whether another tag already has this name (ignoring case). */
  isNameTaken: (name: string) => boolean;
  /** A rename the server refused: the form opens again with it and the reason (an errors: key). */
  refused?: { name: string; error: string } | undefined;
  /** Only what changed; nothing changed closes the form without a request. */
  onSave: (changes: UpdateTagInput) => void;
  onCancel: () => void;
};

/** Rename and recolour a tag in place; Enter saves, Escape cancels. */
export function TagEditForm({ tag, isNameTaken, refused, onSave, onCancel }: TagEditFormProps) {
  const { t } = useTranslation(["tags", "errors"]);
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(refused?.name ?? tag.name);
  const [color, setColor] = useState<TagColor>(toTagColor(tag.color));
  const [error, setError] = useState<string | undefined>(refused?.error);

  useEffect(() => {
    inputRef.current?.select();
  }, []);

  // Saving closes this form (the list updates at once), so a form that has saved once ignores a second
  // click: a ref, since both clicks of a double-click can arrive before it is gone.
  const hasSaved = useRef(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (hasSaved.current) return;
    const { data, errors } = checkForm(UpdateTagSchema, { name, color });
    if (!data || (data.name !== undefined && isNameTaken(data.name))) {
      setError(data ? "tag_name_taken" : (errors.name ?? errors.color));
      inputRef.current?.focus();
      return;
    }
    const changes: UpdateTagInput = {};
    if (data.name !== tag.name) changes.name = data.name;
    if (data.color !== tag.color) changes.color = data.color;
    hasSaved.current = true;
    if (Object.keys(changes).length === 0) onCancel();
    else onSave(changes);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    onCancel();
  };

  return (
    <form noValidate onSubmit={handleSubmit} onKeyDown={handleKeyDown} className="flex flex-col gap-4 p-4">
      <FormField
        ref={inputRef}
        label={t("edit.name", { name: tag.name })}
        name="name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
        maxLength={TAG_NAME_MAX}
        autoComplete="off"
        error={error ? t(`errors:${error}`, errorTextOptions(error, TAG_NAME_MAX)) : undefined}
      />
      <ColorSwatches value={color} onChange={setColor} label={t("color")} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          <Check aria-hidden />
          {t("edit.save")}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {t("edit.cancel")}
        </Button>
      </div>
    </form>
  );
}
