import { useTranslation } from "react-i18next";
import { OnDemandSubview } from "@/components/on-demand-subview";
import { onDemand } from "@/lib/on-demand";
import { hasTwoFactorTexts, loadTwoFactorTexts } from "@/lib/two-factor-texts";

const panelModule = onDemand(() => import("./sign-in-security-panel"));
const texts = { load: loadTwoFactorTexts, has: hasTwoFactorTexts };

/** Settings → Account's two-factor authentication and passkeys: their code and texts load with the screen. */
export function TwoFactorSettings() {
  const { t } = useTranslation("settings");
  return (
    <OnDemandSubview
      panelModule={panelModule}
      pick={(module) => module.SignInSecurityPanel}
      texts={texts}
      loadingLabel={t("account.twoFactorLoading")}
    />
  );
}
