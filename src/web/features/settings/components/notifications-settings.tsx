import { BellRing } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The spec lists a notifications section without its content: say plainly that it comes later. */
export function NotificationsSettings() {
  const { t } = useTranslation("settings");
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed bg-card/50 p-6">
      <span className="flex size-10 items-center justify-center rounded-lg bg-muted text-muted-foreground">
        <BellRing aria-hidden className="size-5" />
      </span>
      <p className="font-medium">{t("notifications.comingLater")}</p>
      <p className="text-sm text-muted-foreground text-pretty">{t("notifications.meanwhile")}</p>
    </div>
  );
}
