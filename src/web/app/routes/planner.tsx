import { useTranslation } from "react-i18next";
import { AppFrame } from "@/app/layout/app-frame";
import { BackLink } from "@/components/layout/back-link";
import { PlannerView } from "@/features/planner/components/planner-view";

/** /planner — the weekly hours planner, the week kept in ?week= (spec §2). */
export function PlannerPage() {
  const { t } = useTranslation(["planner", "common"]);
  return (
    <AppFrame title={t("common:pages.planner")} leading={<BackLink to="/home" label={t("common:pages.home")} />}>
      <p className="-mt-4 mb-6 max-w-3xl text-sm text-muted-foreground text-pretty">{t("intro")}</p>
      <PlannerView />
    </AppFrame>
  );
}
