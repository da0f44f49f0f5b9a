/**
 * What single-key shortcuts (search's `/`, quick add's `q`) must respect: a dialog on screen has its
 * own keys, and a key typed into a field is text. Shared by every shortcut so they agree.
 */

/** A dialog on screen; one animating closed (Radix's data-state) no longer counts. */
export function isDialogOpen(): boolean {
  return document.querySelector(":is([role=dialog],[role=alertdialog]):not([data-state=closed])") !== null;
}

/** Whether a key pressed on `target` is typed into it (a text field, an editable text, a select). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement && !["checkbox", "radio", "button", "submit", "reset"].includes(target.type)
  );
}

/** A plain key (no Ctrl, ⌘ or Alt) pressed outside any field and dialog: free for a page shortcut. */
export function isFreeKey(event: KeyboardEvent, key: string): boolean {
  if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return false;
  return event.key === key && !isDialogOpen() && !isTypingTarget(event.target);
}
