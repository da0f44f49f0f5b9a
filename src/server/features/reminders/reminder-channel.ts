import type { NotificationChannel } from "../../../shared/schemas/notifications.ts";

/**
 * How one reminder travels (decision 025, issue 25): the person's choice in Settings → Notifications
 * and the devices that can take a push decide it, and no combination leaves it nowhere.
 * - They chose e-mail: e-mail.
 * - They kept "on my devices" (the default) and have a device: push, and e-mail if no device takes it
 *   (every push failed, or the push service dropped every subscription).
 * - They kept "on my devices" and have none yet: e-mail, until they turn one on.
 */
export type ReminderRoute = { first: NotificationChannel; fallback: "email" | null };

export function reminderRoute({
  preference,
  devices,
}: {
  preference: NotificationChannel;
  devices: number;
}): ReminderRoute {
  if (preference === "email" || devices === 0) return { first: "email", fallback: null };
  return { first: "push", fallback: "email" };
}

/** Why a reminder went by e-mail, for the mail's closing line: chosen, or in place of a device. */
export type EmailReason = "chosen" | "noDevice";

export function emailReason(preference: NotificationChannel): EmailReason {
  return preference === "email" ? "chosen" : "noDevice";
}
