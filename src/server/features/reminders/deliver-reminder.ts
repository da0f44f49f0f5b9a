import type { Kysely } from "kysely";
import type { Locale } from "../../../shared/constants.ts";
import { parseLocale } from "../../../shared/preferences.ts";
import type { Database } from "../../db/types.ts";
import type { Logger } from "../../logger.ts";
import { composeMail } from "../../mail/compose-mail.ts";
import { enqueueMail } from "../../mail/mail-outbox.ts";
import type { PushSender } from "./push-sender.ts";
import { pushToDevices } from "./push-to-devices.ts";
import { emailReason, reminderRoute } from "./reminder-channel.ts";
import { type ClaimedDelivery, finishDelivery, LATE_LIMIT_MS } from "./reminder-deliveries.ts";
import { remindersDb } from "./reminder-tables.ts";
import { dueLine } from "./reminder-texts.ts";

export type DeliveryDeps = { db: Kysely<Database>; sender: PushSender; logger: Logger; baseUrl: string };
/** How a claimed reminder ended: sent by a channel, or not sent (cancelled or missed). */
export type DeliveryOutcome = { sent: "push" | "email" } | { sent: null };

/** Where a notification or mail opens the task: its list on the home screen, in the reader's language. */
export function taskUrl(baseUrl: string, locale: Locale, noteId: string): string {
  return `${baseUrl}${locale === "sk" ? "/sk" : ""}/home?tab=tasks&note=${encodeURIComponent(noteId)}`;
}

/**
 * Delivers one claimed reminder the way reminder-channel.ts decides: by Web Push to each device, or
 * by e-mail through the outbox — chosen, while no device is registered, or when no device took the
 * push. Only a reminder claimed more than an hour late is not delivered (missed): it would confuse.
 */
export async function deliverReminder(
  deps: DeliveryDeps,
  delivery: ClaimedDelivery,
  now: Date,
): Promise<DeliveryOutcome> {
  const { db } = deps;
  const task = await remindersDb(db)
    .selectFrom("notes as n")
    .innerJoin("user as u", "u.id", "n.user_id")
    .leftJoin("notification_settings as s", "s.user_id", "n.user_id")
    .select([
      "n.title",
      "n.date",
      "n.reminder",
      "n.completed",
      "n.is_deleted",
      "u.email",
      "u.firstName",
      "u.locale",
      "s.channel",
    ])
    .where("n.id", "=", delivery.noteId)
    .where("n.user_id", "=", delivery.userId)
    .executeTakeFirst();
  if (!task || task.completed || task.is_deleted || task.reminder !== delivery.reminder) {
    await finishDelivery(db, delivery.id, "cancelled", now);
    return { sent: null };
  }
  if (now.getTime() - Date.parse(delivery.dueAt) > LATE_LIMIT_MS) {
    await finishDelivery(db, delivery.id, "missed", now);
    return { sent: null };
  }
  const locale = parseLocale(task.locale);
  const url = taskUrl(deps.baseUrl, locale, delivery.noteId);
  const due = dueLine({ date: task.date, reminder: delivery.reminder }, locale);
  const preference = task.channel ?? "push";
  const devices = await countDevices(db, delivery.userId);
  const route = reminderRoute({ preference, devices });
  if (route.first === "push") {
    const payload = { title: task.title, body: due, url, tag: `reminder-${delivery.noteId}` };
    const outcome = await pushToDevices(deps, delivery.userId, payload, now);
    if (outcome.sent > 0) {
      await finishDelivery(db, delivery.id, "sent", now, "push");
      return { sent: "push" };
    }
    deps.logger.info("reminder reached no device; sent by e-mail instead", { deliveryId: delivery.id });
  }
  const kind = emailReason(preference) === "chosen" ? "taskReminder" : "taskReminderNoDevice";
  const mail = composeMail(kind, { email: task.email, firstName: task.firstName, locale }, url, {
    title: task.title,
    due,
  });
  // The mail and the delivery's end commit together: a crash between them cannot send it twice.
  await db.transaction().execute(async (trx) => {
    await enqueueMail(trx, mail, now);
    await finishDelivery(trx, delivery.id, "sent", now, "email");
  });
  return { sent: "email" };
}

async function countDevices(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await remindersDb(db)
    .selectFrom("push_subscriptions")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
