import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * push_test_sends: when a person last pressed "Send a test" (issue 24: each test fanned out to every
 * device, with no limit on how often). The reminders feature counts a person's rows of the last
 * minute before it sends another (features/reminders/test-notification-limit.ts); in the database,
 * so every instance counts the same. Rows older than a minute are pruned as the person tests again;
 * they go with their user (cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("push_test_sends")
    .addColumn("id", t.serialId, t.primaryKey)
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("sent_at", t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("push_test_sends_by_user")
    .on("push_test_sends")
    .columns(["user_id", "sent_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("push_test_sends").ifExists().execute();
}
