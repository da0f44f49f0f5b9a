import type { ListedNote as Note } from "@shared/schemas/note-page";
import { formatDayKey } from "@/lib/format-date";
import { splitNoteDate } from "@/lib/note-date";
import { scheduleKey } from "./task-groups";

/**
 * The tasks dated on `day` (in the viewer's time zone), in order of time: one without a time first,
 * like an all-day entry, then by time, then older first.
 */
export function tasksOnDay<T extends Note>(tasks: readonly T[], day: Date): T[] {
  const wanted = formatDayKey(day);
  return tasks
    .filter((task) => task.category === "tasks" && splitNoteDate(task.date).day === wanted)
    .map((task) => ({ task, key: scheduleKey(task.date) ?? "" }))
    .sort((a, b) =>
      a.key < b.key ? -1 : a.key > b.key ? 1 : a.task.id < b.task.id ? -1 : a.task.id > b.task.id ? 1 : 0,
    )
    .map((entry) => entry.task);
}
