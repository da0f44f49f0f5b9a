import type { ChecklistItem } from "@shared/schemas/checklist";
import { uuidv7 } from "uuidv7";
import { withLineAdded, withLineMoved } from "@/features/notes/checklist-editing";
import type { ChecklistActions } from "./checklist-actions";
import { ChecklistEditor } from "./checklist-editor";

type DraftChecklistProps = { label: string; lines: ChecklistItem[]; onChange: (lines: ChecklistItem[]) => void };

/** The create dialog's checklist: kept in the form and sent with the new note, in this order. */
export function DraftChecklist({ label, lines, onChange }: DraftChecklistProps) {
  const actions: ChecklistActions = {
    add: (title, afterId) => {
      const id = uuidv7();
      onChange(inOrder(withLineAdded(lines, { id, title, completed: false }, afterId)));
      return id;
    },
    rename: (id, title) => onChange(lines.map((line) => (line.id === id ? { ...line, title } : line))),
    tick: (id, completed) => onChange(lines.map((line) => (line.id === id ? { ...line, completed } : line))),
    remove: (id) => onChange(lines.filter((line) => line.id !== id)),
    move: (id, afterId) => onChange(inOrder(withLineMoved(lines, id, afterId))),
  };
  return <ChecklistEditor lines={lines} label={label} actions={actions} />;
}

const inOrder = (lines: ChecklistItem[]) => [...lines].sort((a, b) => a.position - b.position);
