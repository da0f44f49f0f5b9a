import { describe, expect, it } from "vitest";
import { DataExportSchema } from "../../../../shared/schemas/data-export.ts";
import { NewIdSchema } from "../../../../shared/schemas/id.ts";
import { AppError } from "../../../errors.ts";
import { TODOIST_ROWS, todoistCsv } from "../../../test-support/todoist-csv-fixture.ts";
import { loadDateWords } from "./todoist-date.ts";
import { readTodoistCsv } from "./todoist-import.ts";

// Quick add's parser, loaded on demand in the import (todoist-date.ts).
await loadDateWords();

/** The import's moment: a Wednesday, so "every monday" starts on the 23rd. */
const NOW = Date.parse("2026-11-18T12:00:00Z");
/** The export file a CSV converts to (what it leaves out is tested in todoist-dates.test.ts). */
const convertTodoistCsv = (text: string) => readTodoistCsv(text, NOW).file;

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("a Todoist CSV export", () => {
  const file = convertTodoistCsv(todoistCsv());

  it("is an export file the import schema accepts, with no profile", () => {
    expect(DataExportSchema.safeParse(file).success).toBe(true);
    expect(file.profile).toBeNull();
    expect(file.notes.every((note) => NewIdSchema.safeParse(note.id).success)).toBe(true);
  });

  it("brings each task in order, with dates it can read, comments and descriptions in the content", () => {
    const tagName = (id: string) => file.tags.find((tag) => tag.id === id)?.name;
    const tasks = file.notes.map((note) => ({
      category: note.category,
      title: note.title,
      content: note.content,
      date: note.date,
      repeat: note.repeat,
      tags: note.tags.map(tagName),
      completed: note.completed,
      trashedAt: note.trashedAt,
    }));
    const open = { category: "tasks", completed: false, trashedAt: null };
    expect(tasks).toEqual([
      {
        ...open,
        title: "Kúpiť chlieb 🍞",
        content: "Celozrnný, z pekárne na rohu",
        date: "2026-11-21",
        repeat: null,
        tags: ["p1"],
      },
      {
        ...open,
        title: "Zavolať mame",
        // A repeat in words starts at its first day after the import; p4 is Todoist's "no priority".
        content: "💬 Nezabudni na narodeniny 🎂\n\n💬 Druhý komentár\nna dva riadky",
        date: "2026-11-23",
        repeat: "FREQ=WEEKLY;BYDAY=MO",
        tags: [],
      },
      {
        ...open,
        title: "Pripraviť prezentáciu",
        // Its sub-task (INDENT 2) is its checklist; the sub-task's date, which a line cannot hold, is kept here.
        content: '⏳ 2026-11-25\n\n↳ Poslať e-mail, "rýchlo": 📅 2026-07-01T09:00:00Z',
        // A time without an offset is read in the row's TIMEZONE (Bratislava in November: CET).
        date: "2026-11-23T14:30:00+01:00",
        repeat: null,
        tags: ["p2", "Práca", "porady", "školenie_2026"],
      },
    ]);
  });

  it("makes tags of priorities in Todoist's colours and of sections", () => {
    expect(file.tags.map(({ name, color }) => ({ name, color }))).toEqual([
      { name: "p1", color: "#e11d48" },
      { name: "p2", color: "#f97316" },
      { name: "Práca", color: "#9b87f5" },
      { name: "porady", color: "#9b87f5" },
      { name: "školenie_2026", color: "#9b87f5" },
    ]);
  });

  it("lists the file's first task newest, so our newest-first lists show Todoist's order", () => {
    const created = file.notes.map((note) => Date.parse(note.createdAt));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
  });

  it("gives the same ids when read again later, and keeps a task's id when a task is added above it", () => {
    const later = convertTodoistCsv(todoistCsv());
    expect(later.notes.map((note) => note.id)).toEqual(file.notes.map((note) => note.id));
    expect(later.tags.map((tag) => tag.id)).toEqual(file.tags.map((tag) => tag.id));
    const withNewTask = convertTodoistCsv(todoistCsv([{ TYPE: "task", CONTENT: "Nová úloha" }, ...TODOIST_ROWS]));
    expect(withNewTask.notes.slice(1).map((note) => note.id)).toEqual(file.notes.map((note) => note.id));
  });

  it("gives two tasks of the same text two ids", () => {
    const twice = convertTodoistCsv(
      todoistCsv([
        { TYPE: "task", CONTENT: "Upratať" },
        { TYPE: "task", CONTENT: "Upratať" },
      ]),
    );
    expect(new Set(twice.notes.map((note) => note.id)).size).toBe(2);
  });

  it("keeps a title longer than ours whole in the content", () => {
    const long = "Dlhý názov ".repeat(30).trim();
    const [note] = convertTodoistCsv(todoistCsv([{ TYPE: "task", CONTENT: long }])).notes;
    expect(note?.title.length).toBeLessThanOrEqual(200);
    expect(note?.title.endsWith("…")).toBe(true);
    expect(note?.content).toBe(long);
  });

  it("takes labels out of the text, but not an e-mail address, and keeps a task of only labels titled", () => {
    const notes = convertTodoistCsv(
      todoistCsv([
        { TYPE: "task", CONTENT: "Napísať jane@example.com @práca, @Práca dnes" },
        { TYPE: "task", CONTENT: "@len_štítok" },
      ]),
    );
    const names = (tags: string[]) => tags.map((id) => notes.tags.find((tag) => tag.id === id)?.name);
    expect(notes.notes.map((note) => [note.title, names(note.tags)])).toEqual([
      ["Napísať jane@example.com dnes", ["práca"]],
      ["@len_štítok", ["len_štítok"]],
    ]);
  });

  it("reads a template of only TYPE and CONTENT, and a file of just the header", () => {
    expect(convertTodoistCsv("TYPE,CONTENT\ntask,Umyť auto\n").notes.map((note) => note.title)).toEqual(["Umyť auto"]);
    expect(convertTodoistCsv("TYPE,CONTENT,PRIORITY\n").notes).toEqual([]);
  });
});

