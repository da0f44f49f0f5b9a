import type { TaskDays, TaskDaysQuery } from "../../../shared/schemas/task-days.ts";
import type { Scope } from "../../core/scope.ts";
import { comingOccurrences, seriesZone } from "../recurrence/index.ts";

/** The start of the day after a plain day (yyyy-MM-dd), for "before" on a date written with a time. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * How many of the user's active tasks are on each day of a calendar's range (days as the task's date
 * is written), done ones too, and the coming occurrences of open repeating tasks on those days — the
 * ones ticking would make, read-only until they come. Only the user's own tasks: tasks are never shared.
 */
export async function countTaskDays({ db, userId }: Scope, { from, to }: TaskDaysQuery): Promise<TaskDays> {
  const days: Record<string, number> = {};
  const count = (day: string) => {
    days[day] = (days[day] ?? 0) + 1;
  };
  const dated = await db
    .selectFrom("notes")
    .select("date")
    .where("user_id", "=", userId)
    .where("is_deleted", "=", false)
    .where("category", "=", "tasks")
    .where("date", ">=", from)
    .where("date", "<", nextDay(to))
    .execute();
  for (const row of dated) if (row.date) count(row.date.slice(0, 10));

  // Open repeating tasks dated before the range's end: an open one is its series' latest occurrence.
  const repeating = await db
    .selectFrom("notes")
    .leftJoin("task_series", (join) =>
      join.onRef("task_series.id", "=", "notes.series_id").on("task_series.user_id", "=", userId),
    )
    .select(["notes.id", "notes.title", "notes.date", "notes.repeat", "task_series.time_zone"])
    .select("task_series.title as series_title")
    .where("notes.user_id", "=", userId)
    .where("notes.is_deleted", "=", false)
    .where("notes.category", "=", "tasks")
    .where("notes.completed", "=", false)
    .where("notes.repeat", "is not", null)
    .where("notes.date", "<", nextDay(to))
    .orderBy("notes.date")
    .orderBy("notes.id")
    .execute();
  const coming: TaskDays["coming"] = [];
  for (const task of repeating) {
    if (task.date === null || task.repeat === null) continue;
    const zone = task.time_zone ?? seriesZone(undefined, task.date);
    for (const date of comingOccurrences(task.repeat, task.date, zone, from, to)) {
      count(date.slice(0, 10));
      // The title ticking would give it: the series' ("this occurrence only" edits stay on their own).
      coming.push({ taskId: task.id, title: task.series_title ?? task.title, date });
    }
  }
  coming.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { days, coming };
}
