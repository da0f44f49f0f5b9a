import { BellRing, Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { useSaveSubscription } from "../api/notification-settings";
import { PushEnableError, type PushRefusal, subscribeThisDevice } from "../push-support";
import { reminderErrorText } from "../reminder-error-text";
import type { ThisDevice } from "../use-this-device";

type ThisDeviceSectionProps = { device: ThisDevice; isEnabled: boolean; vapidPublicKey: string };

/**
 * Enabling notifications in this browser: the browser's permission question, then the subscription
 * saved on the server. Each way it can fail has its own explanation, in a live region.
 */
export function ThisDeviceSection({ device, isEnabled, vapidPublicKey }: ThisDeviceSectionProps) {
  const { t } = useTranslation(["reminders", "errors"]);
  const save = useSaveSubscription();
  const [isEnabling, setIsEnabling] = useState(false);
  const [refusal, setRefusal] = useState<PushRefusal | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const handleEnable = async () => {
    setIsEnabling(true);
    setRefusal(null);
    setSaveError(null);
    try {
      const subscription = await subscribeThisDevice(vapidPublicKey);
      await save.mutateAsync(subscription);
      await device.refresh();
      toast.success(t("device.enabled"));
    } catch (error) {
      if (error instanceof PushEnableError) setRefusal(error.reason);
      else setSaveError(reminderErrorText(t, error));
      await device.refresh();
    } finally {
      setIsEnabling(false);
    }
  };

  const isBlocked = device.permission === "denied";
  const problem =
    device.support !== "supported"
      ? t(`device.${device.support}`)
      : isBlocked
        ? t("device.blocked")
        : refusal
          ? t(`device.${refusal}`)
          : saveError;
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
