import type { KeyboardEvent } from "react";

/**
 * The one keyboard rule of quick notes, on the home card and the /quick-notes page alike (spec §2:
 * "saved on Enter"): Enter saves, Shift+Enter starts a new line. Ctrl/⌘+Enter saves too, as it did on
 * the page. An Enter that ends an input method's composition (Japanese, Chinese…) does not save.
 */
export function isSaveKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  return event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing;
}
