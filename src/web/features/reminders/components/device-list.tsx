import type { NotificationDevice } from "@shared/schemas/notifications";
import { MonitorSmartphone, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format-date";
import { useRemoveDevice } from "../api/notification-settings";
import { currentSubscription } from "../push-support";
import { reminderErrorText } from "../reminder-error-text";

type DeviceListProps = {
  devices: NotificationDevice[];
  thisEndpoint: string | null;
  onRemovedThisDevice: () => Promise<void>;
};

/** The user's devices, "this device" marked; removing this one also unsubscribes the browser. */
export function DeviceList({ devices, thisEndpoint, onRemovedThisDevice }: DeviceListProps) {
  const { t } = useTranslation(["reminders", "errors"]);
  const remove = useRemoveDevice();

  const handleRemove = (device: NotificationDevice, name: string) => {
    remove.mutate(device.id, {
      onSuccess: async () => {
        toast.success(t("devices.removed", { device: name }));
        if (device.endpoint !== thisEndpoint) return;
        const subscription = await currentSubscription().catch(() => null);
        await subscription?.unsubscribe().catch(() => false);
        await onRemovedThisDevice();
      },
      onError: (error) => toast.error(t("errors:title"), { description: reminderErrorText(t, error) }),
    });
  };

  return (
    <SectionCard title={t("devices.title")} description={t("devices.description")}>
      {devices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("devices.none")}</p>
      ) : (
        <ul aria-label={t("devices.title")} className="flex flex-col divide-y">
          {devices.map((device) => {
            const name = device.label || t("devices.unknown");
            const isThis = device.endpoint === thisEndpoint;
            return (
              <li key={device.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                <MonitorSmartphone aria-hidden className="size-5 shrink-0 text-muted-foreground" />
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    {name}
                    {isThis ? (
                      <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-medium text-primary">
                        {t("devices.thisDevice")}
                      </span>
                    ) : null}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {t("devices.added", { date: formatDate(new Date(device.createdAt)) })}
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => handleRemove(device, name)}
                  disabled={remove.isPending}
                  aria-label={t("devices.removeLabel", {
                    device: isThis ? `${name} (${t("devices.thisDevice")})` : name,
                  })}
                >
                  <Trash2 aria-hidden />
                  <span className="hidden sm:inline">{t("devices.remove")}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
