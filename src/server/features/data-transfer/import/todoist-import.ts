import { AppError } from "../../../errors.ts";
import { type Conversion, createTagSet, foreignSourceExport } from "./foreign-source-export.ts";
import { readTodoistRows } from "./todoist-csv.ts";
import { groupTodoistRows, todoistTasksToNotes } from "./todoist-tasks.ts";

/** How many unreadable rows a refusal names; the message counts them all. */
const NAMED_MAX = 50;

/** A Todoist CSV as an export file; a row that cannot be read refuses the whole file, naming it. */
export function readTodoistCsv(text: string, now = Date.now()): Conversion {
  const parsed = readTodoistRows(text);
  const grouped = groupTodoistRows(parsed.rows);
  const unreadable = [...parsed.unreadable, ...grouped.unreadable].sort((a, b) => a.row - b.row);
  if (unreadable.length > 0)
    throw new AppError(
      "import_todoist_unreadable",
      400,
      `${unreadable.length} row(s) of the Todoist file could not be read.`,
      unreadable.slice(0, NAMED_MAX),
    );
  const exportedAt = new Date(now).toISOString();
  const tagSet = createTagSet(exportedAt);
  const { notes, skipped } = todoistTasksToNotes(grouped.tasks, tagSet, now);
  return { file: foreignSourceExport(notes, tagSet.tags, exportedAt), skipped };
}
