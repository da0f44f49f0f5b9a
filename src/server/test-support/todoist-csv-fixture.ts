import Papa from "papaparse";

/**
 * A Todoist CSV export in its documented shape (todoist.com/help "Format a CSV file to import into
 * Todoist"; the newer columns DURATION … DEADLINE_LANG included), written by papaparse so quoting is
 * a CSV library's, not ours: a "meta" row as newer exports start, sections, priorities (1 = p1 … 4 =
 * p4), labels as Todoist writes them ("@name" in the text), dates of every kind, comments ("note" rows, one with line breaks), Slovak diacritics, emoji
 * and a blank row after each task as Todoist writes it.
 */
export const TODOIST_COLUMNS = [
  "TYPE",
  "CONTENT",
  "DESCRIPTION",
  "PRIORITY",
  "INDENT",
  "AUTHOR",
  "RESPONSIBLE",
  "DATE",
  "DATE_LANG",
  "TIMEZONE",
  "DURATION",
  "DURATION_UNIT",
  "DEADLINE",
  "DEADLINE_LANG",
] as const;

type Column = (typeof TODOIST_COLUMNS)[number];
export type TodoistFixtureRow = Partial<Record<Column, string>>;

const AUTHOR = "Zuzana (14781400)";

export const TODOIST_ROWS: TodoistFixtureRow[] = [
  { TYPE: "meta", CONTENT: "view_style=list" },
  {
    TYPE: "task",
    CONTENT: "Kúpiť chlieb 🍞",
    DESCRIPTION: "Celozrnný, z pekárne na rohu",
    PRIORITY: "1",
    INDENT: "1",
    DATE: "2026-11-21",
    DATE_LANG: "sk",
    TIMEZONE: "Europe/Bratislava",
  },
  {},
  { TYPE: "task", CONTENT: "Zavolať mame", PRIORITY: "4", INDENT: "1", DATE: "every monday", DATE_LANG: "en" },
  { TYPE: "note", CONTENT: "Nezabudni na narodeniny 🎂" },
  { TYPE: "note", CONTENT: "Druhý komentár\nna dva riadky" },
  {},
  { TYPE: "section", CONTENT: "Práca" },
  {
    TYPE: "task",
    CONTENT: "Pripraviť prezentáciu @porady @školenie_2026",
    PRIORITY: "2",
    INDENT: "1",
    DATE: "2026-11-23 14:30",
    DATE_LANG: "sk",
    TIMEZONE: "Europe/Bratislava",
    DEADLINE: "2026-11-25",
  },
  {},
  { TYPE: "task", CONTENT: 'Poslať e-mail, "rýchlo"', PRIORITY: "3", INDENT: "2", DATE: "2026-07-01T09:00:00Z" },
  {},
];

export function todoistCsv(rows: readonly TodoistFixtureRow[] = TODOIST_ROWS): string {
  const data = rows.map((row) =>
    TODOIST_COLUMNS.map((column) => (column === "AUTHOR" && row.TYPE ? AUTHOR : (row[column] ?? ""))),
  );
  return Papa.unparse({ fields: [...TODOIST_COLUMNS], data }, { newline: "\r\n" });
}
