// Recurrence: a task's schedule — its repeat rule and its reminder's moment — as the editor's fields,
// the card's words and the questions an edit of a series asks (the server's features/recurrence).
// How reminders reach the user (channels, devices) is features/reminders. Re-exports only.
export { CardScheduleOnDemand } from "./card-schedule-on-demand";
export { recurrenceTextsForPage } from "./recurrence-texts";
export type { ReminderChoice } from "./reminder-choice";
export type { RepeatChoice } from "./repeat-choice";
export { needsRepeatScope, useRepeatScopeQuestion } from "./repeat-scope-dialog";
export { noteSaveErrorKey } from "./save-error-key";
export { ScheduleFields } from "./schedule-fields";
export { type ScheduleValues, scheduleChanges, scheduleFormFrom, scheduleInput } from "./schedule-form";
