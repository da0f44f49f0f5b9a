import type { ListedNote as Note } from "@shared/schemas/note-page";
import { splitNoteDate } from "@/lib/note-date";
import { type ReminderChoice, reminderChoiceOf, reminderFrom } from "./reminder-choice";
import { choiceFromRule, type RepeatChoice, ruleFromChoice } from "./repeat-choice";

/** The task's fields a schedule is read from and written to (the note form holds them among its own). */
export type ScheduleValues = { day: string; time: string; repeat: RepeatChoice; reminder: ReminderChoice };

/** This browser's time zone, sent with a repeat so the series keeps its time of day across DST. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The repeat and reminder fields of a stored task (the edit dialog's starting values). */
export function scheduleFormFrom(note: Note): Pick<ScheduleValues, "repeat" | "reminder"> {
  const { day, time } = splitNoteDate(note.date);
  return { repeat: choiceFromRule(note.repeat), reminder: reminderChoiceOf(note.reminder, day, time) };
}

/** A new task's repeat, reminder and time zone as the API takes them. */
export function scheduleInput(values: ScheduleValues) {
  const repeat = values.day ? ruleFromChoice(values.repeat, values.day) : null;
  const reminder = reminderFrom(values.reminder, values.day, values.time);
  return { repeat, reminder, ...(repeat ? { timeZone: timeZone() } : {}) };
}

/**
 * What an edit changes of them: the rule when it differs, and the reminder when its moment differs
 * (a reminder set before the due time moves with a new date).
 */
export function scheduleChanges(note: Note, values: ScheduleValues) {
  const { repeat, reminder } = scheduleInput(values);
  const changes: { repeat?: string | null; reminder?: string | null; timeZone?: string } = {};
  if (repeat !== note.repeat) Object.assign(changes, { repeat, timeZone: timeZone() });
  const isSameMoment =
    reminder === note.reminder ||
    (reminder !== null && note.reminder !== null && Date.parse(reminder) === Date.parse(note.reminder));
  if (!isSameMoment) changes.reminder = reminder;
  return changes;
}
