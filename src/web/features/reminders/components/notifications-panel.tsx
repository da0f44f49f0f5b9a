import { useTranslation } from "react-i18next";
import { LoadError, LoadingPlaceholder } from "@/components/load-state";
import { useNotificationSettings } from "../api/notification-settings";
import { useThisDevice } from "../use-this-device";
import { ChannelSection } from "./channel-section";
import { DeviceList } from "./device-list";
import { TestSection } from "./test-section";
import { ThisDeviceSection } from "./this-device-section";

/** Settings → Notifications: this device, the channel, a test, and the list of devices. */
export function NotificationsPanel() {
  const { t } = useTranslation("reminders");
  const settings = useNotificationSettings();
  const thisDevice = useThisDevice();
  if (settings.isPending)
    return <LoadingPlaceholder label={t("loading")} blocks={3} className="sm:grid-cols-1" query={settings} />;
  if (settings.isError) return <LoadError message={t("loadFailed")} onRetry={() => void settings.refetch()} />;
  const { channel, devices, vapidPublicKey } = settings.data;
  const isThisDeviceListed = devices.some((device) => device.endpoint === thisDevice.endpoint);
  return (
    <div className="flex flex-col gap-4">
      <ThisDeviceSection
        device={thisDevice}
        isEnabled={thisDevice.endpoint !== null && isThisDeviceListed}
        vapidPublicKey={vapidPublicKey}
      />
      <ChannelSection channel={channel} />
      <TestSection />
      <DeviceList devices={devices} thisEndpoint={thisDevice.endpoint} onRemovedThisDevice={thisDevice.refresh} />
    </div>
  );
}
