import type { Kysely } from "kysely";
import { claimLeasedRows } from "../../db/claim-leased-rows.ts";
import type { Engine } from "../../db/client.ts";
import type { Database } from "../../db/types.ts";
import { type ReminderDeliveryStatus, remindersDb } from "./reminder-tables.ts";

/** A claimed delivery is its scheduler's for this long; if that instance dies, another takes it over. */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** Sent up to an hour late (a restart, an outage); later than that it would only confuse: missed. */
export const LATE_LIMIT_MS = 60 * 60_000;
/**
 * No time-zone offset is larger than 14 hours, so a reminder whose wall-clock text is later than
 * now + 14 h cannot be due yet: the scan compares the stored text and checks each instant exactly.
 */
const MAX_OFFSET_MS = 14 * 60 * 60_000;
/** Reminders a week older than the scan are left alone: the server was off far longer than any use. */
const LOOK_BACK_MS = 7 * 24 * 60 * 60_000;

export type ClaimedDelivery = {
  id: number;
  noteId: string;
  userId: string;
  reminder: string;
  dueAt: string;
  attempts: number;
};

/**
 * Records every open task whose reminder time has come and has no delivery yet (a changed time has
 * none). Several schedulers may run this at once: the unique (note, reminder) key keeps one row.
 */
export async function recordDueReminders(db: Kysely<Database>, now: Date, limit = 500): Promise<number> {
  const rdb = remindersDb(db);
  const candidates = await rdb
    .selectFrom("notes as n")
    .select(["n.id", "n.user_id", "n.reminder"])
    .where("n.completed", "=", false)
    .where("n.is_deleted", "=", false)
    .where("n.reminder", "is not", null)
    .where("n.reminder", "<=", new Date(now.getTime() + MAX_OFFSET_MS).toISOString())
    .where("n.reminder", ">=", new Date(now.getTime() - LOOK_BACK_MS - MAX_OFFSET_MS).toISOString().slice(0, 10))
    .where("n.category", "=", "tasks")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("reminder_deliveries as d")
            .select("d.id")
            .whereRef("d.note_id", "=", "n.id")
            .whereRef("d.reminder", "=", "n.reminder"),
        ),
      ),
    )
    .orderBy("n.reminder")
    .limit(limit)
    .execute();
  const due = candidates.flatMap((note) => {
    const instant = note.reminder ? Date.parse(note.reminder) : Number.NaN;
    if (!note.reminder || Number.isNaN(instant) || instant > now.getTime()) return [];
    const dueAt = new Date(instant).toISOString();
    return [
      {
        note_id: note.id,
        user_id: note.user_id,
        reminder: note.reminder,
        due_at: dueAt,
        status: "due" as const,
        next_attempt_at: dueAt,
      },
    ];
  });
  if (due.length === 0) return 0;
  await rdb
    .insertInto("reminder_deliveries")
    .values(due)
    .onConflict((conflict) => conflict.columns(["note_id", "reminder"]).doNothing())
    .execute();
  return due.length;
}

/**
 * Claims up to `limit` due deliveries by moving their next attempt past the lease, in one statement,
 * as the mail outbox does (db/claim-leased-rows.ts: several instances never claim the same row).
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  engine: Engine,
  { now, limit = 20 }: { now: Date; limit?: number },
): Promise<ClaimedDelivery[]> {
  const rows = await claimLeasedRows(remindersDb(db), engine, "reminder_deliveries", {
    now,
    limit,
    leaseMs: CLAIM_LEASE_MS,
    status: "due",
  });
  return rows.map((row) => ({
    id: row.id,
    noteId: row.note_id,
    userId: row.user_id,
    reminder: row.reminder,
    dueAt: row.due_at,
    attempts: row.attempts,
  }));
}

/**
 * Ends a delivery: sent (by `channel`), missed (too late) or cancelled (the task was completed,
 * deleted or given another time between being recorded and claimed). no_device is no longer
 * written (issue 25: such a reminder now goes by e-mail); rows from before still carry it.
 */
export async function finishDelivery(
  db: Kysely<Database>,
  id: number,
  status: Exclude<ReminderDeliveryStatus, "due">,
  now: Date,
  channel: "push" | "email" | null = null,
): Promise<void> {
  await remindersDb(db)
    .updateTable("reminder_deliveries")
    .set({ status, finished_at: now.toISOString(), channel })
    .where("id", "=", id)
    .where("status", "=", "due")
    .execute();
}
