import { useTranslation } from "react-i18next";
import { AppFrame } from "@/app/layout/app-frame";
import { BackLink } from "@/components/layout/back-link";
import { TrashView } from "@/features/trash/components/trash-view";

/** /trash — trashed notes with restore, permanent delete and Clear All (spec §2). */
export function TrashPage() {
  const { t } = useTranslation(["trash", "common"]);
  return (
    <AppFrame title={t("common:pages.trash")} leading={<BackLink to="/home" label={t("back")} />}>
      <p className="-mt-4 mb-6 max-w-3xl text-sm text-muted-foreground text-pretty">{t("intro")}</p>
      <TrashView />
    </AppFrame>
  );
}
