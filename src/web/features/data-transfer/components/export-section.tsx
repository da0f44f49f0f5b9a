import { CalendarDays, FileJson, Loader2, ShoppingBasket } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { apiErrorKey } from "@/lib/api-error-key";
import { cn } from "@/lib/cn";
import { showErrorToast } from "@/lib/show-error-toast";
import { downloadExport, type ExportKind } from "../api/download-export";
import type { DownloadProgress } from "../api/read-with-progress";
import { ExportProgress } from "./export-progress";

const EXPORTS: { kind: ExportKind; icon: ReactNode; isPrimary?: boolean }[] = [
  { kind: "everything", icon: <FileJson aria-hidden />, isPrimary: true },
  { kind: "shopping", icon: <ShoppingBasket aria-hidden /> },
  { kind: "tasks", icon: <CalendarDays aria-hidden /> },
];

type Running = { kind: ExportKind; progress: DownloadProgress };

/** The three downloads, one at a time, with the progress of the one under way. */
export function ExportSection() {
  const { t } = useTranslation(["data-transfer", "errors"]);
  const [running, setRunning] = useState<Running | null>(null);
  const [savedFile, setSavedFile] = useState<string | null>(null);

  const handleExport = async (kind: ExportKind) => {
    if (running) return;
    setSavedFile(null);
    setRunning({ kind, progress: { received: 0, total: null } });
    try {
      const fileName = await downloadExport(kind, (progress) => setRunning({ kind, progress }));
      setSavedFile(fileName);
    } catch (error) {
      showErrorToast(t, apiErrorKey(error));
    } finally {
      setRunning(null);
    }
  };

  const statusText = running ? t("export.preparing") : savedFile ? t("export.saved", { file: savedFile }) : "";

  return (
    <SectionCard title={t("export.title")} description={t("export.description")}>
      {/* aria-disabled, not disabled: the pressed button keeps the focus while its file downloads. */}
      <div className="flex flex-wrap gap-2" aria-busy={running !== null}>
        {EXPORTS.map(({ kind, icon, isPrimary }) => (
          <Button
            key={kind}
            variant={isPrimary ? "default" : "outline"}
            aria-disabled={running !== null}
            className="aria-disabled:opacity-60"
            onClick={() => void handleExport(kind)}
          >
            {running?.kind === kind ? <Loader2 aria-hidden className="animate-spin" /> : icon}
            {t(`export.${kind}`)}
          </Button>
        ))}
      </div>
      {running ? <ExportProgress progress={running.progress} /> : null}
      {/* Always in the page, so screen readers announce what it says next; out of sight while empty. */}
      <p role="status" className={cn("text-sm text-muted-foreground", !statusText && "sr-only")}>
        {statusText}
      </p>
    </SectionCard>
  );
}
