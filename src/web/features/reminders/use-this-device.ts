import { useCallback, useEffect, useState } from "react";
import { currentSubscription, notificationPermission, type PushSupport, pushSupport } from "./push-support";

export type ThisDevice = {
  support: PushSupport;
  permission: NotificationPermission;
  /** This browser's push endpoint, once it is subscribed; marks it in the device list. */
  endpoint: string | null;
  /** Reads the permission and subscription again (after enabling or removing). */
  refresh: () => Promise<void>;
};

/** What this browser allows and whether it is subscribed, read when the screen opens. */
export function useThisDevice(): ThisDevice {
  const [support] = useState(pushSupport);
  const [permission, setPermission] = useState<NotificationPermission>(() =>
    support === "supported" ? notificationPermission() : "default",
  );
  const [endpoint, setEndpoint] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    if (support !== "supported") return;
    setPermission(notificationPermission());
    const subscription = await currentSubscription().catch(() => null);
    setEndpoint(subscription?.endpoint ?? null);
  }, [support]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { support, permission, endpoint, refresh };
}
