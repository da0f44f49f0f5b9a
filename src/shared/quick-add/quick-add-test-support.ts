import { expect } from "vitest";
import { parseQuickAdd, type QuickAddParse } from "./parse-quick-add.ts";

/** Friday 27 November 2026, 10:00 in Bratislava: the tables' "now" unless a row says otherwise. */
export const FRIDAY_MORNING = new Date("2026-11-27T10:00:00+01:00");
export const LISTS = [
  { id: "list-lidl", title: "Lidl" },
  { id: "list-drogeria", title: "Drogéria" },
];
export const TAGS = ["Rodina", "Práca", "nákup-potraviny", "Home"];

/** A row: the line, and what differs from a plain task with no date, time, repeat, tags or items. */
export type Row = [line: string, expected: Partial<Omit<QuickAddParse, "parts">>, now?: string];

export function checkRow(language: "en" | "sk", [line, expected, now]: Row): void {
  const result = parseQuickAdd(line, {
    language,
    timeZone: "Europe/Bratislava",
    now: now ? new Date(now) : FRIDAY_MORNING,
    lists: LISTS,
    tags: TAGS,
  });
  const { parts: _parts, ...answer } = result;
  expect(answer).toEqual({
    kind: "tasks",
    date: null,
    time: null,
    repeat: null,
    tags: [],
    items: [],
    list: null,
    ...expected,
  });
}
