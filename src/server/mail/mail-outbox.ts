import type { Kysely } from "kysely";
import { claimLeasedRows } from "../db/claim-leased-rows.ts";
import type { Engine } from "../db/client.ts";
import type { Database } from "../db/types.ts";
import type { MailMessage } from "./mailer.ts";

/** A claimed mail is someone's for this long; if its worker dies, another takes it over afterwards. */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** Every link Poriadok mails expires within a day, so an older mail is no use to anyone. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

export type OutboxRow = { id: number; message: MailMessage; attempts: number; createdAt: string };

/** Writes one mail to the outbox; a worker delivers it after the request has answered. */
export async function enqueueMail(db: Kysely<Database>, message: MailMessage, now = new Date()): Promise<void> {
  await db
    .insertInto("mail_outbox")
    .values({
      recipient: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      link: message.link,
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
}

/**
 * Claims up to `limit` due mails by moving their next attempt past the lease, in one statement
 * (db/claim-leased-rows.ts: several instances never claim the same row).
 */
export async function claimDueMails(
  db: Kysely<Database>,
  engine: Engine,
  { now = new Date(), limit = 10 }: { now?: Date; limit?: number } = {},
): Promise<OutboxRow[]> {
  const rows = await claimLeasedRows(db, engine, "mail_outbox", { now, limit, leaseMs: CLAIM_LEASE_MS });
  return rows.map((row) => ({
    id: row.id,
    attempts: row.attempts,
    createdAt: row.created_at,
    message: {
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      link: row.link,
    },
  }));
}

export async function markSent(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("mail_outbox").where("id", "=", id).execute();
}

/** Puts a mail back for a later attempt: 5 s, 10 s, 20 s … at most 10 minutes apart. */
export async function markFailed(
  db: Kysely<Database>,
  row: Pick<OutboxRow, "id" | "attempts">,
  error: unknown,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({
      next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts)).toISOString(),
      last_error: String(error instanceof Error ? error.message : error).slice(0, 1000),
    })
    .where("id", "=", row.id)
    .execute();
}

export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);
}
