import { z } from "zod";

/** How reminders reach the user (issue 13): Web Push to their devices, or e-mail. */
export const NOTIFICATION_CHANNELS = ["push", "email"] as const;
export const NotificationChannelSchema = z.enum(NOTIFICATION_CHANNELS, { error: "validation.invalid" });
export type NotificationChannel = z.infer<typeof NotificationChannelSchema>;

/**
 * Devices one person may have (issue 24: each test fanned out to every endpoint, and 300 were
 * accepted). The 11th is refused (push_too_many_devices); none is dropped to make room.
 */
export const MAX_PUSH_DEVICES = 10;
/** "Send a test" per person in any 60 seconds (push_test_rate_limited beyond, with Retry-After). */
export const TEST_NOTIFICATIONS_PER_MINUTE = 5;

export const UpdateChannelSchema = z.object({ channel: NotificationChannelSchema });

const base64url = (max: number) =>
  z
    .string({ error: "validation.required" })
    .regex(/^[A-Za-z0-9_-]+=*$/, "validation.invalid")
    .min(1, "validation.required")
    .max(max, "validation.tooLong");

/**
 * What the browser's PushSubscription.toJSON() gives. Push services are reached over https only,
 * which also keeps the server from being pointed at addresses on plain http.
 */
export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: "validation.invalid" }).max(2_000, "validation.tooLong"),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const DeviceIdParamSchema = z.object({
  // A serial column: PostgreSQL's integer ends at 2^31 − 1, and a larger number would fail the query.
  id: z.coerce
    .number({ error: "validation.invalid" })
    .int("validation.invalid")
    .positive("validation.invalid")
    .max(2_147_483_647, "validation.invalid"),
});

export const NotificationDeviceSchema = z.object({
  id: z.number(),
  /** e.g. "Firefox on Android", from the user agent when it was enabled. */
  label: z.string(),
  /** The push service's address: the web app finds "this device" by its own subscription's endpoint. */
  endpoint: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type NotificationDevice = z.infer<typeof NotificationDeviceSchema>;

export const NotificationSettingsSchema = z.object({
  channel: NotificationChannelSchema,
  /** The server's VAPID public key, for pushManager.subscribe({ applicationServerKey }). */
  vapidPublicKey: z.string(),
  devices: z.array(NotificationDeviceSchema),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** POST /notifications/test: how many devices a test went to, or that it went by e-mail. */
export const TestNotificationResultSchema = z.object({
  channel: NotificationChannelSchema,
  devices: z.number(),
  sent: z.number(),
});
export type TestNotificationResult = z.infer<typeof TestNotificationResultSchema>;

/**
 * A task's reminder as the open app needs it (issue 25): `upcoming` (the open app shows a toast at
 * `at`), `pending` (due, not yet handled by the server's scheduler), `sent` (by `channel`), or
 * `notDelivered` (the server could not deliver it in time: it is marked on the task's card).
 */
export const REMINDER_STATES = ["upcoming", "pending", "sent", "notDelivered"] as const;
export const ReminderStateSchema = z.object({
  noteId: z.string(),
  title: z.string(),
  /** The reminder as stored on the task (its text identifies this reminder). */
  reminder: z.string(),
  /** Its instant, in UTC. */
  at: z.string(),
  state: z.enum(REMINDER_STATES),
  channel: NotificationChannelSchema.nullable(),
});
export type ReminderState = z.infer<typeof ReminderStateSchema>;
export const ReminderStatesSchema = z.object({ reminders: z.array(ReminderStateSchema) });
export type ReminderStates = z.infer<typeof ReminderStatesSchema>;
