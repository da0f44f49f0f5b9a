import { useTranslation } from "react-i18next";
import { AppFrame } from "@/components/layout/app-frame";
import { NotBuiltYet } from "@/components/layout/not-built-yet";

export function StatisticsPage() {
  const { t } = useTranslation("common");
  return (
    <AppFrame title={t("pages.statistics")}>
      <NotBuiltYet />
    </AppFrame>
  );
}
