import { counterpart } from "./counterpart";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs whose value is not something typed, or cannot be set from a script. */
const NOT_COPIED = new Set(["hidden", "submit", "button", "reset", "image", "file"]);

/**
 * Sets a field's value as typing would: through the prototype's setter (React keeps its own record of
 * the value on the element and would not notice a plain assignment) and with the event React listens
 * to, so a controlled input's state takes it — the way testing libraries fill React forms.
 */
function setValueAsTyped(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/** Copies what the visitor typed, chose or ticked in `oldRoot`'s fields into the matching fields of `newRoot`. */
export function copyFieldValues(oldRoot: Element, newRoot: Element): void {
  for (const field of oldRoot.querySelectorAll<Field>("input, textarea, select")) {
    if (field instanceof HTMLInputElement && NOT_COPIED.has(field.type)) continue;
    const target = counterpart(field, oldRoot, newRoot);
    if (!target) continue;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      // A click toggles it and fires what React listens to for checkboxes and radios.
      if (target instanceof HTMLInputElement && target.checked !== field.checked) target.click();
    } else if (target.value !== field.value) {
      setValueAsTyped(target, field.value);
    }
  }
}
