import { STORAGE_KEYS } from "@shared/constants";
import type { QuickNote } from "./quick-note";
import { readableQuickNotes, readQuickNotes, writeQuickNotes } from "./quick-notes-storage";

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Quick notes in "Export everything" (issue 25): they live only in this browser (spec §1), so the
 * server cannot put them in the file; the export screen adds this browser's list to the file it
 * saves, and an import of such a file restores them here.
 */
export function quickNotesForExport(storage: StorageLike): QuickNote[] {
  return readQuickNotes(storage).notes;
}

/**
 * Restores an export file's `quickNotes` into this browser: notes it does not have yet (by id) are
 * added, the ones it has stay as they are, so importing the same file twice adds nothing twice.
 * Unreadable entries are skipped. Answers how many were added. The store of this tab hears about it
 * through the same `storage` event other tabs' changes send (quick-notes-store.ts).
 */
export function restoreQuickNotes(storage: StorageLike, fromFile: unknown, events?: Pick<Window, "dispatchEvent">) {
  const incoming = readableQuickNotes(fromFile).notes;
  const current = readQuickNotes(storage).notes;
  const known = new Set(current.map((note) => note.id));
  const added = incoming.filter((note) => !known.has(note.id));
  if (added.length === 0) return 0;
  const merged = [...current, ...added].sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
  writeQuickNotes(storage, merged);
  events?.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.quickNotes }));
  return added.length;
}
