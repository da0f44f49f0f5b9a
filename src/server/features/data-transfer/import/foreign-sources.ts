import type { Conversion } from "./foreign-source-export.ts";
import { readKeepTakeout } from "./keep-takeout.ts";
import { loadDateWords } from "./todoist-date.ts";
import { readTodoistCsv } from "./todoist-import.ts";
import type { ZipSource } from "./zip-entries.ts";

/**
 * Files from other apps as a Poriadok export, which the import route writes like any export (one
 * transaction). Each converter reads the whole file first and throws an AppError (4xx, with the
 * rows or files it could not read in `details`) before anything is written. Ids are made from the
 * file's contents (foreign-source-ids.ts), so importing the same file again duplicates nothing.
 * What a converter leaves out on purpose is in its Conversion's `skipped` and reaches the summary.
 */

/** Todoist's CSV export of a project: tasks with dates, priorities and sections as tags, comments. */
export async function convertTodoistCsv(text: string): Promise<Conversion> {
  await loadDateWords();
  return readTodoistCsv(text);
}

/** A Google Takeout zip with Keep: notes, checklists as shopping lists, labels as tags, the trash. */
export function convertKeepTakeout(zip: ZipSource): Promise<Conversion> {
  return readKeepTakeout(zip);
}
