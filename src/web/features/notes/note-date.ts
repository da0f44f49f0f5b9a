import { format, formatISO, isValid, parse, parseISO } from "date-fns";
import { formatDate, formatDateTime, parseDate } from "@/lib/format-date";

/**
 * A task's date is stored as a plain day ("2026-11-24") or, when it has a time, as the local
 * date-time with the author's offset ("2026-11-24T09:30:00+01:00", spec §5).
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

/**
 * The form's day (yyyy-MM-dd) and optional time (HH:mm) as the API stores them: no day → null, no
 * time → the plain day, both → the local date-time with this browser's offset for that day (formatISO).
 * Anything unreadable is passed on as typed, for the shared schema to refuse with validation.date.
 */
export function toNoteDate(day: string, time: string): string | null {
  if (day === "") return null;
  if (time === "") return day;
  const local = parse(`${day} ${time}`, "yyyy-MM-dd HH:mm", new Date());
  return isValid(local) ? formatISO(local) : `${day}T${time}`;
}

/** A stored date back into the form's fields, in the viewer's time zone. */
export function splitNoteDate(date: string | null): { day: string; time: string } {
  const parsed = date ? parseISO(date) : null;
  if (!date || !parsed || !isValid(parsed)) return { day: "", time: "" };
  return { day: format(parsed, "yyyy-MM-dd"), time: hasTime(date) ? format(parsed, "HH:mm") : "" };
}
