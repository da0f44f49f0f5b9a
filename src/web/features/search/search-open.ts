import { useSyncExternalStore } from "react";
import { startTypeAhead, type TypeAhead } from "@/lib/type-ahead";

/**
 * Whether the search dialog is open, kept outside the header: a cold load swaps the loading frame's
 * header for the screen's own as the session arrives, and a search opened in between (its code still
 * loading) must open in the header that is there when the code is. So is what was typed into the
 * dialog's frame (search-frame.tsx) and the element focus goes back to when search closes: the real
 * dialog mounts after the opener lost focus to the frame, so Radix would not know it.
 */
let isOpen = false;
let draft = "";
let returnFocusTo: HTMLElement | null = null;
let typeAhead: TypeAhead | null = null;
const listeners = new Set<() => void>();

export function setSearchOpen(next: boolean): void {
  if (next === isOpen) return;
  isOpen = next;
  for (const listener of listeners) listener();
}

/**
 * Opens search in the same frame as the key or tap; keys typed before a field is there are kept and
 * go into the frame's field or the real one, whichever gets focus first (lib/type-ahead.ts).
 */
export function openSearch(): void {
  if (isOpen) return;
  returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  typeAhead?.stop();
  typeAhead = startTypeAhead({
    isTarget: isSearchField,
    // The real dialog's field has them: from there on keys are its own.
    onHandedOver: (field) => field.closest("[data-slot=dialog-content]") && stopTypeAhead(),
  });
  setSearchOpen(true);
}

export function closeSearch(): void {
  stopTypeAhead();
  draft = "";
  setSearchOpen(false);
}

/** Focus back where it was before search opened (the real dialog's onCloseAutoFocus). */
export function returnFocusFromSearch(): void {
  const target = returnFocusTo;
  returnFocusTo = null;
  if (target?.isConnected) target.focus();
}

export const searchDraft = (): string => draft;
export const setSearchDraft = (text: string): void => {
  draft = text;
};

function stopTypeAhead(): void {
  typeAhead?.stop();
  typeAhead = null;
}

/** The frame's field and the dialog's combobox. */
function isSearchField(element: Element): boolean {
  return element.matches("[data-search-field]");
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
