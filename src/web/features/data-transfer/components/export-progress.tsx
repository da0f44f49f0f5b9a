import { useTranslation } from "react-i18next";
import { Progress } from "@/components/ui/progress";
import { useLocale } from "@/lib/locale-context";
import type { DownloadProgress } from "../api/read-with-progress";

const MEGABYTE = 1024 * 1024;

function formatSize(bytes: number, locale: string): string {
  const isLarge = bytes >= MEGABYTE;
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: isLarge ? "megabyte" : "kilobyte",
    maximumFractionDigits: isLarge ? 1 : 0,
  }).format(isLarge ? bytes / MEGABYTE : bytes / 1024);
}

/**
 * How far an export's download has come: a bar that fills when the size is known, else one that pulses,
 * and the amount received. The bar carries the amount as its value text; the page's live region
 * announces only the start and the end, not every chunk.
 */
export function ExportProgress({ progress }: { progress: DownloadProgress }) {
  const { t } = useTranslation("data-transfer");
  const locale = useLocale();
  const receivedText = t("export.received", { size: formatSize(progress.received, locale) });
  const percentage = progress.total ? Math.min(100, (progress.received / progress.total) * 100) : null;
  return (
    <div className="flex flex-col gap-2">
      {percentage === null ? (
        <div
          role="progressbar"
          aria-label={t("export.progressLabel")}
          aria-valuetext={receivedText}
          className="h-2 w-full animate-pulse rounded-full bg-primary/60"
        />
      ) : (
        <Progress value={percentage} aria-label={t("export.progressLabel")} aria-valuetext={receivedText} />
      )}
      <p className="text-xs text-muted-foreground tabular-nums">{receivedText}</p>
    </div>
  );
}
