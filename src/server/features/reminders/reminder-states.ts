import type { Kysely } from "kysely";
import type { ReminderState } from "../../../shared/schemas/notifications.ts";
import type { Database } from "../../db/types.ts";
import { type ReminderDeliveryStatus, remindersDb } from "./reminder-tables.ts";

/** The open app schedules toasts this far ahead; it asks again when tasks change or it is reopened. */
export const UPCOMING_WINDOW_MS = 36 * 60 * 60_000;
/** Past reminders are reported this far back: what a card marks as not delivered. */
const PAST_WINDOW_MS = 7 * 24 * 60 * 60_000;
/** No time-zone offset is larger: the stored wall-clock text is compared with this margin. */
const MAX_OFFSET_MS = 14 * 60 * 60_000;
const MAX_ROWS = 200;

/**
 * The person's open tasks whose reminder is within the last week or the next 36 hours, each with
 * what became of it: the web's toast at the time and the card's "not delivered" mark (issue 25).
 * Scoped to the person; a reminder counts by its current text, as the scheduler does.
 */
export async function listReminderStates(
  { db, userId }: { db: Kysely<Database>; userId: string },
  now: Date,
): Promise<ReminderState[]> {
  const rows = await remindersDb(db)
    .selectFrom("notes as n")
    .leftJoin("reminder_deliveries as d", (join) =>
      join.onRef("d.note_id", "=", "n.id").onRef("d.reminder", "=", "n.reminder"),
    )
    .select(["n.id", "n.title", "n.reminder", "d.status", "d.channel"])
    .where("n.user_id", "=", userId)
    .where("n.category", "=", "tasks")
    .where("n.completed", "=", false)
    .where("n.is_deleted", "=", false)
    .where("n.reminder", "is not", null)
    .where("n.reminder", "<=", new Date(now.getTime() + UPCOMING_WINDOW_MS + MAX_OFFSET_MS).toISOString())
    .where("n.reminder", ">=", new Date(now.getTime() - PAST_WINDOW_MS - MAX_OFFSET_MS).toISOString().slice(0, 10))
    .orderBy("n.reminder")
    .limit(MAX_ROWS)
    .execute();
  return rows.flatMap((row) => {
    const instant = row.reminder ? Date.parse(row.reminder) : Number.NaN;
    if (!row.reminder || Number.isNaN(instant)) return [];
    if (instant > now.getTime() + UPCOMING_WINDOW_MS || instant < now.getTime() - PAST_WINDOW_MS) return [];
    const state = stateOf(instant > now.getTime(), row.status);
    if (!state) return [];
    const at = new Date(instant).toISOString();
    return [{ noteId: row.id, title: row.title, reminder: row.reminder, at, state, channel: row.channel ?? null }];
  });
}

function stateOf(isFuture: boolean, status: ReminderDeliveryStatus | null): ReminderState["state"] | null {
  if (isFuture) return "upcoming";
  if (status === null || status === "due") return "pending";
  if (status === "sent") return "sent";
  // Cancelled: the task changed between being due and being claimed; nothing to say about it.
  if (status === "cancelled") return null;
  return "notDelivered";
}
