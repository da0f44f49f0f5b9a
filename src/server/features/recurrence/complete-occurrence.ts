import type { Transaction } from "kysely";
import { uuidv7 } from "uuidv7";
import { assertNoteQuota } from "../../core/quotas/note-quota.ts";
import type { Database } from "../../db/types.ts";
import { nextOccurrenceDate } from "./next-occurrence.ts";
import { reminderFor } from "./reminder-offset.ts";
import { readOccurrence, readSeries, type SeriesRow, seriesZone, startSeries } from "./task-series.ts";

type Trx = Transaction<Database>;

/**
 * Called in the transaction that ticks a task done (PATCH completed=true, the toggle route): a task
 * of a series gets its next occurrence — the rule's next date after this one's, the series' title,
 * content, tags and reminder offset, and this one's sub-tasks, open again (copyChecklistOpen).
 * Exactly once: the new task's id is written on the ticked one (next_occurrence_id) in the same
 * transaction, so ticking it again after an untick, a replayed command or two devices ticking it
 * make nothing more. A trashed task, or a rule that has ended, makes none. Returns the new task's id,
 * or null.
 */
export async function makeNextOccurrence(trx: Trx, userId: string, id: string): Promise<string | null> {
  const note = await readOccurrence(trx, userId, id);
  if (!note?.completed || note.is_deleted || note.repeat === null || note.date === null) return null;
  if (note.next_occurrence_id !== null) return null;
  const date = note.date;
  // A task imported with a repeat has no series yet: it starts one from itself — unless its rule gives
  // no further date (an UNTIL behind it, 30 February), which ends it as an ended series would.
  const existing = await readSeries(trx, userId, note.series_id);
  if (!existing && nextOccurrenceDate(note.repeat, date, seriesZone(undefined, date)) === null) return null;
  const series: SeriesRow = existing ?? (await startSeries(trx, userId, { ...note, date }, note.repeat, undefined));
  const nextDate = nextOccurrenceDate(series.rule, date, series.time_zone);
  if (nextDate === null) return null;
  await assertNoteQuota(trx, userId);
  const nextId = uuidv7();
  const now = new Date().toISOString();
  await trx
    .insertInto("notes")
    .values({
      id: nextId,
      user_id: userId,
      title: series.title,
      content: series.content,
      category: "tasks",
      date: nextDate,
      reminder: reminderFor(nextDate, series.reminder_before_minutes, series.time_zone),
      repeat: series.rule,
      series_id: series.id,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await linkExistingTags(trx, userId, nextId, JSON.parse(series.tag_ids) as string[]);
  await copyChecklistOpen(trx, id, nextId, now);
  await trx
    .updateTable("notes")
    .set({ next_occurrence_id: nextId })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .execute();
  return nextId;
}

/**
 * The ticked occurrence's sub-tasks, in their order, all open again on the next one (as Todoist does):
 * the checklist as it was when the task was done, not the series' template, so a sub-task added to
 * one occurrence carries on to the following ones.
 */
async function copyChecklistOpen(trx: Trx, fromId: string, toId: string, now: string): Promise<void> {
  const lines = await trx
    .selectFrom("checklist_items")
    .select(["title", "position"])
    .where("note_id", "=", fromId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  if (lines.length === 0) return;
  await trx
    .insertInto("checklist_items")
    .values(
      lines.map((line, index) => ({
        id: uuidv7(),
        note_id: toId,
        title: line.title,
        completed: false,
        position: index + 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** The series' tags that still exist (a tag deleted since is left out, not an error). */
async function linkExistingTags(trx: Trx, userId: string, noteId: string, tagIds: string[]): Promise<void> {
  if (tagIds.length === 0) return;
  const tags = await trx
    .selectFrom("tags")
    .select("id")
    .where("user_id", "=", userId)
    .where("id", "in", tagIds)
    .execute();
  if (tags.length > 0)
    await trx
      .insertInto("note_tags")
      .values(tags.map((tag) => ({ note_id: noteId, tag_id: tag.id })))
      .execute();
}
