import { useTranslation } from "react-i18next";
import { OnDemandSubview } from "@/components/on-demand-subview";
import { onDemand } from "@/lib/on-demand";
import { hasDataTransferTexts, loadDataTransferTexts } from "../data-transfer-texts";

const panelModule = onDemand(() => import("./data-panel"));
const texts = { load: loadDataTransferTexts, has: hasDataTransferTexts };

/** Settings → Your data: its code and texts load when it opens. */
export function DataSettings() {
  const { t } = useTranslation("settings");
  return (
    <OnDemandSubview
      panelModule={panelModule}
      pick={(module) => module.DataPanel}
      texts={texts}
      loadingLabel={t("data.loading")}
    />
  );
}
