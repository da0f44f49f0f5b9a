import { copyFieldValues } from "./copy-field-values";
import { counterpart } from "./counterpart";
import type { EarlyAction } from "./early-actions";

/**
 * The container the app renders into while the prerendered page stays in view: laid out at the page's
 * width (not `display: none`, so a screen that measures itself gets real sizes) but invisible, out of
 * the flow, out of the accessibility tree and unreachable by focus or pointer (`visibility: hidden`,
 * `aria-hidden`, `inert`).
 */
export function createHiddenContainer(root: HTMLElement): HTMLElement {
  const container = document.createElement("div");
  container.setAttribute("style", "position:absolute;top:0;left:0;width:100%;visibility:hidden");
  container.setAttribute("aria-hidden", "true");
  container.inert = true;
  root.after(container);
  return container;
}

function show(container: HTMLElement): void {
  container.removeAttribute("style");
  container.removeAttribute("aria-hidden");
  container.inert = false;
  container.id = "root";
}

type Caret = { start: number | null; end: number | null; direction: "forward" | "backward" | "none" | null };

function caretOf(element: Element | null): Caret | null {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  try {
    return { start: element.selectionStart, end: element.selectionEnd, direction: element.selectionDirection };
  } catch {
    return null; // Inputs such as type="email" have no selection to read.
  }
}

function restoreFocus(target: HTMLElement | null, caret: Caret | null): void {
  if (!target) return;
  target.focus({ preventScroll: true });
  if (!caret || caret.start === null || caret.end === null) return;
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
  try {
    target.setSelectionRange(caret.start, caret.end, caret.direction ?? undefined);
  } catch {
    // The new field takes no selection (its type changed): the caret stays where focus put it.
  }
}

function replay(action: EarlyAction, oldRoot: HTMLElement, newRoot: HTMLElement): (() => void) | null {
  const target = counterpart(action.element, oldRoot, newRoot);
  if (!target) return null;
  return action.kind === "submit" ? () => (target as HTMLFormElement).requestSubmit() : () => target.click();
}

/**
 * Reads what must carry over from the old page into the app — field values (copied at once), the
 * focused element and caret, the action to replay — and returns what to do once the app shows. A
 * failure is logged and carries nothing over, so the swap itself still happens (never a blank page).
 */
function carryOver(oldRoot: HTMLElement, newRoot: HTMLElement, action: EarlyAction | null): () => void {
  try {
    copyFieldValues(oldRoot, newRoot);
    const focused = document.activeElement;
    const hadFocus = focused instanceof HTMLElement && oldRoot.contains(focused);
    const focusTarget = hadFocus ? counterpart(focused, oldRoot, newRoot) : null;
    const caret = hadFocus ? caretOf(focused) : null;
    const replayAction = action ? replay(action, oldRoot, newRoot) : null;
    return () => {
      restoreFocus(focusTarget, caret);
      replayAction?.();
    };
  } catch (error) {
    console.error("The prerendered page's state could not be carried over to the app", error);
    return () => {};
  }
}

/**
 * Hands the page from its prerendered markup (`oldRoot`) to the app rendered in `newRoot`, in one
 * synchronous step so that no event can fall between reading the old page and swapping it out: the
 * fields' values are copied into the app's, the old markup goes, the app shows where it stood, focus
 * and caret move to the matching element, and a form sent or button pressed before now is replayed.
 */
export function takeOverPage(oldRoot: HTMLElement, newRoot: HTMLElement, action: EarlyAction | null): void {
  const { scrollX, scrollY } = window;
  // Scripted clicks (a ticked checkbox copied over) must reach it; nobody can reach it before the swap below.
  newRoot.inert = false;
  const finish = carryOver(oldRoot, newRoot, action);
  oldRoot.remove();
  show(newRoot);
  window.scrollTo(scrollX, scrollY);
  finish();
}
