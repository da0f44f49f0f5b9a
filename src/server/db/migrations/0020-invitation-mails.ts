import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * invitation_mails: one row per invitation mail a person sent (issue 24: invitations were a mail
 * cannon). The sharing feature counts a sender's rows of the last 24 hours, and their rows to one
 * address of the last hour, before it queues another mail (features/sharing/invitation-limits.ts).
 * Kept apart from list_invitations, whose rows a re-invitation or a withdrawal deletes, so the count
 * cannot be reset; in the database, so it holds across instances. Rows older than a day are pruned
 * as the sender sends again; they go with their user (cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("invitation_mails")
    .addColumn("id", t.serialId, t.primaryKey)
    .addColumn("sender_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    // Lower-cased, as list_invitations.email.
    .addColumn("recipient", "text", (col) => col.notNull())
    .addColumn("sent_at", t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("invitation_mails_by_sender")
    .on("invitation_mails")
    .columns(["sender_id", "sent_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("invitation_mails").ifExists().execute();
}
