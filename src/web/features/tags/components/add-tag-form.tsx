import { DEFAULT_TAG_COLOR } from "@shared/constants";
import { CreateTagSchema, TAG_NAME_MAX, type TagColor } from "@shared/schemas/tag";
import { Plus } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api-client";
import { errorTextOptions } from "@/lib/character-limit";
import { checkForm } from "@/lib/field-errors";
import { newRequestId } from "@/lib/request-id";
import { showErrorToast } from "@/lib/show-error-toast";
import { useSubmitOnce } from "@/lib/use-submit-once";
import { useCreateTag, useTags } from "../api/tags";
import { isTagNameTaken } from "../is-tag-name-taken";
import { ColorSwatches } from "./color-swatches";
import { TagChip } from "./tag-chip";

/**
 * A new tag: a name (required after trimming, not one the user already has in any case) and a colour,
 * lavender unless another is picked.
 */
export function AddTagForm() {
  const { t } = useTranslation(["tags", "errors"]);
  const createTag = useCreateTag();
  const tags = useTags();
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState("");
  const [color, setColor] = useState<TagColor>(DEFAULT_TAG_COLOR);
  const [error, setError] = useState<string | undefined>();

  // Once per submission: a second click while the first is on its way (the field is empty by then)
  // neither sends a second tag nor complains that the name is missing.
  const { handleSubmit, isSubmitting } = useSubmitOnce((_event: FormEvent<HTMLFormElement>) => {
    const { data, errors } = checkForm(CreateTagSchema.omit({ id: true }), { name, color });
    if (!data || isTagNameTaken(tags.data ?? [], data.name)) {
      setError(data ? "tag_name_taken" : (errors.name ?? errors.color));
      inputRef.current?.focus();
      return;
    }
    // Ready for the next tag at once; a refused one comes back into the form.
    setName("");
    setColor(DEFAULT_TAG_COLOR);
    setError(undefined);
    inputRef.current?.focus();
    return createTag.mutateAsync({ input: data, idempotencyKey: newRequestId() }).then(
      () => toast.success(t("toast.added")),
      (error: unknown) => {
        if (inputRef.current?.value === "") {
          setName(data.name);
          setColor(data.color);
        }
        // Taken in the meantime (another tab or device): said at the field, like the local check.
        if (error instanceof ApiError && error.code === "tag_name_taken") setError(error.code);
        else if (error instanceof ApiError && error.code === "tag_limit_reached")
          showErrorToast(t, "errors:tag_limit_reached");
        else showErrorToast(t, "tags:toast.addFailed");
      },
    );
  });

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting || undefined} className="flex flex-col gap-4">
      <FormField
        ref={inputRef}
        label={t("add.name")}
        name="name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
        placeholder={t("add.namePlaceholder")}
        maxLength={TAG_NAME_MAX}
        autoComplete="off"
        error={error ? t(`errors:${error}`, errorTextOptions(error, TAG_NAME_MAX)) : undefined}
      />
      <div className="grid gap-2">
        <Label asChild>
          <span>{t("color")}</span>
        </Label>
        <ColorSwatches value={color} onChange={setColor} label={t("color")} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          <Plus aria-hidden />
          {t("add.submit")}
        </Button>
        {name.trim() ? <TagChip name={name.trim()} color={color} className="max-w-60" /> : null}
      </div>
    </form>
  );
}
