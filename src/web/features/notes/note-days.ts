import type { ListedNote as Note } from "@shared/schemas/note-page";
import { formatDayKey, parseDate } from "@/lib/format-date";

/** A calendar day in the viewer's time zone, as a key: "2026-11-20". */
export function dayKey(date: Date): string {
  return formatDayKey(date);
}

/** The day a note was created, in this browser's time zone; null if createdAt is unreadable. */
export function createdDayOf(note: Pick<Note, "createdAt">): string | null {
  const created = parseDate(note.createdAt);
  return created ? dayKey(created) : null;
}

/** How many notes were created on each day (the calendar marks these days). */
export function countNotesByDay(notes: readonly Pick<Note, "createdAt">[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const note of notes) {
    const day = createdDayOf(note);
    if (day) counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

/** The notes created on `day`, in the order given (the list's newest first). */
export function notesOnDay<T extends Pick<Note, "createdAt">>(notes: readonly T[], day: Date): T[] {
  const key = dayKey(day);
  return notes.filter((note) => createdDayOf(note) === key);
}
