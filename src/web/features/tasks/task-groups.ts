import type { ListedNote as Note } from "@shared/schemas/note-page";
import { formatDayKey, formatTime, parseDate } from "@/lib/format-date";
import { hasTime, isOverdue } from "@/lib/note-date";

/** The tasks tab's groups, in the order they are shown (issue 25 point 6). */
export const TASK_GROUP_NAMES = ["overdue", "today", "tomorrow", "upcoming", "noDate", "completed"] as const;
export type TaskGroupName = (typeof TASK_GROUP_NAMES)[number];
export type TaskGroups<T extends Note = Note> = Record<TaskGroupName, T[]>;

type GroupOptions<T extends Note> = {
  /** The moment that divides overdue from the rest, and whose day is "today"; the screen passes its clock. */
  now?: Date;
  /**
   * When a task was last changed, in milliseconds. Defaults to its updatedAt; the screen passes the
   * moment of a tick it has not heard back about yet, so a task ticked now is at the top at once.
   */
  changedAt?: (task: T) => number;
};

/**
 * The tasks view, days in the viewer's time zone: open tasks whose moment has passed are "overdue" (a
 * task with a day but no time, once its day has ended); the other open dated tasks fall on "today",
 * "tomorrow" or later ("upcoming"), each by day and then time, earliest first — a task with a day but
 * no time comes first on its day, like an all-day entry. Open tasks without a (readable) date are
 * "noDate", newest first. Completed tasks are most recently completed first (a tick sets updatedAt).
 * Pinned tasks come first in their group (issue 29), each part in that order.
 */
export function groupTasks<T extends Note>(
  tasks: readonly T[],
  { now = new Date(), changedAt = updatedAtOf }: GroupOptions<T> = {},
): TaskGroups<T> {
  const groups: TaskGroups<T> = { overdue: [], today: [], tomorrow: [], upcoming: [], noDate: [], completed: [] };
  const open = tasks.filter((task) => !task.completed).map((task) => ({ task, key: scheduleKey(task.date) }));
  const dated = open.filter((entry) => entry.key !== null);
  dated.sort((a, b) => compareText(a.key ?? "", b.key ?? "") || compareCreated(a.task, b.task));
  const today = formatDayKey(now);
  const tomorrow = formatDayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
  for (const { task, key } of dated) {
    const day = (key ?? "").slice(0, 10);
    const group: TaskGroupName = isOverdue(task, now)
      ? "overdue"
      : day === today
        ? "today"
        : day === tomorrow
          ? "tomorrow"
          : "upcoming";
    groups[group].push(task);
  }
  groups.noDate = open
    .filter((entry) => entry.key === null)
    .map((entry) => entry.task)
    .sort((a, b) => compareCreated(b, a));
  groups.completed = tasks
    .filter((task) => task.completed)
    .sort((a, b) => changedAt(b) - changedAt(a) || compareText(b.id, a.id));
  for (const name of TASK_GROUP_NAMES) groups[name] = pinnedFirst(groups[name]);
  return groups;
}

const pinnedFirst = <T extends Note>(tasks: T[]) => [
  ...tasks.filter((task) => task.pinned),
  ...tasks.filter((task) => !task.pinned),
];

/**
 * Whether an open task falls on `day` (yyyy-MM-dd) or before it in the viewer's time zone: the Today
 * screen's tasks (its groups overdue and today). Completed and undated tasks never are.
 */
export function isDueBy(task: Pick<Note, "date" | "completed">, day: string): boolean {
  if (task.completed) return false;
  const key = scheduleKey(task.date);
  return key !== null && key.slice(0, 10) <= day;
}

/**
 * A text that sorts as the schedule does: "2026-11-24" for a day, "2026-11-24 09:30" for a day with
 * a time in the viewer's time zone (so the plain day sorts first); null without a readable date.
 */
export function scheduleKey(date: string | null): string | null {
  if (!date) return null;
  const parsed = parseDate(date);
  if (!parsed) return null;
  return hasTime(date) ? `${formatDayKey(parsed)} ${formatTime(parsed)}` : formatDayKey(parsed);
}

function updatedAtOf(task: Note): number {
  return timeOf(task.updatedAt);
}

function timeOf(iso: string): number {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : time;
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** Older first; UUIDv7 ids grow with creation, so a draft made here sorts as the newest. */
function compareCreated(a: Note, b: Note): number {
  return timeOf(a.createdAt) - timeOf(b.createdAt) || compareText(a.id, b.id);
}
