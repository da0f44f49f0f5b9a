import { type Selectable, SqliteAdapter, type Transaction } from "kysely";
import { uuidv7 } from "uuidv7";
import { offsetOf } from "../../../shared/zoned-time.ts";
import type { Database } from "../../db/types.ts";
import { assertRuleRepeats } from "./next-occurrence.ts";
import { reminderBeforeMinutes } from "./reminder-offset.ts";

type Trx = Transaction<Database>;
export type SeriesRow = Selectable<Database["task_series"]>;

/** One task as the series code reads it (locked on PostgreSQL: the caller's edit of it runs alone). */
export async function readOccurrence(trx: Trx, userId: string, id: string) {
  const canLockRows = !(trx.getExecutor().adapter instanceof SqliteAdapter);
  return trx
    .selectFrom("notes")
    .select(["id", "title", "content", "category", "date", "reminder", "repeat", "series_id", "next_occurrence_id"])
    .select(["completed", "is_deleted"])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .$if(canLockRows, (query) => query.forUpdate())
    .executeTakeFirst();
}
export type Occurrence = NonNullable<Awaited<ReturnType<typeof readOccurrence>>>;

/** The zone a series keeps its wall clock in: the author's, else the offset written in the date. */
export function seriesZone(timeZone: string | undefined, date: string): string {
  return timeZone ?? offsetOf(date) ?? "UTC";
}

export async function readSeries(trx: Trx, userId: string, seriesId: string | null): Promise<SeriesRow | undefined> {
  if (seriesId === null) return undefined;
  return trx
    .selectFrom("task_series")
    .selectAll()
    .where("id", "=", seriesId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** The template of the occurrence as it is now (title, content, tags, reminder offset), for its series. */
async function templateOf(trx: Trx, note: Occurrence & { date: string }, zone: string) {
  const links = await trx.selectFrom("note_tags").select("tag_id").where("note_id", "=", note.id).execute();
  return {
    title: note.title,
    content: note.content,
    tag_ids: JSON.stringify(links.map((link) => link.tag_id).sort()),
    reminder_before_minutes: reminderBeforeMinutes(note.date, note.reminder, zone),
  };
}

/** Starts a series from the task (its template as it is now) and marks the task as its occurrence. */
export async function startSeries(
  trx: Trx,
  userId: string,
  note: Occurrence & { date: string },
  rule: string,
  timeZone: string | undefined,
): Promise<SeriesRow> {
  const zone = seriesZone(timeZone, note.date);
  assertRuleRepeats(rule, note.date, zone);
  const now = new Date().toISOString();
  const series = {
    id: uuidv7(),
    user_id: userId,
    rule,
    time_zone: zone,
    ...(await templateOf(trx, note, zone)),
    created_at: now,
    updated_at: now,
  };
  await trx.insertInto("task_series").values(series).execute();
  await trx
    .updateTable("notes")
    .set({ repeat: rule, series_id: series.id })
    .where("id", "=", note.id)
    .where("user_id", "=", userId)
    .execute();
  return series;
}

/** "All future": the series takes the occurrence's template, and the rule or zone when sent. */
export async function updateSeries(
  trx: Trx,
  userId: string,
  note: Occurrence & { date: string },
  series: SeriesRow,
  change: { rule?: string | undefined; timeZone?: string | undefined },
): Promise<void> {
  const rule = change.rule ?? series.rule;
  const zone = change.timeZone ?? series.time_zone;
  if (change.rule !== undefined || change.timeZone !== undefined) assertRuleRepeats(rule, note.date, zone);
  await trx
    .updateTable("task_series")
    .set({ rule, time_zone: zone, ...(await templateOf(trx, note, zone)), updated_at: new Date().toISOString() })
    .where("id", "=", series.id)
    .where("user_id", "=", userId)
    .execute();
  // The open occurrences show the new rule (the done ones keep the rule they were made under).
  await trx
    .updateTable("notes")
    .set({ repeat: rule })
    .where("user_id", "=", userId)
    .where((eb) =>
      eb.or([eb("id", "=", note.id), eb.and([eb("series_id", "=", series.id), eb("completed", "=", false)])]),
    )
    .execute();
}

/** Removing the repeat ends the series: its tasks stay as plain tasks and nothing more is made. */
export async function endSeries(trx: Trx, userId: string, note: Occurrence): Promise<void> {
  await trx
    .updateTable("notes")
    .set({ repeat: null, series_id: null })
    .where("user_id", "=", userId)
    .where((eb) =>
      note.series_id ? eb.or([eb("id", "=", note.id), eb("series_id", "=", note.series_id)]) : eb("id", "=", note.id),
    )
    .execute();
  if (note.series_id)
    await trx.deleteFrom("task_series").where("id", "=", note.series_id).where("user_id", "=", userId).execute();
}
