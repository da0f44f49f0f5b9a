import type { ListedNote as Note } from "@shared/schemas/note-page";
import { formatDayKey, formatTime, parseDate } from "@/lib/format-date";
import { hasTime, isOverdue } from "@/lib/note-date";

export type TaskGroups<T extends Note = Note> = { overdue: T[]; upcoming: T[]; completed: T[] };

type GroupOptions<T extends Note> = {
  /** The moment that divides overdue from upcoming; the screen passes its clock. */
  now?: Date;
  /**
   * When a task was last changed, in milliseconds. Defaults to its updatedAt; the screen passes the
   * moment of a tick it has not heard back about yet, so a task ticked now is at the top at once.
   */
  changedAt?: (task: T) => number;
};

/**
 * The tasks view (spec §2): open tasks whose moment has passed are "overdue", the rest "upcoming", both
 * by day and then time, earliest first — a task with a day but no time comes first on its day, like
 * an all-day entry — and open tasks without a (readable) date follow the upcoming ones, newest first.
 * Completed tasks are most recently completed first (the server sets updatedAt when a task is ticked).
 */
export function groupTasks<T extends Note>(
  tasks: readonly T[],
  { now = new Date(), changedAt = updatedAtOf }: GroupOptions<T> = {},
): TaskGroups<T> {
  const open = tasks.filter((task) => !task.completed).map((task) => ({ task, key: scheduleKey(task.date) }));
  const dated = open.filter((entry) => entry.key !== null);
  const undated = open.filter((entry) => entry.key === null).map((entry) => entry.task);
  dated.sort((a, b) => compareText(a.key ?? "", b.key ?? "") || compareCreated(a.task, b.task));
  undated.sort((a, b) => compareCreated(b, a));
  const completed = tasks
    .filter((task) => task.completed)
    .sort((a, b) => changedAt(b) - changedAt(a) || compareText(b.id, a.id));
  const [overdue, upcoming] = partition(
    dated.map((entry) => entry.task),
    (task) => isOverdue(task, now),
  );
  return { overdue, upcoming: [...upcoming, ...undated], completed };
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
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
