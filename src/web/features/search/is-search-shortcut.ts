/**
 * The keys that open search: `/` when the user is not typing somewhere (a field, an editable text),
 * and Ctrl+K (⌘+K on a Mac) anywhere. Not while another dialog is open: its own keys come first.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || isDialogOpen()) {
    return false;
  }
  const key = event.key.toLowerCase();
  if (key === "k" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) return true;
  if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return false;
  return !isTypingTarget(event.target);
}

/** A dialog on screen; one animating closed (Radix's data-state) no longer counts. */
function isDialogOpen(): boolean {
  return document.querySelector(":is([role=dialog],[role=alertdialog]):not([data-state=closed])") !== null;
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement && !["checkbox", "radio", "button", "submit", "reset"].includes(target.type)
  );
}
