import type { Note, TaskProgress } from "@shared/schemas/note";
import type { NoteSummary } from "@shared/schemas/note-page";

/** Completed share of the given tasks, rounded to 0–100 (spec §7 "Task progress"). */
export function taskProgressOf(tasks: Pick<Note, "completed">[]): TaskProgress {
  const total = tasks.length;
  const completed = tasks.filter((task) => task.completed).length;
  return { completed, total, percentage: total === 0 ? 0 : Math.round((completed / total) * 100) };
}

/** A shopping list's ticked-off items out of all of them, from the counts its list entry carries. */
export function itemsProgressOf(note: Pick<NoteSummary, "itemsDone" | "itemsTotal">): TaskProgress {
  const { itemsDone: completed, itemsTotal: total } = note;
  return { completed, total, percentage: total === 0 ? 0 : Math.round((completed / total) * 100) };
}
