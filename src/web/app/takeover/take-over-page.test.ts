// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { counterpart } from "./counterpart";
import { catchEarlyActions } from "./early-actions";
import { createHiddenContainer, takeOverPage } from "./take-over-page";

/** The prerendered sign-in form and the app's render of it: the same markup, other useId ids. */
const SIGN_IN = (idPrefix: string) => `
  <header><button type="button" aria-label="Switch to light theme">☀</button></header>
  <main><form>
    <label for="${idPrefix}1">Email</label><input id="${idPrefix}1" name="email" type="email" value="">
    <label for="${idPrefix}2">Password</label><input id="${idPrefix}2" name="password" type="password" value="">
    <input type="checkbox" id="remember">
    <button type="submit">Sign in</button>
  </form></main>`;

function pageWithApp() {
  document.body.innerHTML = `<div id="root">${SIGN_IN("_R_2d5_")}</div>`;
  const oldRoot = document.getElementById("root") as HTMLElement;
  const newRoot = createHiddenContainer(oldRoot);
  newRoot.innerHTML = SIGN_IN("_r_3_");
  return { oldRoot, newRoot };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("counterpart", () => {
  it("matches a field by name when its id comes from useId, by id otherwise, else by its place", () => {
    const { oldRoot, newRoot } = pageWithApp();
    const oldPassword = oldRoot.querySelector('[name="password"]') as HTMLInputElement;
    expect(counterpart(oldPassword, oldRoot, newRoot)).toBe(newRoot.querySelector('[name="password"]'));
    // (jsdom's querySelector("#id") finds only the first of two equal ids in the document, so by type here.)
    expect(counterpart(oldRoot.querySelector('[type="checkbox"]') as Element, oldRoot, newRoot)).toBe(
      newRoot.querySelector('[type="checkbox"]'),
    );
    expect(counterpart(oldRoot.querySelector("header button") as Element, oldRoot, newRoot)).toBe(
      newRoot.querySelector("header button"),
    );
  });

  it("finds nothing when the element at that place has another tag", () => {
    const { oldRoot, newRoot } = pageWithApp();
    newRoot.querySelector("header")?.replaceChildren(document.createElement("a"));
    expect(counterpart(oldRoot.querySelector("header button") as Element, oldRoot, newRoot)).toBeNull();
  });
});

describe("takeOverPage", () => {
  it("copies values with an input event, moves focus and caret, swaps the roots and replays a click", () => {
    const { oldRoot, newRoot } = pageWithApp();
    const caught = catchEarlyActions(oldRoot);
    const oldPassword = oldRoot.querySelector('[name="password"]') as HTMLInputElement;
    oldPassword.value = "secret";
    (oldRoot.querySelector('[type="checkbox"]') as HTMLInputElement).checked = true;
    oldPassword.focus();
    oldPassword.setSelectionRange(3, 3);
    (oldRoot.querySelector('button[type="submit"]') as HTMLButtonElement).click();

    const newPassword = newRoot.querySelector('[name="password"]') as HTMLInputElement;
    const typed = vi.fn();
    newPassword.addEventListener("input", typed);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    newRoot.querySelector("form")?.addEventListener("submit", submitted);

    takeOverPage(oldRoot, newRoot, caught.stop());

    expect(newPassword.value).toBe("secret");
    expect(typed).toHaveBeenCalledOnce();
    expect((newRoot.querySelector('[type="checkbox"]') as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(newPassword);
    expect(newPassword.selectionStart).toBe(3);
    expect(oldRoot.isConnected).toBe(false);
    expect(document.querySelectorAll("#root")).toEqual(expect.objectContaining({ length: 1 }));
    expect(newRoot.id).toBe("root");
    expect(newRoot.hasAttribute("aria-hidden") || newRoot.hasAttribute("style") || newRoot.inert).toBe(false);
    expect(submitted).toHaveBeenCalledOnce();
  });

  it("lets links alone and keeps only the last action before the takeover", () => {
    document.body.innerHTML =
      '<div id="root"><a href="#x"><button type="button">in a link</button></a><form><button>Go</button></form></div>';
    const root = document.getElementById("root") as HTMLElement;
    const caught = catchEarlyActions(root);
    const inLink = new MouseEvent("click", { bubbles: true, cancelable: true });
    root.querySelector("a button")?.dispatchEvent(inLink);
    expect(inLink.defaultPrevented).toBe(false);
    root.querySelector("form")?.requestSubmit();
    expect(caught.stop()).toEqual({ kind: "submit", element: root.querySelector("form") });
  });
});
