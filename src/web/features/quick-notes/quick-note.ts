/**
 * Quick notes live only in this browser (localStorage `quickNotes`, spec §3): an id that is a
 * timestamp string, the text, and when it was created (ISO date-time). The list is kept newest first.
 * Everything here is pure: the store (quick-notes-store.ts) applies these rules and persists the result.
 */
export type QuickNote = { id: string; text: string; created: string };

/** What is saved: the text trimmed (spec §5: trimmed, and not empty, on add and on edit). */
export function normalizeText(text: string): string {
  return text.trim();
}

/** Add and Save stay disabled while this is true. */
export function isBlank(text: string): boolean {
  return normalizeText(text) === "";
}

/**
 * A new note created at `now`. Its id is the timestamp in milliseconds; two notes in the same
 * millisecond (a double click, another tab) get the next free number, so ids stay unique.
 */
export function createQuickNote(text: string, now: Date, notes: readonly QuickNote[]): QuickNote {
  const taken = new Set(notes.map((note) => note.id));
  let stamp = now.getTime();
  while (taken.has(String(stamp))) stamp += 1;
  return { id: String(stamp), text: normalizeText(text), created: now.toISOString() };
}

/** The list with `note` in front (newest first). */
export function withAdded(notes: readonly QuickNote[], note: QuickNote): QuickNote[] {
  return [note, ...notes];
}

/** The list with the note's text replaced (trimmed); unchanged if the id is gone. */
export function withUpdated(notes: readonly QuickNote[], id: string, text: string): QuickNote[] {
  return notes.map((note) => (note.id === id ? { ...note, text: normalizeText(text) } : note));
}

export function withRemoved(notes: readonly QuickNote[], id: string): QuickNote[] {
  return notes.filter((note) => note.id !== id);
}

/**
 * The widget's previous (-1) / next (+1) with wrap-around: after the last comes the first and
 * before the first the last. With no notes there is nothing to show: -1.
 */
export function cycleIndex(index: number, length: number, step: -1 | 1): number {
  if (length === 0) return -1;
  return (((clampIndex(index, length) + step) % length) + length) % length;
}

/** An index that points at a note of a list of `length` (the nearest one), or -1 for an empty list. */
export function clampIndex(index: number, length: number): number {
  if (length === 0) return -1;
  if (!Number.isFinite(index) || index < 0) return 0;
  return Math.min(Math.trunc(index), length - 1);
}

/**
 * Where the widget stands after deleting the note at `index` from a list that now has `length`
 * notes: the note that moved into its place, or the new last one when the last was deleted; -1
 * when none are left.
 */
export function indexAfterDelete(index: number, length: number): number {
  return clampIndex(index, length);
}
