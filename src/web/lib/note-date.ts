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
