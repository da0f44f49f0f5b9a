import { useTranslation } from "react-i18next";
import { OnDemandSubview } from "@/components/on-demand-subview";
import { onDemand } from "@/lib/on-demand";
import { hasRemindersTexts, loadRemindersTexts } from "../reminders-texts";

const panelModule = onDemand(() => import("./notifications-panel"));
const texts = { load: loadRemindersTexts, has: hasRemindersTexts };

/** Settings → Notifications: its code and texts load when it opens. */
export function NotificationsSettings() {
  const { t } = useTranslation("settings");
  return (
    <OnDemandSubview
      panelModule={panelModule}
      pick={(module) => module.NotificationsPanel}
      texts={texts}
      loadingLabel={t("notifications.loading")}
    />
  );
}
