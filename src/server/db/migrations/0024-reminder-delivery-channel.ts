import type { Kysely } from "kysely";

/**
 * reminder_deliveries.channel (issue 25: reminders went nowhere for people without a device): how a
 * sent reminder went, `push` or `email` (features/reminders/reminder-channel.ts decides it). Null for
 * rows that did not go out (missed, cancelled) and for rows written before this migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reminder_deliveries").addColumn("channel", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reminder_deliveries").dropColumn("channel").execute();
}
