import { isDialogOpen, isFreeKey } from "@/lib/keyboard-target";

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
  return isFreeKey(event, "/");
}
