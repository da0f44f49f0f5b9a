import { type RawBuilder, sql } from "kysely";
import type { NoteCategory } from "../../../shared/constants.ts";
import type { NoteDays, NoteListQuery, NotePage, PageKey } from "../../../shared/schemas/note-page.ts";
import { notFound } from "../../core/not-found.ts";
import type { Scope } from "../../core/scope.ts";
import type { Engine } from "../../db/client.ts";
import { findNotePage } from "./note-pages.ts";

/**
 * One page of the user's active notes in the order asked for (docs/decisions/007). A tag to filter by
 * must be one of the user's own: another user's tag, or one since deleted, is a 404 (not an empty list
 * that would look like a tag with no notes).
 */
export async function listNotePage({ db, userId }: Scope, query: NoteListQuery): Promise<NotePage> {
  if (query.tag) {
    const tag = await db
      .selectFrom("tags")
      .select("id")
      .where("id", "=", query.tag)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!tag) throw notFound();
  }
  return findNotePage(db, { ...query, userId, isDeleted: false });
}

/**
 * One page of the user's archived notes (not in the trash), most recently archived first: the Archive
 * view. Un-archiving is `PATCH /api/notes/:id { archived: false }`. Only the user's own notes: a shared
 * list is archived by its owner, for the owner.
 */
export async function listArchivePage(
  { db, userId }: Scope,
  query: { cursor?: PageKey | undefined; limit: number },
): Promise<NotePage> {
  return findNotePage(db, { ...query, userId, isDeleted: false, order: "archive" });
}

/**
 * How many active notes were created on each day of a range, days counted in the viewer's time zone:
 * the notes calendar marks a month without loading its notes. The database counts per UTC quarter
 * hour (every zone's offset is a whole number of quarters, so a quarter lies within one local day);
 * the server then names each quarter's day — a few hundred Intl calls, not one per note.
 */
export async function countNotesPerDay(
  { db, userId }: Scope,
  engine: Engine,
  range: { category?: NoteCategory | undefined; createdFrom: string; createdBefore: string; timeZone: string },
): Promise<NoteDays> {
  const quarterOf: RawBuilder<number | string> =
    engine === "postgres"
      ? sql`floor(extract(epoch from created_at) / 900)::bigint`
      : sql`cast(strftime('%s', created_at) as integer) / 900`;
  let query = db
    .selectFrom("notes")
    .select((eb) => [quarterOf.as("quarter"), eb.fn.countAll<number | string>().as("count")])
    .where("user_id", "=", userId)
    .where("is_deleted", "=", false)
    .where("created_at", ">=", range.createdFrom)
    .where("created_at", "<", range.createdBefore)
    .groupBy("quarter");
  if (range.category) query = query.where("category", "=", range.category);
  const dayOf = dayInZone(range.timeZone);
  const days: Record<string, number> = {};
  for (const row of await query.execute()) {
    const day = dayOf(Number(row.quarter));
    days[day] = (days[day] ?? 0) + Number(row.count);
  }
  return { days };
}

/** The calendar day (yyyy-MM-dd) in a time zone of a UTC quarter hour (its number since 1970). */
function dayInZone(timeZone: string): (quarter: number) => string {
  // en-CA writes a date as yyyy-MM-dd, the calendar's day key.
  const format = new Intl.DateTimeFormat("en-CA", { timeZone, dateStyle: "short" });
  return (quarter) => format.format(new Date(quarter * 900_000));
}
