import { Check, X } from "lucide-react";
import { type ComponentProps, type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

type InlineNameFormProps = {
  /** The field's accessible name, e.g. "Item name". */
  label: string;
  inputProps: ComponentProps<typeof Input>;
  /** A translation key of the errors namespace (validation.required …), or null. */
  errorKey: string | null;
  isSaving: boolean;
  maxLength: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  className?: string;
  inputClassName?: string;
};

/** The field of a rename in place with its Save and Cancel buttons (for touch; Enter and Escape do the same). */
export function InlineNameForm({
  label,
  inputProps,
  errorKey,
  isSaving,
  maxLength,
  onSubmit,
  onCancel,
  className,
  inputClassName,
}: InlineNameFormProps) {
  const { t } = useTranslation(["shopping", "errors"]);
  const errorId = useId();
  return (
    <form
      onSubmit={onSubmit}
      aria-busy={isSaving || undefined}
      className={cn("flex min-w-0 flex-1 flex-col gap-1", className)}
    >
      <div className="flex min-w-0 items-center gap-1">
        <Input
          {...inputProps}
          aria-label={label}
          maxLength={maxLength}
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={errorKey ? errorId : undefined}
          className={cn("min-w-0 flex-1", inputClassName)}
        />
        <Button
          type="submit"
          variant="ghost"
          size="icon"
          disabled={isSaving}
          aria-label={t("rename.save")}
          title={t("rename.save")}
          className="size-10 shrink-0 text-primary"
        >
          <Check aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={onCancel}
          disabled={isSaving}
          aria-label={t("rename.cancel")}
          title={t("rename.cancel")}
          className="size-10 shrink-0 text-muted-foreground"
        >
          <X aria-hidden />
        </Button>
      </div>
      {errorKey ? (
        <p id={errorId} role="alert" className="px-1 text-sm text-destructive">
          {t(`errors:${errorKey}`)}
        </p>
      ) : null}
    </form>
  );
}
