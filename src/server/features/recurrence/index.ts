/**
 * What notes use of repeating tasks: a repeat rule's edit, and the next occurrence when one is ticked;
 * and what the calendar feed uses to write a series' RRULE.
 */
export { applyRepeatEdit } from "./apply-repeat-edit.ts";
export { comingOccurrences } from "./coming-occurrences.ts";
export { makeNextOccurrence } from "./complete-occurrence.ts";
export { dateKeepsRule, nextOccurrenceDate } from "./next-occurrence.ts";
export { parseRepeatRule } from "./repeat-rule.ts";
export { seriesZone } from "./task-series.ts";
