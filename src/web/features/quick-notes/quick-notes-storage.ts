import { STORAGE_KEYS } from "@shared/constants";
import type { QuickNote } from "./quick-note";

/** Where an unreadable `quickNotes` value is moved so nothing is lost (a later one gets a timestamp suffix). */
export const CORRUPT_KEY = `${STORAGE_KEYS.quickNotes}.corrupt`;

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** What reading found. `setAside` is set when the stored value could not be read as it was. */
export type QuickNotesRead = {
  notes: QuickNote[];
  setAside: null | {
    /** The key now holding the original value, or null if even that copy could not be written. */
    key: string | null;
    /** How many readable notes were kept from it. */
    kept: number;
  };
};

/**
 * Reads the stored quick notes. A value that is not a list of `{ id, text, created }` (hand-edited,
 * written by an older version, cut short) is not crashed on: the readable entries are kept, the
 * original text is copied to `quickNotes.corrupt` and the cleaned list is written back, so the
 * notice about it shows once.
 */
export function readQuickNotes(storage: StorageLike): QuickNotesRead {
  const raw = storage.getItem(STORAGE_KEYS.quickNotes);
  if (raw === null) return { notes: [], setAside: null };
  const { notes, isClean } = parseQuickNotes(raw);
  if (isClean) return { notes, setAside: null };

  const key = copyAside(storage, raw);
  // Only replace the original once a copy of it is safe.
  if (key !== null) {
    if (notes.length === 0) storage.removeItem(STORAGE_KEYS.quickNotes);
    else storage.setItem(STORAGE_KEYS.quickNotes, JSON.stringify(notes));
  }
  return { notes, setAside: { key, kept: notes.length } };
}

/** Saves the list (throws what localStorage throws, e.g. QuotaExceededError, for the caller to report). */
export function writeQuickNotes(storage: Pick<Storage, "setItem">, notes: readonly QuickNote[]): void {
  storage.setItem(STORAGE_KEYS.quickNotes, JSON.stringify(notes));
}

/** The readable entries of a stored value, and whether the value was entirely readable. */
export function parseQuickNotes(raw: string): { notes: QuickNote[]; isClean: boolean } {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { notes: [], isClean: false };
  }
  return readableQuickNotes(value);
}

/** The readable entries of a parsed value (the stored list, or an export file's `quickNotes`). */
export function readableQuickNotes(value: unknown): { notes: QuickNote[]; isClean: boolean } {
  if (!Array.isArray(value)) return { notes: [], isClean: false };
  const notes: QuickNote[] = [];
  const ids = new Set<string>();
  for (const entry of value) {
    const note = toQuickNote(entry);
    if (note && !ids.has(note.id)) {
      ids.add(note.id);
      notes.push(note);
    }
  }
  return { notes, isClean: notes.length === value.length };
}

function toQuickNote(entry: unknown): QuickNote | null {
  if (typeof entry !== "object" || entry === null) return null;
  const { id, text, created } = entry as Record<string, unknown>;
  // Older copies may hold the timestamp id as a number; it reads the same.
  const readableId = typeof id === "number" && Number.isFinite(id) ? String(id) : id;
  if (typeof readableId !== "string" || readableId === "" || typeof text !== "string") return null;
  if (typeof created !== "string" || Number.isNaN(Date.parse(created))) return null;
  return { id: readableId, text, created };
}

/** Copies the unreadable value to the first free "set aside" key; null if storage refuses. */
function copyAside(storage: StorageLike, raw: string): string | null {
  const existing = storage.getItem(CORRUPT_KEY);
  const key = existing === null || existing === raw ? CORRUPT_KEY : `${CORRUPT_KEY}.${Date.now()}`;
  try {
    storage.setItem(key, raw);
    return key;
  } catch (error) {
    console.warn("Quick notes: the unreadable value could not be set aside", error);
    return null;
  }
}
