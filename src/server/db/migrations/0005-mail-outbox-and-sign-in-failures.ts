import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * - mail_outbox: every mail is written here inside the request and delivered by a background worker
 *   (mail/outbox-worker.ts), so a request answers the same whether or not a mail is sent, and a mail
 *   survives a restart or an SMTP outage. A row stays until it is sent; `next_attempt_at` is both the
 *   retry time and the lease of the worker that claimed it.
 * - sign_in_failures: one row per failed sign-in, keyed by the account tried (not the address), so
 *   the per-account limit holds across addresses and across instances on one PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", t.serialId, t.primaryKey)
    .addColumn("recipient", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("text_body", "text", (col) => col.notNull())
    .addColumn("html_body", "text", (col) => col.notNull())
    .addColumn("link", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", t.timestamp, (col) => col.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["next_attempt_at", "id"]).execute();

  await db.schema
    .createTable("sign_in_failures")
    .addColumn("id", t.serialId, t.primaryKey)
    .addColumn("account_key", "text", (col) => col.notNull())
    .addColumn("attempted_at", t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("sign_in_failures_by_account")
    .on("sign_in_failures")
    .columns(["account_key", "attempted_at"])
    .execute();
  await db.schema.createIndex("sign_in_failures_by_time").on("sign_in_failures").column("attempted_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sign_in_failures").ifExists().execute();
  await db.schema.dropTable("mail_outbox").ifExists().execute();
}
