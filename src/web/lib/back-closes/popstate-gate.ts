/**
 * The first popstate listener of the page. Listeners at the window run in the order they were added
 * (capturing or not, in Chromium), and a Back that only closes a dialog must be stopped before React
 * Router's listener sees it: a pop it sees cancels a navigation under way (a search result's screen
 * still loading) and moves it to the entry below. So start-app.tsx adds this gate before it makes the
 * router, and layer-history.ts, loaded later with the first dialog, hands it the handler.
 */

type PopStateHandler = (event: PopStateEvent) => void;

let handler: PopStateHandler | null = null;
let isInstalled = false;

export function installPopStateGate(): void {
  if (isInstalled) return;
  isInstalled = true;
  window.addEventListener("popstate", (event) => handler?.(event));
}

/** Sets the gate's handler (installing the gate now if start-up did not, as in tests). */
export function handlePopStateFirst(next: PopStateHandler): void {
  installPopStateGate();
  handler = next;
}
