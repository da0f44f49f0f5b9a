import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "@/test-support/memory-storage";
import { CORRUPT_KEY } from "./quick-notes-storage";
import { createQuickNotesStore } from "./quick-notes-store";

/** A stand-in for window: collects the storage listener so a test can play another tab's change. */
function eventTarget() {
  let handler: ((event: StorageEvent) => void) | null = null;
  return {
    addEventListener: (_type: string, listener: (event: StorageEvent) => void) => {
      handler = listener;
    },
    removeEventListener: () => {
      handler = null;
    },
    dispatch: (key: string | null) => handler?.({ key } as StorageEvent),
    isListening: () => handler !== null,
  } as unknown as Pick<Window, "addEventListener" | "removeEventListener"> & {
    dispatch: (key: string | null) => void;
    isListening: () => boolean;
  };
}

let clock = Date.parse("2026-11-20T09:00:00.000Z");
const now = () => {
  clock += 1000;
  return new Date(clock);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the quick notes store", () => {
  it("adds newest first, persists, and tells its subscribers", () => {
    const storage = memoryStorage();
    const store = createQuickNotesStore({ getStorage: () => storage, now });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toEqual([]);

    const first = store.add("  first ");
    const second = store.add("second");
    expect(first.status).toBe("added");
    expect(store.getSnapshot().map((note) => note.text)).toEqual(["second", "first"]);
    expect(JSON.parse(storage.getItem("quickNotes") ?? "[]")).toEqual(store.getSnapshot());
    expect(listener).toHaveBeenCalledTimes(2);
    expect(second.status === "added" && second.note.id).toBe(store.getSnapshot()[0]?.id);
  });

  it("returns the same snapshot until something changes (as useSyncExternalStore needs)", () => {
    const store = createQuickNotesStore({ getStorage: () => memoryStorage(), now });
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it("refuses blank text on add and on edit, and saves nothing", () => {
    const storage = memoryStorage();
    const store = createQuickNotesStore({ getStorage: () => storage, now });
    expect(store.add("   ").status).toBe("blank");
    expect(storage.getItem("quickNotes")).toBeNull();
    const added = store.add("keep me");
    const id = added.status === "added" ? added.note.id : "";
    expect(store.update(id, " \n ").status).toBe("blank");
    expect(store.getSnapshot()[0]?.text).toBe("keep me");
  });

  it("edits (trimmed) and deletes; an unchanged text is not an update", () => {
    const storage = memoryStorage();
    const store = createQuickNotesStore({ getStorage: () => storage, now });
    const added = store.add("draft");
    const id = added.status === "added" ? added.note.id : "";
    expect(store.update(id, "draft ").status).toBe("unchanged");
    expect(store.update(id, " final ").status).toBe("updated");
    expect(store.getSnapshot()[0]?.text).toBe("final");
    expect(store.remove(id).status).toBe("removed");
    expect(store.getSnapshot()).toEqual([]);
    expect(store.remove(id).status).toBe("missing");
    expect(store.update(id, "x").status).toBe("missing");
  });

  it("does not lose a note another tab added meanwhile", () => {
    const storage = memoryStorage();
    const mine = createQuickNotesStore({ getStorage: () => storage, now });
    const theirs = createQuickNotesStore({ getStorage: () => storage, now });
    mine.getSnapshot();
    theirs.add("from the other tab");
    mine.add("from this tab");
    expect(mine.getSnapshot().map((note) => note.text)).toEqual(["from this tab", "from the other tab"]);
  });

  it("follows other tabs through the storage event while someone listens", () => {
    const storage = memoryStorage();
    const events = eventTarget();
    const store = createQuickNotesStore({ getStorage: () => storage, events, now });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(events.isListening()).toBe(true);

    storage.setItem("quickNotes", JSON.stringify([{ id: "1", text: "elsewhere", created: "2026-11-20T09:00:00Z" }]));
    events.dispatch("theme");
    expect(listener).not.toHaveBeenCalled();
    events.dispatch("quickNotes");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().map((note) => note.text)).toEqual(["elsewhere"]);

    unsubscribe();
    expect(events.isListening()).toBe(false);
  });

  it("sets an unreadable value aside and hands out the notice once", () => {
    const storage = memoryStorage({ quickNotes: "not json" });
    const store = createQuickNotesStore({ getStorage: () => storage, now });
    expect(store.getSnapshot()).toEqual([]);
    expect(store.takeSetAsideNotice()).toEqual({ key: CORRUPT_KEY, kept: 0 });
    expect(store.takeSetAsideNotice()).toBeNull();
    expect(storage.getItem(CORRUPT_KEY)).toBe("not json");
    expect(store.add("a fresh start").status).toBe("added");
  });

  it("reports a refused write and keeps the list as stored", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const storage = memoryStorage();
    const store = createQuickNotesStore({ getStorage: () => storage, now });
    store.add("saved");
    storage.refuse = true;
    expect(store.add("too much").status).toBe("failed");
    expect(store.getSnapshot().map((note) => note.text)).toEqual(["saved"]);
  });

  it("works without storage (privacy mode) by refusing to save, not by crashing", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const store = createQuickNotesStore({
      getStorage: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      now,
    });
    expect(store.getSnapshot()).toEqual([]);
    expect(store.add("x").status).toBe("failed");
  });
});
