import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns/addDays";
import { addWeeks } from "date-fns/addWeeks";
import { format } from "date-fns/format";
import { startOfDay } from "date-fns/startOfDay";
import { startOfMonth } from "date-fns/startOfMonth";
import { startOfWeek } from "date-fns/startOfWeek";
import { subDays } from "date-fns/subDays";
import { subWeeks } from "date-fns/subWeeks";
import type { NoteCategory } from "../../../shared/constants.ts";
import { STATS_DAYS, STATS_WEEKS, type Statistics, type StatsWeekStart } from "../../../shared/schemas/stats.ts";

export type StatsRow = { category: NoteCategory; completed: boolean; createdAt: string; completedAt: string | null };

const percentage = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/**
 * Every figure of the statistics screen from the user's active notes, with "today", "this week"
 * (starting Sunday, or Monday for a Slovak reader) and "this month" taken in the user's time zone,
 * not the server's.
 */
export function computeStatistics(
  rows: readonly StatsRow[],
  now: Date,
  timeZone: string,
  weekStart: StatsWeekStart = "sunday",
): Statistics {
  const local = new TZDate(now, timeZone);
  const weekStartsOn = weekStart === "monday" ? 1 : 0;
  const today = startOfDay(local).getTime();
  const week = startOfWeek(local, { weekStartsOn }).getTime();
  const month = startOfMonth(local).getTime();
  const since = (start: number, instant: string | null) => instant !== null && Date.parse(instant) >= start;

  const tasks = rows.filter((row) => row.category === "tasks");
  const completedTasks = tasks.filter((row) => row.completed).length;
  const createdThisMonth = rows.filter((row) => since(month, row.createdAt)).length;
  const completedThisMonth = tasks.filter((row) => row.completed && since(month, row.completedAt)).length;
  // This month's progress: of the tasks created this month, the share already done.
  const tasksCreatedThisMonth = tasks.filter((row) => since(month, row.createdAt));
  const doneOfThoseCreated = tasksCreatedThisMonth.filter((row) => row.completed).length;

  return {
    totalNotes: rows.length,
    totalTasks: tasks.length,
    completedTasks,
    totalShoppingLists: rows.filter((row) => row.category === "shopping").length,
    totalProgress: percentage(completedTasks, tasks.length),
    todayCreated: rows.filter((row) => since(today, row.createdAt)).length,
    thisWeekCreated: rows.filter((row) => since(week, row.createdAt)).length,
    thisMonthCreated: createdThisMonth,
    thisMonth: {
      created: createdThisMonth,
      completedTasks: completedThisMonth,
      progress: percentage(doneOfThoseCreated, tasksCreatedThisMonth.length),
    },
    createdPerDay: countPerDay(rows, local, timeZone),
    completedPerWeek: countPerWeek(tasks, local, timeZone, weekStartsOn),
  };
}

/** Notes created on each of the last 30 days (today included), by the user's calendar. */
function countPerDay(rows: readonly StatsRow[], local: TZDate, timeZone: string) {
  const days = Array.from({ length: STATS_DAYS }, (_, index) =>
    format(subDays(local, STATS_DAYS - 1 - index), "yyyy-MM-dd"),
  );
  const counts = new Map(days.map((day) => [day, 0]));
  for (const row of rows) {
    const day = format(new TZDate(row.createdAt, timeZone), "yyyy-MM-dd");
    const count = counts.get(day);
    if (count !== undefined) counts.set(day, count + 1);
  }
  return days.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}

/** Tasks completed in each of the last 12 weeks (Sunday to Saturday, or Monday to Sunday), by completion time. */
function countPerWeek(tasks: readonly StatsRow[], local: TZDate, timeZone: string, weekStartsOn: 0 | 1) {
  const firstWeek = startOfWeek(subWeeks(local, STATS_WEEKS - 1), { weekStartsOn });
  const weeks = Array.from({ length: STATS_WEEKS }, (_, index) => addWeeks(firstWeek, index));
  const end = addDays(weeks[weeks.length - 1] ?? firstWeek, 7).getTime();
  const counts = weeks.map(() => 0);
  for (const task of tasks) {
    if (!task.completed || task.completedAt === null) continue;
    const at = Date.parse(task.completedAt);
    if (at < firstWeek.getTime() || at >= end) continue;
    const index = weeks.findLastIndex((start) => at >= start.getTime());
    if (index >= 0) counts[index] = (counts[index] ?? 0) + 1;
  }
  return weeks.map((start, index) => ({
    weekStart: format(new TZDate(start, timeZone), "yyyy-MM-dd"),
    count: counts[index] ?? 0,
  }));
}
