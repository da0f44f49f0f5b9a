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
  /** A command, with its button below; a token has its button beside it (below on a phone). */
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
  const fieldRef = useRef<HTMLTextAreaElement>(null);
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

  // A textarea for both, so a narrow phone shows the whole token or command, wrapped anywhere;
  // field-sizing keeps it as tall as its text where supported (`rows` elsewhere).
  return (
    <div className="grid gap-2">
      <label htmlFor={fieldId} className="text-sm font-medium">
        {label}
      </label>
      <div className={cn("flex flex-col gap-2", !isMultiline && "sm:flex-row sm:items-start")}>
        <textarea
          ref={fieldRef}
          id={fieldId}
          readOnly
          value={value}
          rows={isMultiline ? 5 : 2}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
          className={cn(
            "field-sizing-content w-full min-w-0 resize-none rounded-md border border-input bg-muted/40 px-3 py-2 font-mono text-xs leading-relaxed break-all text-foreground outline-none",
            "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30",
          )}
        />
        <Button
          type="button"
          variant={isMultiline ? "outline" : "default"}
          onClick={handleCopy}
          aria-label={copyLabel}
          className={cn("shrink-0 self-end", !isMultiline && "sm:self-auto")}
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
