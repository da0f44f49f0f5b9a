// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { catchEarlyActions } from "./early-actions";
import { onFirstInteraction } from "./first-interaction";
import { handleStaticControls, staticControlOf } from "./static-controls";

/** The public header's switches as the prerender writes them (the marks come from the app's own controls). */
const HEADER = `<header>
  <button type="button" lang="sk" data-language-switch="sk" aria-label="Prepnúť do slovenčiny">SK</button>
  <button type="button" data-theme-toggle=""><span class="sr-only">Switch to light theme</span></button>
  <button type="button" id="other">Forgot password?</button>
</header>`;

function prerenderedPage() {
  document.documentElement.className = "dark";
  localStorage.clear();
  document.body.innerHTML = `<div id="root">${HEADER}</div>`;
  const root = document.getElementById("root") as HTMLElement;
  // As main.tsx registers them: the switches first, then what waits for the app.
  const controls = handleStaticControls(root);
  const early = catchEarlyActions(root);
  return { root, controls, early };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the prerendered page's own controls", () => {
  it("switches the theme at once, as the app does, and leaves nothing for the takeover to replay", () => {
    const { early, controls } = prerenderedPage();
    const toggle = document.querySelector<HTMLElement>("[data-theme-toggle]");
    toggle?.click();
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe("light");
    expect(localStorage.getItem("theme")).toBe("light");
    toggle?.click();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(localStorage.getItem("theme")).toBe("dark");
    controls.stop();
    expect(early.stop()).toBeNull();
  });

  it("stores the language chosen (the navigation itself is the browser's)", () => {
    const { early } = prerenderedPage();
    document.querySelector<HTMLElement>("[data-language-switch]")?.click();
    expect(localStorage.getItem("language")).toBe("sk");
    expect(early.stop()).toBeNull();
  });

  it("leaves every other button to the app, and stops when the app takes over", () => {
    const { early, controls } = prerenderedPage();
    document.getElementById("other")?.click();
    expect(early.stop()?.element.id).toBe("other");
    controls.stop();
    document.querySelector<HTMLElement>("[data-theme-toggle]")?.click();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  it("does not start the app for a press on a switch, but for the next touch elsewhere", () => {
    prerenderedPage();
    let started = 0;
    onFirstInteraction(
      () => (started += 1),
      (event) => staticControlOf(event) !== null,
    );
    const toggle = document.querySelector("[data-theme-toggle]");
    toggle?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    toggle?.dispatchEvent(new Event("focusin", { bubbles: true }));
    expect(started).toBe(0);
    document.getElementById("other")?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(started).toBe(1);
  });
});
