import { useTranslation } from "react-i18next";
import { OnDemandSubview } from "@/components/on-demand-subview";
import { onDemand } from "@/lib/on-demand";
import { hasApiTokensTexts, loadApiTokensTexts } from "../api-tokens-texts";

const panelModule = onDemand(() => import("./api-tokens-panel"));
const texts = { load: loadApiTokensTexts, has: hasApiTokensTexts };

/** Settings → API tokens: its code and texts load when it opens. */
export function ApiTokensSettings() {
  const { t } = useTranslation("settings");
  return (
    <OnDemandSubview
      panelModule={panelModule}
      pick={(module) => module.ApiTokensPanel}
      texts={texts}
      loadingLabel={t("tokens.loading")}
    />
  );
}
