import { useSyncExternalStore } from "react";

/**
 * Whether the search dialog is open, kept outside the header: a cold load swaps the loading frame's
 * header for the screen's own as the session arrives, and a search opened in between (its code still
 * loading) must open in the header that is there when the code is.
 */
let isOpen = false;
const listeners = new Set<() => void>();

export function setSearchOpen(next: boolean): void {
  if (next === isOpen) return;
  isOpen = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );
}
