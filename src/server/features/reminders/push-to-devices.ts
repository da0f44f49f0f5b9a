import type { Kysely } from "kysely";
import type { Database } from "../../db/types.ts";
import type { Logger } from "../../logger.ts";
import type { PushPayload, PushSender } from "./push-sender.ts";
import { remindersDb } from "./reminder-tables.ts";

export type DevicesOutcome = { devices: number; sent: number; gone: number; failed: number };

/**
 * Sends one notification to every device of the user. A subscription the push service calls gone
 * (404/410) is deleted: the browser dropped it, and it will never work again.
 */
export async function pushToDevices(
  { db, sender, logger }: { db: Kysely<Database>; sender: PushSender; logger: Logger },
  userId: string,
  payload: PushPayload,
  now: Date,
): Promise<DevicesOutcome> {
  const rdb = remindersDb(db);
  const devices = await rdb
    .selectFrom("push_subscriptions")
    .select(["id", "endpoint", "p256dh", "auth"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
  const outcome: DevicesOutcome = { devices: devices.length, sent: 0, gone: 0, failed: 0 };
  await Promise.all(
    devices.map(async (device) => {
      const { outcome: result, detail } = await sender.send(device, payload);
      outcome[result] += 1;
      if (result === "sent") {
        await rdb
          .updateTable("push_subscriptions")
          .set({ last_used_at: now.toISOString() })
          .where("id", "=", device.id)
          .execute();
      } else if (result === "gone") {
        logger.info("push subscription gone; removed", { userId, deviceId: device.id, detail });
        await rdb.deleteFrom("push_subscriptions").where("id", "=", device.id).execute();
      } else {
        logger.warn("push notification not delivered", { userId, deviceId: device.id, detail });
      }
    }),
  );
  return outcome;
}
