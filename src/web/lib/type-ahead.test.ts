// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { isCharacter, startTypeAhead as start, type TypeAhead } from "./type-ahead";

/** Every started buffer, stopped after its test so that none listens into the next. */
const started: TypeAhead[] = [];
const startTypeAhead = (...args: Parameters<typeof start>) => {
  const typeAhead = start(...args);
  started.push(typeAhead);
  return typeAhead;
};

const press = (key: string, target: EventTarget = document.body, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

const isSearchField = (element: Element) => element.getAttribute("role") === "combobox";

function addField(role = "combobox"): HTMLInputElement {
  const field = document.createElement("input");
  field.setAttribute("role", role);
  document.body.append(field);
  return field;
}

afterEach(() => {
  for (const typeAhead of started.splice(0)) typeAhead.stop();
  document.body.replaceChildren();
});

describe("startTypeAhead", () => {
  it("keeps the keys typed before the field exists and puts them into it on focus, caret at the end", () => {
    const typeAhead = startTypeAhead({ isTarget: isSearchField });
    for (const key of "cokolada") expect(press(key).defaultPrevented).toBe(true);
    expect(typeAhead.text()).toBe("cokolada");

    const field = addField();
    const onInput = vi.fn();
    field.addEventListener("input", onInput);
    field.focus();

    expect(field.value).toBe("cokolada");
    expect(field.selectionStart).toBe(8);
    expect(field.selectionEnd).toBe(8);
    expect(onInput).toHaveBeenCalledTimes(1);
    expect(typeAhead.text()).toBe("");
  });

  it("appends after what the field already holds (the frame's text carried over)", () => {
    startTypeAhead({ isTarget: isSearchField });
    press("l");
    press("a");
    const field = addField();
    field.value = "cokol";
    field.focus();
    expect(field.value).toBe("cokolla");
  });

  it("hands over once per focus and keeps what falls between one field and the next", () => {
    const onHandedOver = vi.fn();
    const typeAhead = startTypeAhead({ isTarget: isSearchField, onHandedOver });
    press("a");
    const frameField = addField();
    frameField.focus();
    expect(onHandedOver).toHaveBeenCalledWith(frameField);
    // Typed into the field itself: the field's own, not kept.
    expect(press("b", frameField).defaultPrevented).toBe(false);
    // The frame's field gives way to the real one; a key lands on the page in between.
    frameField.remove();
    press("c");
    const realField = addField();
    realField.value = "ab";
    realField.focus();
    expect(realField.value).toBe("abc");
    expect(typeAhead.text()).toBe("");
    expect(frameField.value).toBe("a");
  });

  it("leaves keys aimed at another field, shortcuts and named keys alone", () => {
    const typeAhead = startTypeAhead({ isTarget: isSearchField });
    const other = addField("textbox");
    expect(press("x", other).defaultPrevented).toBe(false);
    expect(press("k", document.body, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press("Escape").defaultPrevented).toBe(false);
    expect(press("Enter").defaultPrevented).toBe(false);
    expect(press("Tab").defaultPrevented).toBe(false);
    expect(press("a", document.body, { isComposing: true }).defaultPrevented).toBe(false);
    expect(typeAhead.text()).toBe("");
    // Focus reaching a field that is not the target hands nothing over.
    press("y");
    other.focus();
    expect(other.value).toBe("");
    expect(typeAhead.text()).toBe("y");
  });

  it("takes Backspace off what it kept, and lets it through when nothing is kept", () => {
    const typeAhead = startTypeAhead({ isTarget: isSearchField });
    press("a");
    press("b");
    expect(press("Backspace").defaultPrevented).toBe(true);
    expect(typeAhead.text()).toBe("a");
    press("Backspace");
    expect(press("Backspace").defaultPrevented).toBe(false);
  });

  it("keeps letters outside ASCII and respects the field's maxLength", () => {
    startTypeAhead({ isTarget: isSearchField });
    for (const key of "čokoláda😀") press(key);
    const field = addField();
    field.maxLength = 6;
    field.focus();
    expect(field.value).toBe("čokolá");
  });

  it("forgets everything when stopped (the dialog closed before its field came)", () => {
    const typeAhead = startTypeAhead({ isTarget: isSearchField });
    press("a");
    typeAhead.stop();
    expect(press("b").defaultPrevented).toBe(false);
    const field = addField();
    field.focus();
    expect(field.value).toBe("");
  });
});

describe("isCharacter", () => {
  it("is true for one character, false for a named key", () => {
    expect(["a", "Č", "/", " ", "😀"].map(isCharacter)).toEqual([true, true, true, true, true]);
    expect(["Enter", "Shift", "ArrowDown", "F1", "Dead"].map(isCharacter)).toEqual([false, false, false, false, false]);
  });
});
