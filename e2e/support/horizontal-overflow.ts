import type { Page } from "@playwright/test";

/*
 * Finds what sticks out past the right (or left) edge of a phone's screen. `scrollWidth` alone misses
 * content that an ancestor with `overflow: hidden` clips (the English landing hero did exactly that),
 * so every element's box is checked against the viewport as well.
 */

export type Overflow = {
  /** The page can be scrolled sideways: how much wider the document is than the viewport. */
  scrollExcess: number;
  /** The outermost elements whose boxes reach past the viewport, described for a failure message. */
  elements: string[];
};

/** Runs in the page; kept as a string because e2e/ is type-checked without the DOM library. */
const FIND_OVERFLOW = `(() => {
  const root = document.scrollingElement ?? document.documentElement;
  const width = document.documentElement.clientWidth;
  const tolerance = 0.5;
  // Content inside a sideways scroller (a tab strip, a wide table) may be wider: the scroller is checked itself.
  const scrollsSideways = (el) => {
    const { overflowX } = getComputedStyle(el);
    return (overflowX === "auto" || overflowX === "scroll") && el !== root && el !== document.body;
  };
  const isInsideScroller = (el) => {
    for (let parent = el.parentElement; parent; parent = parent.parentElement) {
      if (scrollsSideways(parent)) return true;
    }
    return false;
  };
  const hasContent = (el) =>
    (el.textContent ?? "").trim() !== "" || el.matches("img, svg, input, select, textarea, button, a, video, canvas, iframe");
  const describe = (el) => {
    const label = el.getAttribute("aria-label") ?? el.getAttribute("role") ?? "";
    const text = (el.textContent ?? "").trim().replace(/\\s+/g, " ").slice(0, 40);
    const box = el.getBoundingClientRect();
    const classes = (el.getAttribute("class") ?? "").split(" ").slice(0, 4).join(".");
    return el.tagName.toLowerCase() + (classes ? "." + classes : "") + (label ? "[" + label + "]" : "") + ' "' + text + '" ' +
      Math.round(box.left) + "→" + Math.round(box.right) + " (viewport " + width + ")";
  };
  const offenders = [];
  for (const el of document.body.querySelectorAll("*")) {
    // Decorative glows (aria-hidden) may spill on purpose: they carry no content.
    if (el.closest("[aria-hidden='true']")) continue;
    // An empty box (a progress bar's fill slid sideways inside its track) shows no content; if it
    // made the page scroll, scrollExcess says so.
    if (!hasContent(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right <= width + tolerance && box.left >= -tolerance) continue;
    if (getComputedStyle(el).visibility === "hidden") continue;
    if (isInsideScroller(el)) continue;
    // Report the outermost element only: its children stick out because it does.
    if (offenders.some((outer) => outer.contains(el))) continue;
    offenders.push(el);
  }
  return { scrollExcess: Math.max(0, root.scrollWidth - width), elements: offenders.map(describe) };
})()`;

export function findHorizontalOverflow(page: Page): Promise<Overflow> {
  return page.evaluate<Overflow>(FIND_OVERFLOW);
}
