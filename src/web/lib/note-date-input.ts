import { formatISO, isValid, parse } from "date-fns";

/**
 * The form's day (yyyy-MM-dd) and optional time (HH:mm) as the API stores them: no day → null, no
 * time → the plain day, both → the local date-time with this browser's offset for that day (formatISO).
 * Anything unreadable is passed on as typed, for the shared schema to refuse with validation.date.
 * Apart from note-date.ts because only the dialogs' checks need date-fns' parser.
 */
export function toNoteDate(day: string, time: string): string | null {
  if (day === "") return null;
  if (time === "") return day;
  const local = parse(`${day} ${time}`, "yyyy-MM-dd HH:mm", new Date());
  return isValid(local) ? formatISO(local) : `${day}T${time}`;
}
