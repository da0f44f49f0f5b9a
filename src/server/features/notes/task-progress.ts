import type { TaskProgress } from "../../../shared/schemas/note.ts";
import type { Scope } from "../../core/scope.ts";

/** A task of a repeating series as progress weighs it. */
type SeriesTask = { id: string; completed: boolean; date: string | null; next_occurrence_id: string | null };

/**
 * The completed share of the user's active tasks (not archived), rounded, 0–100 (spec §7 "Task progress"), with a
 * repeating series counted once (issue 25: ticking one left "1 of 8" where there were 7 tasks). A
 * series stands as its open occurrence when that is due by `today` (yyyy-MM-dd, the viewer's day),
 * else as the done occurrence that made it — so ticking today's occurrence counts one task done, not
 * one done and one more to do; once the next one's day comes, the series is one task to do again.
 */
export async function taskProgress({ db, userId }: Scope, today: string): Promise<TaskProgress> {
  const tasks = db
    .selectFrom("notes")
    .where("user_id", "=", userId)
    .where("is_deleted", "=", false)
    // Archived tasks are out of the tasks tab, so out of its progress too.
    .where("archived_at", "is", null)
    .where("category", "=", "tasks");
  const plain = await tasks
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      // Not aliased "completed": that name is a flag column, which the boundary maps to booleans.
      eb.fn.sum<number>(eb.case().when("completed", "=", true).then(1).else(0).end()).as("done"),
    ])
    .where("series_id", "is", null)
    .where("next_occurrence_id", "is", null)
    .executeTakeFirstOrThrow();
  const series = await tasks
    .select(["id", "completed", "date", "next_occurrence_id"])
    .where((eb) => eb.or([eb("series_id", "is not", null), eb("next_occurrence_id", "is not", null)]))
    .execute();
  const counted = seriesCounted(series, today);
  const total = Number(plain.total) + counted.length;
  const completed = Number(plain.done ?? 0) + counted.filter((task) => task.completed).length;
  return { completed, total, percentage: total === 0 ? 0 : Math.round((completed / total) * 100) };
}

/** The tasks of series that progress counts: one for each series, the one standing for it today. */
export function seriesCounted<T extends SeriesTask>(tasks: readonly T[], today: string): T[] {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const madeBy = new Map<string, T>();
  for (const task of tasks) if (task.next_occurrence_id !== null) madeBy.set(task.next_occurrence_id, task);
  // An open occurrence not yet due, made by a ticked one: the ticked one stands for the series today.
  const isAhead = (task: T) =>
    !task.completed && madeBy.get(task.id)?.completed === true && (task.date ?? "").slice(0, 10) > today;
  return tasks.filter((task) => {
    if (isAhead(task)) return false;
    const next = task.next_occurrence_id === null ? undefined : byId.get(task.next_occurrence_id);
    // A ticked occurrence whose next one is here and counts gives way to it.
    return next === undefined || isAhead(next);
  });
}
