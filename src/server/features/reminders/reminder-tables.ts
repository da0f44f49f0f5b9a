import type { ColumnType, Generated, Kysely } from "kysely";
import type { Database } from "../../db/types.ts";

type Timestamp = ColumnType<string, string, string>;

/** A browser that enabled notifications (migration 0015): its PushSubscription as the browser gave it. */
export type PushSubscriptionsTable = {
  id: Generated<number>;
  user_id: string;
  endpoint: string;
  /** The browser's P-256 key (base64url) and auth secret: the payload is encrypted to them. */
  p256dh: string;
  auth: string;
  /** "Firefox on Android" and the like, from the user agent, so the user can tell devices apart. */
  device_label: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
};

export type NotificationSettingsTable = {
  user_id: string;
  channel: "push" | "email";
  updated_at: Timestamp;
};

/** One "Send a test" (migration 0021), counted against TEST_NOTIFICATIONS_PER_MINUTE. */
export type PushTestSendsTable = {
  id: Generated<number>;
  user_id: string;
  sent_at: Timestamp;
};

export type ReminderDeliveryStatus = "due" | "sent" | "missed" | "no_device" | "cancelled";

/** One task's reminder time once it fell due; unique per note and reminder text. */
export type ReminderDeliveriesTable = {
  id: Generated<number>;
  note_id: string;
  user_id: string;
  /** The note's `reminder` text as it was: another text is another delivery. */
  reminder: string;
  /** The reminder's instant in UTC. */
  due_at: Timestamp;
  status: ReminderDeliveryStatus;
  attempts: Generated<number>;
  /** When a scheduler may (re)try it: the due time, then the claimant's lease. */
  next_attempt_at: Timestamp;
  finished_at: Timestamp | null;
  /** How a sent reminder went (migration 0024); null when it did not go out. */
  channel: "push" | "email" | null;
};

export type RemindersDatabase = Database & {
  push_subscriptions: PushSubscriptionsTable;
  notification_settings: NotificationSettingsTable;
  reminder_deliveries: ReminderDeliveriesTable;
  push_test_sends: PushTestSendsTable;
};

/**
 * The reminders tables are known to this feature only (db/types.ts stays the shared tables'), so the
 * feature widens the shared handle's type where it needs them.
 */
export function remindersDb(db: Kysely<Database>): Kysely<RemindersDatabase> {
  return db.withTables<Omit<RemindersDatabase, keyof Database>>();
}
