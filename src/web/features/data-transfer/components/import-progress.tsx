import { useTranslation } from "react-i18next";
import { Progress } from "@/components/ui/progress";
import { useLocale } from "@/lib/locale-context";
import type { ImportProgress } from "../api/import-data";

const MEGABYTE = 1024 * 1024;

function formatMegabytes(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(
    bytes / MEGABYTE,
  );
}

/**
 * A Takeout's import under way: a bar that fills as the zip goes up (its value the percentage sent,
 * its text "12 MB of 80 MB sent"), then a pulsing bar while the server reads the archive, which
 * reports nothing until it is done. Both are progressbars with a label; the page's live region
 * announces only the outcome, not every step.
 */
export function ImportProgressView({ progress }: { progress: ImportProgress }) {
  const { t } = useTranslation("data-transfer");
  const locale = useLocale();
  if (progress.phase === "processing") {
    return (
      <div className="flex flex-col gap-2">
        <div
          role="progressbar"
          aria-label={t("import.processingLabel")}
          aria-valuetext={t("import.processing")}
          className="h-2 w-full animate-pulse rounded-full bg-primary/60"
        />
        <p className="text-xs text-muted-foreground">{t("import.processing")}</p>
      </div>
    );
  }
  const percentage = progress.total > 0 ? Math.min(100, (progress.sent / progress.total) * 100) : 0;
  const sentText = t("import.sent", {
    sent: formatMegabytes(progress.sent, locale),
    total: formatMegabytes(progress.total, locale),
  });
  return (
    <div className="flex flex-col gap-2">
      <Progress value={Math.round(percentage)} aria-label={t("import.uploadLabel")} aria-valuetext={sentText} />
      <p className="text-xs text-muted-foreground tabular-nums">{sentText}</p>
    </div>
  );
}
