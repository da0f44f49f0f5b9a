import { CHECKLIST_ITEM_MAX, CHECKLIST_ITEMS_MAX } from "../../../../shared/constants.ts";
import type { ExportedChecklistItem } from "../../../../shared/schemas/data-export.ts";
import { cleanLine } from "./foreign-source-text.ts";

/** A line of another app's checklist (a Keep list's entry, a Todoist sub-task). */
export type ForeignLine = { text: string; completed: boolean };

/**
 * Lines as a checklist (export version 2), in their order. Nothing is lost to our limits: lines past
 * our 100 a checklist, and the whole text of a line longer than our 200 characters (its line cut with
 * "…"), are written as "☐ text" / "☑ text" into `overflow`, for the note's content. Empty lines are dropped.
 */
export function foreignChecklist(
  lines: readonly ForeignLine[],
  idOf: (index: number) => string,
): { checklist: ExportedChecklistItem[]; overflow: string } {
  const kept = lines.map((line) => ({ ...line, text: cleanLine(line.text) })).filter((line) => line.text !== "");
  const mark = (line: ForeignLine) => `${line.completed ? "☑" : "☐"} ${line.text}`;
  const checklist = kept.slice(0, CHECKLIST_ITEMS_MAX).map((line, index) => ({
    id: idOf(index),
    title: line.text.length > CHECKLIST_ITEM_MAX ? `${line.text.slice(0, CHECKLIST_ITEM_MAX - 1)}…` : line.text,
    completed: line.completed,
  }));
  const cut = kept.slice(0, CHECKLIST_ITEMS_MAX).filter((line) => line.text.length > CHECKLIST_ITEM_MAX);
  const overflow = [...cut, ...kept.slice(CHECKLIST_ITEMS_MAX)].map(mark).join("\n");
  return { checklist, overflow };
}
