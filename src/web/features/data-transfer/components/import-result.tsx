import type { ImportSummary } from "@shared/schemas/data-export";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/locale-context";
import { describeImportRefusal } from "../describe-import-refusal";
import { describeImportSummary } from "../describe-import-summary";

const RESULT_CLASS = "flex gap-3 rounded-lg border p-4 text-sm";

/** What an import brought in, in words (shown in the import form's live region, so it is read out). */
export function ImportSummaryView({ summary, quickNotes = 0 }: { summary: ImportSummary; quickNotes?: number }) {
  const { t } = useTranslation(["data-transfer", "errors"]);
  const locale = useLocale();
  const text = describeImportSummary(summary, t, locale);
  return (
    <div className={`${RESULT_CLASS} bg-primary/5`}>
      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="font-medium">{t("import.summaryTitle")}</p>
        <p>{text.imported}</p>
        {quickNotes > 0 ? <p>{t("import.quickNotesRestored", { count: quickNotes })}</p> : null}
        {text.alreadyThere ? <p className="text-muted-foreground">{text.alreadyThere}</p> : null}
        {text.skippedTitle ? (
          <>
            <p>{text.skippedTitle}</p>
            <ul className="list-disc pl-5 text-muted-foreground wrap-anywhere">
              {text.skipped.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one answer, never reordered
                <li key={index}>{line}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** Why nothing was imported: the server's reason and the rows or files it named. */
export function ImportRefusalView({ error }: { error: unknown }) {
  const { t } = useTranslation(["data-transfer", "errors"]);
  const { message, listed } = describeImportRefusal(error, t);
  return (
    <div className={`${RESULT_CLASS} border-destructive/40 bg-destructive/10`}>
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="font-medium">{t("import.failedTitle")}</p>
        <p>{message}</p>
        {listed.length > 0 ? (
          <ul className="list-disc pl-5 text-muted-foreground wrap-anywhere">
            {listed.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one answer, never reordered
              <li key={index}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
