import type { NotificationSettings } from "@shared/schemas/notifications";
import { BellRing, Loader2, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useNotificationSettings } from "../api/notification-settings";
import { useRemindersTexts } from "../reminders-texts";
import { useEnableThisDevice } from "../use-enable-this-device";
import { type ThisDevice, useThisDevice } from "../use-this-device";

/**
 * Under a task's reminder field: where this reminder will be delivered, by the server's rule
 * (server features/reminders/reminder-channel.ts, decision 025), and — when it would not come to this
 * device — "Turn on notifications on this device" in place. A polite live region, so a change of the
 * field or of the channel is read out once.
 */
export default function ReminderDelivery() {
  const isReady = useRemindersTexts();
  const settings = useNotificationSettings();
  const device = useThisDevice();
  // Offline or not yet loaded: nothing rather than a guess.
  if (!isReady || !settings.data) return null;
  return <DeliveryLine settings={settings.data} device={device} />;
}

type DeliveryLineProps = { settings: NotificationSettings; device: ThisDevice };

function DeliveryLine({ settings, device }: DeliveryLineProps) {
  const { t } = useTranslation("reminders");
  const { enable, isEnabling, problem } = useEnableThisDevice(device, settings.vapidPublicKey);
  const { channel, devices } = settings;
  const isThisDeviceOn = device.endpoint !== null && devices.some((listed) => listed.endpoint === device.endpoint);
  const byEmail = channel === "email" || devices.length === 0;
  const text =
    channel === "email"
      ? t("delivery.email")
      : devices.length === 0
        ? t("delivery.emailNoDevice")
        : isThisDeviceOn
          ? t("delivery.pushHere")
          : t("delivery.pushElsewhere", { count: devices.length });
  const canTurnOn =
    channel === "push" && !isThisDeviceOn && device.support === "supported" && device.permission !== "denied";
  const Icon = byEmail ? Mail : BellRing;
  return (
    <div className="grid gap-2 text-xs text-muted-foreground" data-testid="reminder-delivery">
      <p aria-live="polite" className="flex items-start gap-1.5 text-pretty">
        <Icon aria-hidden className="mt-px size-3.5 shrink-0" />
        <span>
          {text} {t("delivery.inApp")}
        </span>
      </p>
      {canTurnOn ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => void enable()}
          disabled={isEnabling}
          aria-busy={isEnabling}
        >
          {isEnabling ? <Loader2 aria-hidden className="animate-spin" /> : <BellRing aria-hidden />}
          {t("delivery.turnOn")}
        </Button>
      ) : null}
      {problem ? (
        <p role="alert" className="text-destructive text-pretty">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