describe("a file that is not a readable Todoist CSV", () => {
  it("without TYPE and CONTENT columns is refused as not Todoist", () => {
    for (const text of ["", "name,amount\nbread,2\n", '{"format":"poriadok-export"}', "\u0000\u0001binary"]) {
      const error = refusal(() => convertTodoistCsv(text));
      expect([error.status, error.code]).toEqual([400, "import_not_todoist"]);
    }
  });

  it("with a 1 MB cell is refused at once, naming the row and column", () => {
    const started = performance.now();
    const error = refusal(() =>
      convertTodoistCsv(
        todoistCsv([
          { TYPE: "task", CONTENT: "ok" },
          { TYPE: "task", CONTENT: "x".repeat(1024 * 1024) },
        ]),
      ),
    );
    expect([error.status, error.code]).toEqual([400, "import_csv_cell_too_long"]);
    expect(error.details).toEqual([{ row: 3, column: "CONTENT", reason: "importProblem.cellTooLong" }]);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("over 20 MB is refused before parsing", () => {
    const error = refusal(() => convertTodoistCsv(`TYPE,CONTENT\n${"task,a\n".repeat(3_000_000)}`));
    expect([error.status, error.code]).toEqual([413, "import_file_too_large"]);
  });

  it("with rows it cannot read is refused whole, naming every such row", () => {
    const text = "TYPE,CONTENT\nnote,orphan comment\ntask,fine\nproject,???\ntask,\n";
    const error = refusal(() => convertTodoistCsv(text));
    expect([error.status, error.code]).toEqual([400, "import_todoist_unreadable"]);
    expect(error.details).toEqual([
      { row: 2, reason: "importProblem.commentWithoutTask" },
      { row: 4, reason: "importProblem.unknownRowType" },
      { row: 5, reason: "importProblem.emptyTask" },
    ]);
  });

  it("with an unclosed quote is refused, naming the row", () => {
    const error = refusal(() => convertTodoistCsv('TYPE,CONTENT\ntask,fine\ntask,"never closed\n'));
    expect(error.code).toBe("import_todoist_unreadable");
    expect(error.details).toEqual([{ row: 3, reason: "importProblem.brokenQuotes" }]);
  });
});
