import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSaveSubscription } from "./api/notification-settings";
import { PushEnableError, subscribeThisDevice } from "./push-support";
import { reminderErrorText } from "./reminder-error-text";
import type { ThisDevice } from "./use-this-device";

/**
 * Turning notifications on in this browser: the browser's permission question, then the
 * subscription saved on the server. Settings → Notifications and the reminder field share it; each
 * way it can fail comes back as its text, for the caller's live region.
 */
export function useEnableThisDevice(device: ThisDevice, vapidPublicKey: string) {
  const { t } = useTranslation(["reminders", "errors"]);
  const save = useSaveSubscription();
  const [isEnabling, setIsEnabling] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const enable = async (): Promise<boolean> => {
    setIsEnabling(true);
    setProblem(null);
    try {
      const subscription = await subscribeThisDevice(vapidPublicKey);
      await save.mutateAsync(subscription);
      await device.refresh();
      return true;
    } catch (error) {
      setProblem(error instanceof PushEnableError ? t(`device.${error.reason}`) : reminderErrorText(t, error));
      await device.refresh();
      return false;
    } finally {
      setIsEnabling(false);
    }
  };
  return { enable, isEnabling, problem };
}
