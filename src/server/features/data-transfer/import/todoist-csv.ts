import Papa from "papaparse";
import { AppError } from "../../../errors.ts";

/**
 * Reading Todoist's CSV ("Export as a CSV file", or the import template). Its documented columns:
 * TYPE (task, section or note — a note is a comment on the task above it), CONTENT, DESCRIPTION,
 * PRIORITY (1 = p1, the highest, … 4 = p4, no priority), INDENT, AUTHOR, RESPONSIBLE, DATE (as
 * written in the app, in DATE_LANG), DATE_LANG, TIMEZONE, and in newer files DURATION,
 * DURATION_UNIT, DEADLINE and DEADLINE_LANG. Exports put a blank row between tasks; newer ones may
 * start with "meta" rows (the project's view). Only TYPE and CONTENT are required.
 */
export type TodoistRow = {
  /** The row's number as a spreadsheet shows it (the header is row 1), for naming it in errors. */
  row: number;
  type: string;
  content: string;
  description: string;
  priority: string;
  date: string;
  /** The language the DATE cell is written in ("en", "de", "pt_BR"…). */
  dateLang: string;
  timezone: string;
  /** 1 for a task, 2–5 for its sub-tasks (Todoist's nesting), as written. */
  indent: string;
  deadline: string;
};

export const TODOIST_LIMITS = { maxFileBytes: 20 * 1024 * 1024, maxCellChars: 10_000 };

/**
 * A row that could not be read: the converter names them all in one refusal. `reason` is a key of
 * errors.json (importProblem.*), which the web app shows beside the row's number.
 */
export type UnreadableRow = { row: number; reason: string };

export function readTodoistRows(text: string): { rows: TodoistRow[]; unreadable: UnreadableRow[] } {
  if (Buffer.byteLength(text, "utf8") > TODOIST_LIMITS.maxFileBytes) throw fileTooLarge();
  const rows: TodoistRow[] = [];
  const unreadable: UnreadableRow[] = [];
  let refusal: AppError | null = null;
  let rowNumber = 1;
  // One row at a time, so a cell over the cap stops the parse there (a 1 MB cell is refused
  // after reading it once, not after building every row of a 20 MB file).
  Papa.parse<Record<string, string | undefined>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (header) => header.trim().toUpperCase(),
    step: (result, parser) => {
      rowNumber += 1;
      const fields = result.meta.fields ?? [];
      if (!fields.includes("TYPE") || !fields.includes("CONTENT")) {
        refusal = notTodoist();
        return parser.abort();
      }
      const record = result.data;
      const longColumn = Object.keys(record).find((key) => (record[key]?.length ?? 0) > TODOIST_LIMITS.maxCellChars);
      if (longColumn !== undefined) {
        refusal = cellTooLong(rowNumber, longColumn);
        return parser.abort();
      }
      // Too few or too many fields is how spreadsheets save short rows: the missing cells are empty.
      const broken = result.errors.find((error) => error.type !== "FieldMismatch");
      if (broken) unreadable.push({ row: rowNumber, reason: "importProblem.brokenQuotes" });
      else rows.push(toRow(rowNumber, record));
    },
  });
  if (refusal) throw refusal;
  if (rowNumber === 1 && !hasTodoistHeader(text)) throw notTodoist();
  return { rows, unreadable };
}

function toRow(row: number, record: Record<string, string | undefined>): TodoistRow {
  const cell = (column: string) => record[column] ?? "";
  return {
    row,
    type: cell("TYPE").trim().toLowerCase(),
    content: cell("CONTENT"),
    description: cell("DESCRIPTION"),
    priority: cell("PRIORITY").trim(),
    date: cell("DATE").trim(),
    dateLang: cell("DATE_LANG").trim(),
    timezone: cell("TIMEZONE").trim(),
    indent: cell("INDENT").trim(),
    deadline: cell("DEADLINE").trim(),
  };
}

/** A file of just the header row (an empty project) is a Todoist file with nothing in it. */
function hasTodoistHeader(text: string): boolean {
  const header = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { preview: 1 }).data[0] ?? [];
  const columns = header.map((column) => column.trim().toUpperCase());
  return columns.includes("TYPE") && columns.includes("CONTENT");
}

function notTodoist() {
  return new AppError(
    "import_not_todoist",
    400,
    "This file is not a Todoist CSV export (no TYPE and CONTENT columns).",
  );
}

function cellTooLong(row: number, column: string) {
  return new AppError(
    "import_csv_cell_too_long",
    400,
    `Row ${row}, column ${column} is longer than ${TODOIST_LIMITS.maxCellChars} characters.`,
    [{ row, column, reason: "importProblem.cellTooLong" }],
  );
}

function fileTooLarge() {
  return new AppError("import_file_too_large", 413, "The file is larger than 20 MB.");
}
