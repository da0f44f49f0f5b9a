import { useTranslation } from "react-i18next";
import { OnDemandSubview } from "@/components/on-demand-subview";
import { onDemand } from "@/lib/on-demand";

const panelModule = onDemand(() => import("./signed-in-sessions"));
/** Its texts are the settings screen's own, loaded with the screen. */
const texts = { load: async () => undefined, has: () => true };

/**
 * Settings → Account's list of signed-in devices: its code (with the user-agent parser, bowser) loads
 * when the account view opens, never with the settings menu nor any other screen.
 */
export function SignedInSessionsSection() {
  const { t } = useTranslation("settings");
  return (
    <OnDemandSubview
      panelModule={panelModule}
      pick={(module) => module.SignedInSessions}
      texts={texts}
      loadingLabel={t("sessions.loading")}
    />
  );
}
