import { formatISO, isValid, parse } from "date-fns";

/**
 * The reminder field: none, a number of minutes before the due time (0 = at it; it follows the date
 * when that changes), or a date and time of its own. A task dated with a plain day is due at 09:00
 * local time (the server counts the same, recurrence/reminder-offset.ts).
 */
export type ReminderChoice = { kind: "none" } | { kind: "before"; minutes: number } | { kind: "at"; local: string };
export const REMINDER_PRESETS = [0, 10, 60, 1440] as const;
export const PLAIN_DAY_DUE = "09:00";

/** The local due moment of the form's day and time, or null without a day. */
export function dueOf(day: string, time: string): Date | null {
  if (!day) return null;
  const due = parse(`${day} ${time || PLAIN_DAY_DUE}`, "yyyy-MM-dd HH:mm", new Date());
  return isValid(due) ? due : null;
}

/** A stored reminder as the field's choice: a preset when it is one before the due moment. */
export function reminderChoiceOf(reminder: string | null, day: string, time: string): ReminderChoice {
  if (!reminder) return { kind: "none" };
  const at = new Date(reminder);
  const due = dueOf(day, time);
  const minutes = due ? Math.round((due.getTime() - at.getTime()) / 60_000) : Number.NaN;
  if ((REMINDER_PRESETS as readonly number[]).includes(minutes)) return { kind: "before", minutes };
  return { kind: "at", local: formatISO(at).slice(0, 16) };
}

/** The reminder the API stores (a date-time with this browser's offset), or null. */
export function reminderFrom(choice: ReminderChoice, day: string, time: string): string | null {
  if (choice.kind === "none") return null;
  if (choice.kind === "at") {
    const at = parse(choice.local, "yyyy-MM-dd'T'HH:mm", new Date());
    return isValid(at) ? formatISO(at) : choice.local;
  }
  const due = dueOf(day, time);
  return due ? formatISO(new Date(due.getTime() - choice.minutes * 60_000)) : null;
}
