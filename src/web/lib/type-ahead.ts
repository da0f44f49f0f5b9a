/**
 * Keys typed while a dialog's field does not exist yet — its code is still loading, the light frame
 * (components/ui/dialog-frame.tsx) stands in — are kept here and put into the field as it gets focus,
 * caret at the end (issue 27: `/` then "cokolada" typed at once lost every letter). Keys typed into
 * another field (the frame's own input) are that field's: only keys aimed at no field are kept.
 */
export type TypeAhead = {
  /** What was kept so far and not yet handed over. */
  text: () => string;
  /** Stops listening and forgets the kept keys (the dialog closed, or its real field took them). */
  stop: () => void;
};

type TypeAheadOptions = {
  /** The fields the kept keys are for (the frame's, the real dialog's), recognised as they get focus. */
  isTarget: (element: Element) => boolean;
  /**
   * Called each time such a field got focus and what was kept (if anything) went into it. Keeping
   * goes on until `stop()`: a frame's field may give way to the real one, with keys typed in between.
   */
  onHandedOver?: (field: HTMLInputElement | HTMLTextAreaElement) => void;
};

export function startTypeAhead({ isTarget, onHandedOver }: TypeAheadOptions, root: Document = document): TypeAhead {
  let kept = "";
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTypingTarget(event.target)) return;
    if (event.key === "Backspace" && kept !== "") {
      kept = [...kept].slice(0, -1).join("");
      event.preventDefault();
    } else if (isCharacter(event.key)) {
      kept += event.key;
      // No page scroll on a space, no second shortcut on a typed "/".
      event.preventDefault();
    }
  };
  const handleFocusIn = (event: FocusEvent) => {
    const field = event.target;
    if (!(field instanceof Element) || !isTarget(field) || !isTextField(field)) return;
    if (kept !== "") appendToField(field, kept);
    else field.setSelectionRange(field.value.length, field.value.length);
    kept = "";
    onHandedOver?.(field);
  };
  const stop = () => {
    kept = "";
    root.removeEventListener("keydown", handleKeyDown, true);
    root.removeEventListener("focusin", handleFocusIn, true);
  };
  root.addEventListener("keydown", handleKeyDown, true);
  root.addEventListener("focusin", handleFocusIn, true);
  return { text: () => kept, stop };
}

/** One character of text (a letter, a digit, a symbol, an emoji), not a named key such as "Enter" or "Tab". */
export function isCharacter(key: string): boolean {
  return [...key].length === 1;
}

function isTextField(element: Element): element is HTMLInputElement | HTMLTextAreaElement {
  const view = element.ownerDocument.defaultView;
  return !!view && (element instanceof view.HTMLInputElement || element instanceof view.HTMLTextAreaElement);
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return isTextField(target) || target.tagName === "SELECT";
}

/**
 * Appends through the value's native setter and an `input` event, so a React-controlled field sees
 * it as typing (its onChange runs, a discard guard counts it), within the field's maxLength.
 */
function appendToField(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const limit = field.maxLength >= 0 ? field.maxLength : Number.POSITIVE_INFINITY;
  const next = [...(field.value + text)].slice(0, limit).join("");
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  if (setValue) setValue.call(field, next);
  else field.value = next;
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.setSelectionRange(next.length, next.length);
}
