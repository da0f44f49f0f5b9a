import { Suspense } from "react";
import type { TagList } from "@/features/notes/tag-list";
import { lazyWhenOnline } from "@/lib/lazy-when-online";
import { onDemand } from "@/lib/on-demand";

/*
 * The tasks a calendar shows — on the home calendar and on the notes tab's calendar alike (issue 25,
 * point 4): the marks of the days tasks are due (coming repeats included) and the picked day's tasks.
 * Their code comes with the calendar that shows them, not with /home's first load (the budget,
 * scripts/budget/budgets.ts).
 */

const TasksDueOn = lazyWhenOnline(() =>
  import("@/features/tasks/components/tasks-due-on").then((module) => ({ default: module.TasksDueOn })),
);

const taskDayCounts = onDemand(() => import("@/features/tasks/api/get-task-days"));

/** The calendar's marks hook (tasks per day), loaded on demand; one function, so effects keyed on it run once. */
export const loadTaskDayCounts = () => taskDayCounts.load().then((module) => module.useTaskDayCounts);

/** The tasks due on `day`, with "Add a task on this date". */
export function TasksDueOnDay({ day, tags }: { day: Date; tags: TagList }) {
  return (
    <Suspense fallback={null}>
      <TasksDueOn day={day} tags={tags} />
    </Suspense>
  );
}
