/**
 * The button that opens a note's card (its title), looked up when needed: the card may have been drawn
 * again, or moved, since the dialog opened. A shopping list's card opens with a link instead.
 */
export function cardOpener(list: HTMLElement | null, noteId: string | undefined): HTMLElement | null {
  if (!list || !noteId) return null;
  return list.querySelector<HTMLElement>(`[data-note-id="${CSS.escape(noteId)}"] h3 [data-card-action]`);
}
