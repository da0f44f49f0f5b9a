import { describe, expect, it } from "vitest";
import { DataExportSchema } from "../../../../shared/schemas/data-export.ts";
import {
  CYRILLIC_EXPORT,
  ENGLISH_EXPORT,
  GERMAN_EXPORT,
  PORTUGUESE_EXPORT,
} from "../../../test-support/todoist-real-exports.ts";
import { loadDateWords } from "./todoist-date.ts";
import { readTodoistCsv } from "./todoist-import.ts";

// Quick add's parser, loaded on demand in the import (todoist-date.ts).
await loadDateWords();

/** The import's moment: a Saturday, so "ev sun" is tomorrow and "Jan 2" is next year's. */
const NOW = Date.parse("2025-12-20T12:00:00Z");

function datesOf(csv: string) {
  const { file, skipped } = readTodoistCsv(csv, NOW);
  expect(DataExportSchema.safeParse(file).success).toBe(true);
  const dated = Object.fromEntries(file.notes.map((note) => [note.title, [note.date, note.repeat ?? null]]));
  return { dated, skipped, file };
}

describe("Todoist dates as real exports write them", () => {
  it("reads an English export's dates in its TIMEZONE, a year left out nearest to the import's day", () => {
    const { dated, skipped, file } = datesOf(ENGLISH_EXPORT);
    expect(dated).toMatchObject({
      "Renew passport": ["2026-01-02T09:35:00+00:00", null],
      "Water the plants": ["2025-12-21", "FREQ=WEEKLY;BYDAY=SU"],
      "Pay rent": ["2026-01-02", null],
      "Stand-up": ["2025-12-20T09:15:00+00:00", "FREQ=DAILY"],
      "Quarterly review": ["2026-01-02", null],
      "Clean up the backlog": [null, null],
    });
    // A timed repeat keeps its time of day in the row's TIMEZONE across DST; a repeat on days needs no zone.
    const noteTitled = (title: string) => file.notes.find((note) => note.title === title);
    expect(noteTitled("Stand-up")?.timeZone).toBe("Europe/London");
    expect(noteTitled("Water the plants")).not.toHaveProperty("timeZone");
    // A date no rule reads: the task comes in, its date kept in its text and named in the summary.
    expect(file.notes.find((note) => note.title === "Clean up the backlog")?.content).toBe("📅 after the release");
    expect(skipped).toEqual([{ kind: "task", name: "Clean up the backlog", reason: "importProblem.dateNotRead" }]);
  });

  it("reads a German-language account's dates, with its summer offset, typed in German too, and names the one that is no date", () => {
    const { dated, skipped } = datesOf(GERMAN_EXPORT);
    expect(dated).toMatchObject({
      "Steuererklärung abgeben": ["2026-07-15T14:00:00+02:00", null],
      "Müll rausbringen": ["2025-12-22", "FREQ=WEEKLY;BYDAY=MO"],
      "Zahnarzt anrufen": ["2025-12-22", "FREQ=WEEKLY;BYDAY=MO"],
      "Fenster putzen": [null, null],
    });
    expect(skipped).toEqual([{ kind: "task", name: "Fenster putzen", reason: "importProblem.dateNotRead" }]);
  });

  it("reads a Brazilian account's fortnightly repeat and a time without a year in São Paulo", () => {
    const { dated, skipped } = datesOf(PORTUGUESE_EXPORT);
    expect(dated).toMatchObject({
      "Pagar a conta de luz, água": ["2025-12-20", "FREQ=WEEKLY;INTERVAL=2"],
      "Consulta no dentista": ["2026-03-02T10:30:00-03:00", null],
    });
    expect(skipped).toEqual([]);
  });

  it("reads a Cyrillic account's repeat and day in Moscow", () => {
    const { dated, skipped } = datesOf(CYRILLIC_EXPORT);
    expect(dated).toMatchObject({
      "Позвонить маме": ["2025-12-20", "FREQ=DAILY"],
      "Купить продукты": ["2026-01-02", null],
    });
    expect(skipped).toEqual([]);
  });

  it("makes sub-tasks (INDENT 2 and deeper) the checklist of the task above them, in order", () => {
    const checklists = (csv: string) =>
      Object.fromEntries(
        readTodoistCsv(csv, NOW)
          .file.notes.filter((note) => note.checklist.length > 0)
          .map((note) => [note.title, note.checklist.map((line) => line.title)]),
      );
    expect(checklists(ENGLISH_EXPORT)).toEqual({ "Renew passport": ["Book photo booth", "Fill in the form"] });
    expect(checklists(GERMAN_EXPORT)).toEqual({
      "Steuererklärung abgeben": ["Belege sortieren", "Lohnsteuerbescheinigung"],
    });
    expect(checklists(PORTUGUESE_EXPORT)).toEqual({ "Consulta no dentista": ["Levar exames"] });
    expect(checklists(CYRILLIC_EXPORT)).toEqual({ "Купить продукты": ["Молоко", "Хлеб"] });
    // No sub-task is a task of its own.
    expect(readTodoistCsv(CYRILLIC_EXPORT, NOW).file.notes.map((note) => note.title)).toEqual([
      "Позвонить маме",
      "Купить продукты",
    ]);
  });

  it("gives the same ids whatever day it is imported on (dates are not part of a task's identity)", () => {
    const later = readTodoistCsv(ENGLISH_EXPORT, NOW + 90 * 86_400_000).file.notes.map((note) => note.id);
    expect(later).toEqual(readTodoistCsv(ENGLISH_EXPORT, NOW).file.notes.map((note) => note.id));
  });
});
