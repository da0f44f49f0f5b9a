import type { Note, TaskProgress } from "@shared/schemas/note";

/** Completed share of the given tasks, rounded to 0–100 (spec §7 "Task progress"). */
export function taskProgressOf(tasks: Pick<Note, "completed">[]): TaskProgress {
  const total = tasks.length;
  const completed = tasks.filter((task) => task.completed).length;
  return { completed, total, percentage: total === 0 ? 0 : Math.round((completed / total) * 100) };
}

/** A shopping list's ticked-off items out of all of them. */
export function itemsProgressOf(note: Pick<Note, "items">): { completed: number; total: number; percentage: number } {
  return taskProgressOf(note.items);
}
