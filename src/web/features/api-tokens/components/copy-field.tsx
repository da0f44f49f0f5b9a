import { Check, Copy } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { copyToClipboard } from "@/lib/copy-to-clipboard";

const COPIED_MS = 2000;

type CopyFieldProps = {
  label: ReactNode;
  value: string;
  /** The button's accessible name ("Copy the token"). */
  copyLabel: string;
  copiedText: string;
  failedText: string;
  /** A long text (a command) wraps in a block; a short one (the token) stays on one line in a field. */
  isMultiline?: boolean;
};

type Outcome = "copied" | "failed" | null;

/**
 * Text to copy, read-only and selectable by hand (the clipboard is hidden on plain HTTP and may be
 * refused), with a Copy button that says "Copied" for a moment. The outcome is also written below in
 * a live region, so a screen reader hears it; a failure stays and selects the text for copying by hand.
 */
export function CopyField({ label, value, copyLabel, copiedText, failedText, isMultiline = false }: CopyFieldProps) {
  const { t } = useTranslation("api-tokens");
  const fieldId = useId();
  const fieldRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (outcome !== "copied") return;
    const timer = window.setTimeout(() => setOutcome(null), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const handleCopy = () => {
    copyToClipboard(value).then(
      () => setOutcome("copied"),
      () => {
        setOutcome("failed");
        fieldRef.current?.focus();
        fieldRef.current?.select();
      },
    );
  };

  const fieldClass =
    "w-full min-w-0 rounded-md border border-input bg-muted/40 px-3 py-2 font-mono text-xs text-foreground outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30";
  return (
    <div className="grid gap-2">
      <label htmlFor={fieldId} className="text-sm font-medium">
        {label}
      </label>
      <div className={cn("flex gap-2", isMultiline ? "flex-col" : "flex-row")}>
        {isMultiline ? (
          <textarea
            ref={fieldRef}
            id={fieldId}
            readOnly
            value={value}
            rows={4}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className={cn(fieldClass, "resize-none leading-relaxed break-all")}
          />
        ) : (
          <input
            ref={fieldRef}
            id={fieldId}
            readOnly
            value={value}
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
            className={cn(fieldClass, "h-10")}
          />
        )}
        <Button
          type="button"
          variant={isMultiline ? "outline" : "default"}
          onClick={handleCopy}
          aria-label={copyLabel}
          className={cn("shrink-0", isMultiline && "self-end")}
        >
          {outcome === "copied" ? <Check aria-hidden /> : <Copy aria-hidden />}
          {outcome === "copied" ? t("created.copied") : t("created.copy")}
        </Button>
      </div>
      <p
        role="status"
        className={cn("min-h-4 text-xs", outcome === "failed" ? "text-destructive" : "text-muted-foreground")}
      >
        {outcome === "copied" ? copiedText : outcome === "failed" ? failedText : ""}
      </p>
    </div>
  );
}
