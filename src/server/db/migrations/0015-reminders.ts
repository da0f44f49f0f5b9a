import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Reminders (issue 13, features/reminders/):
 * - push_subscriptions: one row per browser that enabled notifications (its PushSubscription); the
 *   endpoint is unique, as a browser re-subscribing hands the same one again.
 * - notification_settings: the user's channel, push or e-mail; no row means push.
 * - reminder_deliveries: one row per task and reminder time once it fell due, so an unchanged time
 *   is never delivered twice and a moved one (another `reminder` text) is delivered anew.
 *   `next_attempt_at` is also the lease of the scheduler instance that claimed it, as in mail_outbox.
 * - notes_pending_reminders: the scheduler's scan of open tasks whose reminder time has come.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("push_subscriptions")
    .addColumn("id", t.serialId, t.primaryKey)
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("endpoint", "text", (col) => col.notNull().unique())
    .addColumn("p256dh", "text", (col) => col.notNull())
    .addColumn("auth", "text", (col) => col.notNull())
    .addColumn("device_label", "text", (col) => col.notNull())
    .addColumn("created_at", t.timestamp, (col) => col.notNull())
    .addColumn("last_used_at", t.timestamp)
    .execute();
  await db.schema.createIndex("push_subscriptions_by_user").on("push_subscriptions").column("user_id").execute();

  await db.schema
    .createTable("notification_settings")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("channel", "text", (col) => col.notNull().check(sql`channel in ('push', 'email')`))
    .addColumn("updated_at", t.timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("reminder_deliveries")
    .addColumn("id", t.serialId, t.primaryKey)
    .addColumn("note_id", "text", (col) => col.notNull().references("notes.id").onDelete("cascade"))
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("reminder", "text", (col) => col.notNull())
    .addColumn("due_at", t.timestamp, (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('due', 'sent', 'missed', 'no_device', 'cancelled')`),
    )
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", t.timestamp, (col) => col.notNull())
    .addColumn("finished_at", t.timestamp)
    .addUniqueConstraint("reminder_deliveries_once", ["note_id", "reminder"])
    .execute();
  await db.schema
    .createIndex("reminder_deliveries_due")
    .on("reminder_deliveries")
    .columns(["status", "next_attempt_at"])
    .execute();

  // Open tasks only reach the scan through the equality prefix; the reminder range is the index's tail.
  await db.schema
    .createIndex("notes_pending_reminders")
    .on("notes")
    .columns(["completed", "is_deleted", "reminder"])
    .where(sql.ref("reminder"), "is not", null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("notes_pending_reminders").ifExists().execute();
  await db.schema.dropTable("reminder_deliveries").ifExists().execute();
  await db.schema.dropTable("notification_settings").ifExists().execute();
  await db.schema.dropTable("push_subscriptions").ifExists().execute();
}
