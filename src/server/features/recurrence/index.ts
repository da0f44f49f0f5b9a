/** What notes use of repeating tasks: a repeat rule's edit, and the next occurrence when one is ticked. */
export { applyRepeatEdit } from "./apply-repeat-edit.ts";
export { comingOccurrences } from "./coming-occurrences.ts";
export { makeNextOccurrence } from "./complete-occurrence.ts";
export { seriesZone } from "./task-series.ts";
