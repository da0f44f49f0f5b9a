import { type ComponentProps, type ReactNode, useId } from "react";
import { CharacterCounter } from "@/components/character-counter";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { countCharacters } from "@/lib/character-limit";
import { cn } from "@/lib/cn";

type FormFieldProps = ComponentProps<typeof Input> & {
  label: string;
  /** Already translated error text; shown under the field and announced with it. */
  error?: string | undefined;
  hint?: string | undefined;
  /** A control inside the input's right edge, e.g. a show-password button. */
  trailing?: ReactNode;
  /** The value's limit in characters (a single line, counted trimmed; default: maxLength): a counter shows near it. */
  limit?: number | undefined;
};

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby) for screen readers. */
export function FormField({ label, error, hint, trailing, limit, id, className, ...inputProps }: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const counterId = `${inputId}-counter`;
  // A field with a limit (or the browser's maxLength) counts toward it once the text nears it.
  const max = limit ?? inputProps.maxLength;
  const count =
    max !== undefined && typeof inputProps.value === "string"
      ? countCharacters(inputProps.value, max, { isTrimmed: true })
      : null;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null, count?.isShown ? counterId : null].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <Input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(trailing ? "pr-11" : undefined, className)}
          {...inputProps}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      {count ? <CharacterCounter id={counterId} count={count} /> : null}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
