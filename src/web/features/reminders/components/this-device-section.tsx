import { BellRing, Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { useEnableThisDevice } from "../use-enable-this-device";
import type { ThisDevice } from "../use-this-device";

type ThisDeviceSectionProps = { device: ThisDevice; isEnabled: boolean; vapidPublicKey: string };

/**
 * Enabling notifications in this browser: the browser's permission question, then the subscription
 * saved on the server. Each way it can fail has its own explanation, in a live region.
 */
export function ThisDeviceSection({ device, isEnabled, vapidPublicKey }: ThisDeviceSectionProps) {
  const { t } = useTranslation(["reminders", "errors"]);
  const { enable, isEnabling, problem: enableProblem } = useEnableThisDevice(device, vapidPublicKey);

  const handleEnable = async () => {
    if (await enable()) toast.success(t("device.enabled"));
  };

  const isBlocked = device.permission === "denied";
  const problem =
    device.support !== "supported" ? t(`device.${device.support}`) : isBlocked ? t("device.blocked") : enableProblem;
  const canEnable = device.support === "supported" && !isBlocked && !isEnabled;
  return (
    <SectionCard title={t("device.title")} description={t("device.description")}>
      <p role="status" className="flex items-center gap-2 text-sm">
        <BellRing aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        {isEnabled ? t("device.enabled") : t("device.off")}
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-destructive text-pretty">
          {problem}
        </p>
      ) : null}
      {canEnable ? (
        <Button className="self-start" onClick={() => void handleEnable()} disabled={isEnabling} aria-busy={isEnabling}>
          {isEnabling ? <Loader2 aria-hidden className="animate-spin" /> : null}
          {isEnabling ? t("device.enabling") : t("device.enable")}
        </Button>
      ) : null}
      {device.support === "supported" ? (
        <p className="text-xs text-muted-foreground text-pretty">{t("device.iosHint")}</p>
      ) : null}
    </SectionCard>
  );
}
