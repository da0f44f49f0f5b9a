import { type ComponentProps, useId } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

type SelectFieldProps = ComponentProps<"select"> & {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
};

/** A labelled native select (keyboard and screen readers get the platform's own list), styled as an input. */
export function SelectField({ label, hint, error, className, children, ...props }: SelectFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(
          "border-input dark:bg-input/30 h-10 w-full rounded-md border bg-transparent px-3 text-base shadow-xs outline-none md:text-sm",
          "focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50",
          "aria-invalid:border-destructive [&>option]:bg-popover [&>option]:text-popover-foreground",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
