/** How long after `load` the first screen's data and rendering may still run on a slow phone. */
export const AFTER_LOAD_MS = 5000;

/**
 * Runs `work` once the first screen is done: AFTER_LOAD_MS after the page's load event, at an idle
 * moment where the browser tells (requestIdleCallback; Safari has none). Code the first screen does not
 * need (the service worker's registration, the toaster) waits for this, so it neither competes with the
 * screen's own requests on a slow network nor lengthens its rendering on a slow CPU.
 */
export function afterFirstScreen(work: () => void): void {
  const schedule = () =>
    setTimeout(() => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(work, { timeout: 5000 });
      else work();
    }, AFTER_LOAD_MS);
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
}
