import { useTranslation } from "react-i18next";
import { AppFrame } from "@/app/layout/app-frame";
import { BackLink } from "@/components/layout/back-link";
import { ArchiveView } from "@/features/notes/components/archive-view";

/** /archive — archived tasks, lists and notes with Unarchive (issue 29), built as /trash is. */
export function ArchivePage() {
  const { t } = useTranslation(["archive", "common"]);
  return (
    <AppFrame title={t("common:pages.archive")} leading={<BackLink to="/home" label={t("back")} />}>
      <p className="-mt-4 mb-6 max-w-3xl text-sm text-muted-foreground text-pretty">{t("intro")}</p>
      <ArchiveView />
    </AppFrame>
  );
}
