import { NOTE_CATEGORIES, type NoteCategory } from "@shared/constants";

/** The home screen's tab lives in the query string (?tab=tasks|shopping|notes); anything else is tasks. */
export const DEFAULT_NOTE_TAB: NoteCategory = "tasks";

export function parseNoteTab(value: string | null): NoteCategory {
  return NOTE_CATEGORIES.find((category) => category === value) ?? DEFAULT_NOTE_TAB;
}
