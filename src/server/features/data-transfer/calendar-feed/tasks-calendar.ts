import ical, { type ICalCalendar, ICalEventTransparency } from "ical-generator";
import type { Scope } from "../../../core/scope.ts";
import { seriesZone } from "../../recurrence/index.ts";
import { vtimezoneBlock } from "./event-zone.ts";
import { repeatingTimes, ruleStartDate, type TaskRepeat } from "./repeating-event.ts";

/** A task as the calendar needs it. */
export type DatedTask = {
  id: string;
  title: string;
  content: string;
  completed: boolean;
  /** yyyy-MM-dd, or an ISO date-time with its author's offset (NoteDateSchema). */
  date: string;
  updatedAt: string;
  /** Set on a series' open occurrence only, which carries the RRULE (see datedTasks). */
  repeat: TaskRepeat | null;
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

/**
 * The user's dated tasks that are not in the trash, oldest date first. Of a repeating series only the
 * open occurrence (not done, no next one made yet) carries its repeat: it is the one the coming
 * occurrences follow from, and its RRULE expands from its own date onwards. The done occurrences
 * before it stay single events (✓), so no day shows the series twice; an occurrence ticked and then
 * unticked has already made its next one, which carries the rule instead.
 */
export async function datedTasks({ db, userId }: Scope): Promise<DatedTask[]> {
  const rows = await db
    .selectFrom("notes")
    .leftJoin("task_series", (join) =>
      join.onRef("task_series.id", "=", "notes.series_id").on("task_series.user_id", "=", userId),
    )
    .select(["notes.id", "notes.title", "notes.content", "notes.completed", "notes.date", "notes.updated_at"])
    .select(["notes.repeat", "notes.next_occurrence_id", "task_series.time_zone"])
    .where("notes.user_id", "=", userId)
    .where("notes.category", "=", "tasks")
    .where("notes.is_deleted", "=", false)
    .where("notes.date", "is not", null)
    .orderBy("notes.date")
    .orderBy("notes.id")
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
            repeat:
              row.repeat !== null && !row.completed && row.next_occurrence_id === null
                ? { rule: row.repeat, zone: row.time_zone ?? seriesZone(undefined, row.date) }
                : null,
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
 * - a repeating task's open occurrence carries the series' RRULE; timed, it is written in the series'
 *   zone with that zone's VTIMEZONE instead of UTC, since a rule expanded in UTC would move the wall
 *   clock by an hour at each DST change (repeating-event.ts).
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
    // No zone of the calendar's own (name null): the generator writes a VTIMEZONE for each TZID used.
    timezone: { name: null, generator: vtimezoneBlock },
  });
  for (const task of tasks) addTask(calendar, task, host);
  return calendar.toString();
}

/**
 * The task's event; for a series' open occurrence the RRULE goes on it, or, when its date is off the
 * rule, on a second event (UID …-next@host) starting at the next occurrence (see ruleStartDate).
 */
function addTask(calendar: ICalCalendar, task: DatedTask, host: string): void {
  const ruleDate = task.repeat ? ruleStartDate(task.date, task.repeat) : null;
  const uid = `${task.id}@${host}`;
  if (ruleDate !== task.date) addEvent(calendar, task, uid, task.date, null);
  if (ruleDate === null || !task.repeat) return;
  if (ruleDate === task.date) addEvent(calendar, task, uid, ruleDate, task.repeat);
  else addEvent(calendar, task, `${task.id}-next@${host}`, ruleDate, task.repeat, true);
}

/** One VEVENT; with `onlyRepeating`, none when the repeat cannot be written (repeatingTimes). */
function addEvent(
  calendar: ICalCalendar,
  task: DatedTask,
  id: string,
  date: string,
  repeat: TaskRepeat | null,
  onlyRepeating = false,
) {
  const isAllDay = DATE_ONLY.test(date);
  const start = new Date(isAllDay ? `${date}T00:00:00Z` : date);
  if (Number.isNaN(start.getTime())) return;
  const end = new Date(start.getTime() + (isAllDay ? DAY_MS : TIMED_TASK_MS));
  const repeating = repeat ? repeatingTimes(date, repeat, { start, end, isAllDay }) : null;
  if (onlyRepeating && repeating === null) return;
  calendar.createEvent({
    id,
    start,
    end,
    ...repeating,
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

/** The host name for event UIDs (RFC 5545 suggests id@domain so UIDs stay unique across producers). */
export function uidHost(baseUrl: string): string {
  return new URL(baseUrl).hostname;
}
