import { z } from "zod";

/** The most days one request may span: a month's calendar with the outside days is at most 42. */
export const TASK_DAYS_SPAN_MAX = 62;

const DaySchema = z.iso.date({ error: "validation.date" });

/** The days a calendar shows (yyyy-MM-dd, inclusive); at most TASK_DAYS_SPAN_MAX days, `from` first. */
export const TaskDaysQuerySchema = z
  .object({ from: DaySchema, to: DaySchema })
  .refine(({ from, to }) => from <= to, { path: ["to"], message: "validation.date" })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < TASK_DAYS_SPAN_MAX, {
    path: ["to"],
    message: "validation.date",
  });
export type TaskDaysQuery = z.infer<typeof TaskDaysQuerySchema>;

/** A repeating task's coming occurrence: its date (as its series writes it) and the open task it comes after. */
export const ComingOccurrenceSchema = z.object({ taskId: z.string(), title: z.string(), date: z.string() });
export type ComingOccurrence = z.infer<typeof ComingOccurrenceSchema>;

/**
 * Day (yyyy-MM-dd, as the task's date is written) → how many tasks are on it, counting the coming
 * occurrences of repeating tasks; days without any are left out. `coming` lists those occurrences.
 */
export const TaskDaysSchema = z.object({
  days: z.record(z.string(), z.number()),
  coming: z.array(ComingOccurrenceSchema),
});
export type TaskDays = z.infer<typeof TaskDaysSchema>;
