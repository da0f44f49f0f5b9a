import { useTranslation } from "react-i18next";
import { AppFrame } from "@/app/layout/app-frame";
import { BackLink } from "@/components/layout/back-link";
import { StatisticsView } from "@/features/stats/components/statistics-view";

/** /statistics — the user's figures and charts, computed on the server in the browser's time zone (spec §2). */
export function StatisticsPage() {
  const { t } = useTranslation(["stats", "common"]);
  return (
    <AppFrame title={t("common:pages.statistics")} leading={<BackLink to="/home" label={t("common:pages.home")} />}>
      <p className="-mt-4 mb-6 max-w-3xl text-sm text-muted-foreground text-pretty">{t("intro")}</p>
      <StatisticsView />
    </AppFrame>
  );
}
