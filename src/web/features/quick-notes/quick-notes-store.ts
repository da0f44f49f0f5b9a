import { STORAGE_KEYS } from "@shared/constants";
import {
  createQuickNote,
  isBlank,
  normalizeText,
  type QuickNote,
  withAdded,
  withRemoved,
  withUpdated,
} from "./quick-note";
import { type QuickNotesRead, readQuickNotes, writeQuickNotes } from "./quick-notes-storage";

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type SetAsideNotice = NonNullable<QuickNotesRead["setAside"]>;

export type AddResult = { status: "added"; note: QuickNote } | { status: "blank" | "failed" };
export type UpdateResult = { status: "updated" | "unchanged" | "blank" | "missing" | "failed" };
export type RemoveResult = { status: "removed" | "missing" | "failed" };

export type QuickNotesStore = {
  /** For useSyncExternalStore: called on every change, in this tab or (through `storage`) another. */
  subscribe: (listener: () => void) => () => void;
  /** The notes, newest first; the same array until something changes. */
  getSnapshot: () => readonly QuickNote[];
  add: (text: string) => AddResult;
  update: (id: string, text: string) => UpdateResult;
  remove: (id: string) => RemoveResult;
  /** The news that an unreadable value was set aside, handed out once (then null). */
  takeSetAsideNotice: () => SetAsideNotice | null;
};

type StoreOptions = {
  /** localStorage, or null/throwing where the browser refuses it (privacy modes). */
  getStorage: () => StorageLike | null;
  /** Where other tabs' `storage` events arrive (window); none in tests that do not need it. */
  events?: Pick<Window, "addEventListener" | "removeEventListener">;
  now?: () => Date;
};

/**
 * One store of quick notes for the whole tab, so the home widget and the /quick-notes page always
 * show the same list. Every change reads the stored list afresh, applies one rule of quick-note.ts
 * and writes the result, so a change made in another tab a moment ago is not overwritten.
 */
export function createQuickNotesStore({ getStorage, events, now = () => new Date() }: StoreOptions): QuickNotesStore {
  let notes: readonly QuickNote[] | null = null;
  let notice: SetAsideNotice | null = null;
  const listeners = new Set<() => void>();

  const storage = (): StorageLike | null => {
    try {
      return getStorage();
    } catch (error) {
      console.warn("Quick notes: local storage is not available", error);
      return null;
    }
  };

  /** The stored list as it is now (setting an unreadable value aside on the way). */
  const read = (): readonly QuickNote[] => {
    const store = storage();
    if (!store) return notes ?? [];
    try {
      const result = readQuickNotes(store);
      if (result.setAside) notice = result.setAside;
      return result.notes;
    } catch (error) {
      console.warn("Quick notes: the stored list could not be read", error);
      return notes ?? [];
    }
  };

  const publish = (next: readonly QuickNote[]) => {
    notes = next;
    for (const listener of listeners) listener();
  };

  /** Applies `change` to the freshly read list and saves it; false when the browser refuses to store it. */
  const commit = (change: (current: readonly QuickNote[]) => readonly QuickNote[]): boolean => {
    const current = read();
    const next = change(current);
    const store = storage();
    try {
      if (!store) throw new Error("local storage is not available");
      writeQuickNotes(store, next);
    } catch (error) {
      console.error("Quick notes: the list could not be saved", error);
      if (current !== notes) publish(current);
      return false;
    }
    publish(next);
    return true;
  };

  const handleStorage = (event: StorageEvent) => {
    // key null: another tab cleared all of this origin's storage.
    if (event.key !== STORAGE_KEYS.quickNotes && event.key !== null) return;
    publish(read());
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) events?.addEventListener("storage", handleStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener("storage", handleStorage);
      };
    },
    getSnapshot() {
      if (notes === null) notes = read();
      return notes;
    },
    add(text) {
      if (isBlank(text)) return { status: "blank" };
      const created: QuickNote[] = [];
      const isSaved = commit((current) => {
        const note = createQuickNote(text, now(), current);
        created.push(note);
        return withAdded(current, note);
      });
      const [note] = created;
      return isSaved && note ? { status: "added", note } : { status: "failed" };
    },
    update(id, text) {
      if (isBlank(text)) return { status: "blank" };
      const current = read();
      const note = current.find((entry) => entry.id === id);
      if (!note) {
        if (current !== notes) publish(current);
        return { status: "missing" };
      }
      if (note.text === normalizeText(text)) return { status: "unchanged" };
      return { status: commit((latest) => withUpdated(latest, id, text)) ? "updated" : "failed" };
    },
    remove(id) {
      const current = read();
      if (!current.some((entry) => entry.id === id)) {
        if (current !== notes) publish(current);
        return { status: "missing" };
      }
      return { status: commit((latest) => withRemoved(latest, id)) ? "removed" : "failed" };
    },
    takeSetAsideNotice() {
      const taken = notice;
      notice = null;
      return taken;
    },
  };
}
