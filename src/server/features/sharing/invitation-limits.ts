import { SqliteAdapter, type Transaction } from "kysely";
import type { InvitationLimits } from "../../config.ts";
import type { Database } from "../../db/types.ts";
import { sharingError } from "./sharing-errors.ts";

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Counts one invitation mail against its sender's limits, inside the transaction that queues it: at
 * most `perDay` in any 24 hours (default 20), and one to the same address per
 * `resendMinutes` (default 60; over all their lists). Over a limit: 429 with the seconds
 * until the counted mail that is in the way leaves its window. The rows are in the database
 * (invitation_mails), so every instance counts the same; on PostgreSQL the sender's user row is
 * locked first, so a burst from one person is counted one request after the other (SQLite's single
 * writer does that already).
 */
export async function countInvitationMail(
  trx: Transaction<Database>,
  limits: InvitationLimits,
  { senderId, recipient, now }: { senderId: string; recipient: string; now: Date },
): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof SqliteAdapter)) {
    await trx.selectFrom("user").select("id").where("id", "=", senderId).forUpdate().execute();
  }
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  await trx.deleteFrom("invitation_mails").where("sender_id", "=", senderId).where("sent_at", "<=", dayAgo).execute();
  const sent = await trx
    .selectFrom("invitation_mails")
    .select(["recipient", "sent_at"])
    .where("sender_id", "=", senderId)
    .where("sent_at", ">", dayAgo)
    .orderBy("sent_at")
    .execute();
  const secondsUntil = (sentAt: string, windowMs: number) => (Date.parse(sentAt) + windowMs - now.getTime()) / 1000;
  const intervalMs = limits.resendMinutes * MINUTE_MS;
  const lastToAddress = sent.findLast((row) => row.recipient === recipient);
  if (lastToAddress && Date.parse(lastToAddress.sent_at) > now.getTime() - intervalMs) {
    throw sharingError("sharing_invitation_address_wait", secondsUntil(lastToAddress.sent_at, intervalMs));
  }
  if (sent.length >= limits.perDay) {
    // The mail whose leaving the window brings the count below the limit.
    const freeing = sent[sent.length - limits.perDay] as { sent_at: string };
    throw sharingError("sharing_invitations_daily_limit", secondsUntil(freeing.sent_at, DAY_MS));
  }
  await trx
    .insertInto("invitation_mails")
    .values({ sender_id: senderId, recipient, sent_at: now.toISOString() })
    .execute();
}
