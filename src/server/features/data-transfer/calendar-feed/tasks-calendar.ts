import ical, { ICalEventTransparency } from "ical-generator";
import type { Scope } from "../../../core/scope.ts";

/** A task as the calendar needs it. */
export type DatedTask = {
  id: string;
  title: string;
  content: string;
  completed: boolean;
  /** yyyy-MM-dd, or an ISO date-time with its author's offset (NoteDateSchema). */
  date: string;
  updatedAt: string;
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A task with a time is a moment (a deadline, a call), not a stretch of time, but an event needs an
 * end: 30 minutes shows as a readable block in week views of Google, Apple and Thunderbird, where a
 * zero-length event is a hairline (or, in some clients, stretches to the next day).
 */
const TIMED_TASK_MS = 30 * 60 * 1000;
/** Asks clients that honour it (Apple, Thunderbird; Google polls on its own schedule) to refresh hourly. */
const REFRESH_SECONDS = 60 * 60;
/** Marks a done task in its title: VEVENT has no "completed" status (see below). */
const DONE_MARK = "✓ ";

/** The user's dated tasks that are not in the trash, oldest date first. */
export async function datedTasks({ db, userId }: Scope): Promise<DatedTask[]> {
  const rows = await db
    .selectFrom("notes")
    .select(["id", "title", "content", "completed", "date", "updated_at"])
    .where("user_id", "=", userId)
    .where("category", "=", "tasks")
    .where("is_deleted", "=", false)
    .where("date", "is not", null)
    .orderBy("date")
    .orderBy("id")
    .execute();
  return rows.flatMap((row) =>
    row.date === null
      ? []
      : [
          {
            id: row.id,
            title: row.title,
            content: row.content,
            completed: row.completed,
            date: row.date,
            updatedAt: row.updated_at,
          },
        ],
  );
}

/**
 * The tasks as an iCalendar (RFC 5545) text, one VEVENT per task:
 * - a date-only task is an all-day event (DTSTART;VALUE=DATE, DTEND the next day, exclusive);
 * - a task with a time is a timed event at that instant, written in UTC (…Z): the instant is kept
 *   exactly and every client shows it in its own time zone. The author's offset itself cannot be
 *   written without a VTIMEZONE, which a fixed offset does not name.
 * The calendar has no time zone of its own, so ical-generator writes dates with UTC getters: an
 * all-day date made at UTC midnight comes out as the same calendar day on any server.
 *
 * Done tasks keep their event with "✓ " before the title. VEVENT's STATUS knows only TENTATIVE,
 * CONFIRMED and CANCELLED (COMPLETED is for VTODO, which Google Calendar does not show at all);
 * CANCELLED would be hidden or struck through as if the task had been called off. A tick in the
 * title reads the same in Google, Apple and Thunderbird.
 */
export function tasksCalendar(tasks: readonly DatedTask[], host: string): string {
  const calendar = ical({
    name: "Poriadok",
    prodId: { company: "Poriadok", product: "Poriadok", language: "EN" },
    ttl: REFRESH_SECONDS,
  });
  for (const task of tasks) {
    const isAllDay = DATE_ONLY.test(task.date);
    const start = new Date(isAllDay ? `${task.date}T00:00:00Z` : task.date);
    if (Number.isNaN(start.getTime())) continue;
    calendar.createEvent({
      id: `${task.id}@${host}`,
      start,
      end: new Date(start.getTime() + (isAllDay ? DAY_MS : TIMED_TASK_MS)),
      allDay: isAllDay,
      summary: task.completed ? `${DONE_MARK}${task.title}` : task.title,
      description: task.content === "" ? null : task.content,
      // A task does not make its owner busy: free/busy lookups and scheduling assistants skip it.
      transparency: ICalEventTransparency.TRANSPARENT,
      // DTSTAMP and LAST-MODIFIED from the task: an unchanged task gives the same lines on every poll.
      stamp: new Date(task.updatedAt),
      lastModified: new Date(task.updatedAt),
    });
  }
  return calendar.toString();
}

/** The host name for event UIDs (RFC 5545 suggests id@domain so UIDs stay unique across producers). */
export function uidHost(baseUrl: string): string {
  return new URL(baseUrl).hostname;
}
