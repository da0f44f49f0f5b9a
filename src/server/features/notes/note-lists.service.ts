import type { NoteCategory } from "../../../shared/constants.ts";
import type { NoteDays, NoteListQuery, NotePage } from "../../../shared/schemas/note-page.ts";
import { findNotePage } from "./note-pages.ts";
import type { Scope } from "./notes.service.ts";

/** One page of the user's active notes in the order asked for (docs/decisions/007). */
export function listNotePage({ db, userId }: Scope, query: NoteListQuery): Promise<NotePage> {
  return findNotePage(db, { ...query, userId, isDeleted: false });
}

/**
 * How many active notes were created on each day of a range, days counted in the viewer's time zone:
 * the notes calendar marks a month without loading the month's notes (one column, one index range).
 */
export async function countNotesPerDay(
  { db, userId }: Scope,
  range: { category?: NoteCategory | undefined; createdFrom: string; createdBefore: string; timeZone: string },
): Promise<NoteDays> {
  let query = db
    .selectFrom("notes")
    .select("created_at")
    .where("user_id", "=", userId)
    .where("is_deleted", "=", false)
    .where("created_at", ">=", range.createdFrom)
    .where("created_at", "<", range.createdBefore);
  if (range.category) query = query.where("category", "=", range.category);
  const rows = await query.execute();
  const dayOf = dayInZone(range.timeZone);
  const days: Record<string, number> = {};
  for (const row of rows) {
    const day = dayOf(row.created_at);
    days[day] = (days[day] ?? 0) + 1;
  }
  return { days };
}

/**
 * The calendar day (yyyy-MM-dd) of an instant in a time zone. Every zone's offset is a whole number of
 * quarter hours, so all instants of one UTC quarter hour share their day: formatting once per quarter
 * hour (Intl is the slow part) keeps a month of thousands of notes at a few hundred calls.
 */
function dayInZone(timeZone: string): (instant: string) => string {
  // en-CA writes a date as yyyy-MM-dd, the calendar's day key.
  const format = new Intl.DateTimeFormat("en-CA", { timeZone, dateStyle: "short" });
  const byQuarter = new Map<number, string>();
  return (instant) => {
    const quarter = Math.floor(Date.parse(instant) / 900_000);
    let day = byQuarter.get(quarter);
    if (day === undefined) {
      day = format.format(new Date(quarter * 900_000));
      byQuarter.set(quarter, day);
    }
    return day;
  };
}
