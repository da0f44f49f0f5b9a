/**
 * The create dialog's `onOpenAutoFocus`: focus goes to the title, so typing straight away lands in it
 * (issue 25, point 7). Radix would focus the first control, the kind switch above the title, where
 * the typed letters are lost.
 */
export function focusTitleOnOpen(event: Event): void {
  const content = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
  const title = content?.querySelector<HTMLInputElement>('input[name="title"]');
  if (!title) return;
  event.preventDefault();
  title.focus();
}
