import { nextOccurrenceDate } from "./next-occurrence.ts";

/**
 * The most occurrences one task's walk may step through to reach the days asked for: a daily task
 * left undone for about three years, or a month of a daily one. Past it the walk stops — a task that
 * overdue shows its coming days no more, and one request can never walk without bound.
 */
export const OCCURRENCE_STEPS_MAX = 1200;

/**
 * The dates of a repeating task's occurrences after `date` (its open occurrence's) whose day as
 * written falls from `fromDay` to `toDay` (yyyy-MM-dd, inclusive), in order: each found as ticking
 * would make it (next-occurrence.ts: the rule's next date, the same wall-clock time in `zone`, no
 * later than UNTIL), so the calendar shows the days the series will really come on.
 */
export function comingOccurrences(rule: string, date: string, zone: string, fromDay: string, toDay: string): string[] {
  const found: string[] = [];
  let current = date;
  for (let step = 0; step < OCCURRENCE_STEPS_MAX; step++) {
    const next = nextOccurrenceDate(rule, current, zone);
    if (next === null) break;
    const day = next.slice(0, 10);
    if (day > toDay) break;
    if (day >= fromDay) found.push(next);
    current = next;
  }
  return found;
}
