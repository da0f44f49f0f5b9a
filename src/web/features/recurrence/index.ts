// Recurrence: a task's schedule — its repeat rule and its reminder's moment (the server's
// features/recurrence). This entry is what the note editor uses: the fields, their form values and the
// questions an edit of a series asks. The card's schedule line (card-schedule-on-demand.tsx) is handed
// to the card by app/home. How reminders reach the user (channels, devices) is features/reminders.
// Re-exports only.
export { recurrenceTextsForPage } from "./recurrence-texts";
export type { ReminderChoice } from "./reminder-choice";
export type { RepeatChoice } from "./repeat-choice";
export { needsRepeatScope, useRepeatScopeQuestion } from "./repeat-scope-dialog";
export { noteSaveErrorKey } from "./save-error-key";
export { ScheduleFields } from "./schedule-fields";
export { scheduleChanges, scheduleFormFrom, scheduleInput } from "./schedule-form";
