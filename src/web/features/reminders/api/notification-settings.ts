import { PAGE_LOCALE_HEADER } from "@shared/schemas/account";
import type { NotificationChannel, NotificationSettings } from "@shared/schemas/notifications";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useLocale } from "@/lib/locale-context";

export const NOTIFICATIONS_QUERY_KEY = ["notifications"] as const;

/** The channel, the server's VAPID key and the user's devices. */
export const notificationSettingsQuery = queryOptions({
  queryKey: NOTIFICATIONS_QUERY_KEY,
  queryFn: async () => unwrap(await api.notifications.$get()),
});

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery);
}

export function useUpdateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (channel: NotificationChannel) =>
      unwrap(await api.notifications.channel.$put({ json: { channel } })),
    onSuccess: (_nothing, channel) =>
      queryClient.setQueryData<NotificationSettings>(NOTIFICATIONS_QUERY_KEY, (current) =>
        current ? { ...current, channel } : current,
      ),
  });
}

/** Saves this browser's PushSubscription (from toJSON()) as one of the user's devices. */
export function useSaveSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscription: PushSubscriptionJSON) =>
      unwrap(
        await api.notifications.subscriptions.$post({
          json: {
            endpoint: subscription.endpoint ?? "",
            expirationTime: subscription.expirationTime ?? null,
            keys: { p256dh: subscription.keys?.p256dh ?? "", auth: subscription.keys?.auth ?? "" },
          },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await api.notifications.devices[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData<NotificationSettings>(NOTIFICATIONS_QUERY_KEY, (current) =>
        current ? { ...current, devices: current.devices.filter((device) => device.id !== id) } : current,
      ),
  });
}

/** Sends a test the way reminders come; its texts are in the page's language. */
export function useSendTest() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(await api.notifications.test.$post({}, { headers: { [PAGE_LOCALE_HEADER]: locale } })),
    // A device the push service called gone has been removed by the server.
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
