import { type Kysely, SqliteAdapter } from "kysely";
import {
  MAX_PUSH_DEVICES,
  type NotificationChannel,
  type NotificationDevice,
  type PushSubscriptionInput,
} from "../../../shared/schemas/notifications.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";
import { remindersDb } from "./reminder-tables.ts";

type Scope = { db: Kysely<Database>; userId: string };

/** A user with no settings row gets push, the channel the spec names first. */
export async function readChannel({ db, userId }: Scope): Promise<NotificationChannel> {
  const row = await remindersDb(db)
    .selectFrom("notification_settings")
    .select("channel")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.channel ?? "push";
}

export async function updateChannel({ db, userId }: Scope, channel: NotificationChannel): Promise<void> {
  const now = new Date().toISOString();
  await remindersDb(db)
    .insertInto("notification_settings")
    .values({ user_id: userId, channel, updated_at: now })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ channel, updated_at: now }))
    .execute();
}

export async function listDevices({ db, userId }: Scope): Promise<NotificationDevice[]> {
  const rows = await remindersDb(db)
    .selectFrom("push_subscriptions")
    .select(["id", "device_label", "endpoint", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    label: row.device_label,
    endpoint: row.endpoint,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

/**
 * Saves this browser's subscription. A browser keeps one endpoint per site, so an endpoint seen
 * before is the same browser: its row moves to whoever is signed in now (the previous account no
 * longer gets notifications there) with the keys it has today. A new device beyond
 * MAX_PUSH_DEVICES is refused; renewing one already listed is not. The count and the insert share a
 * transaction, and on PostgreSQL the user's row is locked first, so a burst cannot pass the limit
 * together (SQLite's single writer already runs them one after the other).
 */
export async function saveSubscription(
  { db, userId }: Scope,
  subscription: PushSubscriptionInput,
  label: string,
): Promise<NotificationDevice> {
  const now = new Date().toISOString();
  const keys = { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  const row = await db.transaction().execute(async (trx) => {
    if (!(trx.getExecutor().adapter instanceof SqliteAdapter)) {
      await trx.selectFrom("user").select("id").where("id", "=", userId).forUpdate().execute();
    }
    await assertRoomForDevice({ db: trx, userId }, subscription.endpoint);
    return remindersDb(trx)
      .insertInto("push_subscriptions")
      .values({ user_id: userId, endpoint: subscription.endpoint, ...keys, device_label: label, created_at: now })
      .onConflict((conflict) =>
        conflict.column("endpoint").doUpdateSet({ user_id: userId, ...keys, device_label: label }),
      )
      .returning(["id", "device_label", "endpoint", "created_at", "last_used_at"])
      .executeTakeFirstOrThrow();
  });
  return {
    id: row.id,
    label: row.device_label,
    endpoint: row.endpoint,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

/** 409 push_too_many_devices when `endpoint` would be a new device and the user already has the most. */
export async function assertRoomForDevice({ db, userId }: Scope, endpoint: string): Promise<void> {
  const devices = await remindersDb(db)
    .selectFrom("push_subscriptions")
    .select("endpoint")
    .where("user_id", "=", userId)
    .execute();
  if (devices.length < MAX_PUSH_DEVICES || devices.some((device) => device.endpoint === endpoint)) return;
  throw new AppError(
    "push_too_many_devices",
    409,
    `Notifications are on for ${MAX_PUSH_DEVICES} devices, the most there can be. Remove one you no longer use first.`,
  );
}

/** Another user's device id answers exactly as a missing one: 404. */
export async function removeDevice({ db, userId }: Scope, id: number): Promise<void> {
  const result = await remindersDb(db)
    .deleteFrom("push_subscriptions")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError("not_found", 404, "No such device.");
}
