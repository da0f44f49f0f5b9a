import { byPosition, positionAfter, positionAtEnd, renumbered } from "@shared/checklist-position";
import type { ChecklistItem } from "@shared/schemas/checklist";
import type { QueryKey } from "@tanstack/react-query";
import { onDetail, onListNotes } from "@/lib/notes-cache-changes";

/**
 * Pure changes to a note's checklist (sub-tasks) wherever the note is cached — in the lists and in its
 * own detail query — the appliers of the checklist commands (checklist-command-kinds.ts). They place
 * lines with the server's own math (shared/checklist-position.ts), so the order shown offline is the
 * order the server keeps.
 */
export function onChecklist(
  key: QueryKey,
  data: unknown,
  noteId: string,
  update: (lines: ChecklistItem[]) => ChecklistItem[],
): unknown {
  const change = <Note extends { id: string; checklist: ChecklistItem[] }>(note: Note): Note =>
    note.id === noteId ? { ...note, checklist: [...update(note.checklist)].sort(byPosition) } : note;
  const inLists = onListNotes(key, data, (notes) => notes.map(change));
  return onDetail(key, inLists, noteId, change);
}

/** A line added at the end, or right after `afterId`; a line already there (a replay) stays as it is. */
export function withLineAdded(lines: ChecklistItem[], line: Omit<ChecklistItem, "position">, afterId?: string) {
  if (lines.some((entry) => entry.id === line.id)) return lines;
  if (afterId === undefined) return [...lines, { ...line, position: positionAtEnd(lines) }];
  return placed([...lines, { ...line, position: 0 }], line.id, afterId);
}

/** The line `id` moved right after `afterId` (null: first); the others renumbered when the gap ran out. */
export function withLineMoved(lines: ChecklistItem[], id: string, afterId: string | null): ChecklistItem[] {
  if (!lines.some((line) => line.id === id)) return lines;
  if (afterId !== null && !lines.some((line) => line.id === afterId && afterId !== id)) return lines;
  return placed(lines, id, afterId);
}

function placed(lines: ChecklistItem[], id: string, afterId: string | null): ChecklistItem[] {
  const position = positionAfter(lines, afterId, id);
  if (position !== null) return lines.map((line) => (line.id === id ? { ...line, position } : line));
  const order = new Map(renumbered(lines, id, afterId).map((line) => [line.id, line.position]));
  return lines.map((line) => ({ ...line, position: order.get(line.id) ?? line.position }));
}

/** The line that comes before `id` (null when it is first): where a move puts a line back. */
export function lineBefore(lines: ChecklistItem[], id: string): string | null {
  const sorted = [...lines].sort(byPosition);
  const index = sorted.findIndex((line) => line.id === id);
  return index > 0 ? (sorted[index - 1]?.id ?? null) : null;
}
