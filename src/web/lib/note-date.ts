import type { ListedNote as Note } from "@shared/schemas/note-page";
import { formatDate, formatDateTime, formatDayKey, formatTime, parseDate } from "@/lib/format-date";

/**
 * A task's date is stored as a plain day ("2026-11-24") or, when it has a time, as the local
 * date-time with the author's offset ("2026-11-24T09:30:00+01:00", spec §5). Writing one from the
 * form's fields is note-date-input.ts (only the dialogs need it).
 */
export function hasTime(date: string): boolean {
  return date.includes("T");
}

/** dd.MM.yyyy, plus HH:mm in the viewer's time zone when the stored date has a time; null if unreadable. */
export function formatNoteDate(date: string): string | null {
  const parsed = parseDate(date);
  if (!parsed) return null;
  return hasTime(date) ? formatDateTime(parsed) : formatDate(parsed);
}

/** A stored date back into the form's fields, in the viewer's time zone. */
export function splitNoteDate(date: string | null): { day: string; time: string } {
  const parsed = date ? parseDate(date) : null;
  if (!date || !parsed) return { day: "", time: "" };
  return { day: formatDayKey(parsed), time: hasTime(date) ? formatTime(parsed) : "" };
}

/**
 * An open task is overdue once its time has passed; a task with a day but no time, once its day has
 * ended (it is still due today). Completed and undated tasks never are.
 */
export function isOverdue(task: Pick<Note, "date" | "completed">, now: Date): boolean {
  if (task.completed || !task.date) return false;
  const due = parseDate(task.date);
  if (!due) return false;
  return hasTime(task.date) ? due.getTime() < now.getTime() : formatDayKey(due) < formatDayKey(now);
}
