/**
 * How many changes wait in the outbox, mirrored to localStorage so the header can say so without
 * loading the outbox (IndexedDB, the command code) on every page: the outbox is loaded on the first
 * change, or at start when this says something waits. Other tabs hear of it through `storage` events.
 */
const storageKey = (userId: string) => `poriadok-outbox-pending:${userId}`;
const CHANGED_EVENT = "poriadok-outbox-pending";

export function readPendingCount(userId: string): number {
  try {
    return Number(localStorage.getItem(storageKey(userId))) || 0;
  } catch {
    return 0; // storage blocked: the count shows once the outbox is loaded and writes it
  }
}

export function writePendingCount(userId: string, count: number): void {
  try {
    if (count === 0) localStorage.removeItem(storageKey(userId));
    else localStorage.setItem(storageKey(userId), String(count));
  } catch (error) {
    console.warn("Could not store the outbox's count", error);
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

export function subscribePendingCount(listener: () => void): () => void {
  window.addEventListener("storage", listener);
  window.addEventListener(CHANGED_EVENT, listener);
  return () => {
    window.removeEventListener("storage", listener);
    window.removeEventListener(CHANGED_EVENT, listener);
  };
}
