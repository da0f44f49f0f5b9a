import { watchForWaitingWorker } from "./waiting-worker";

/** The worker the build writes at the root of the app (scripts/vite-service-worker.ts). */
const SERVICE_WORKER_URL = "/sw.js";

/** How long after `load` the first screen's data and rendering may still run on a slow phone. */
const AFTER_LOAD_MS = 5000;

/** An app left open for days still learns of a deploy: the browser itself checks only on navigations. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker once the first screen is done: AFTER_LOAD_MS after the page's load
 * event, at an idle moment. The worker's install fetches and stores ≈ 80 files; registered at `load`,
 * it ran while /home was still rendering its notes, and on the budget's slowed phone that page's
 * blocking time went over its budget (docs/decisions/017, "Service worker"). A public page starts the
 * app, and so this, only on the visitor's first interaction (app/main.tsx). The offer to reload is
 * loaded only when a new version waits: the first screen carries just these lines. The browser
 * fetches the worker past its HTTP cache (`updateViaCache: "none"`; the server also sends it with
 * `Cache-Control: no-cache`). Not in development: Vite's dev server has no worker.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () =>
    afterFirstScreen(() => {
      navigator.serviceWorker
        .register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" })
        .then((registration: ServiceWorkerRegistration | undefined) => {
          // Where workers are blocked (a browser policy, Playwright's default here) the promise
          // resolves with nothing instead of rejecting.
          if (!registration) return;
          watchForWaitingWorker(registration, (worker) => {
            import("./update-prompt").then(({ offerReload }) => offerReload(worker)).catch(console.error);
          });
          checkForUpdatesWhenShown(registration);
        })
        .catch(console.error);
    });
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** AFTER_LOAD_MS, then an idle moment where the browser tells (requestIdleCallback: not Safari). */
function afterFirstScreen(run: () => void): void {
  setTimeout(() => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 5000 });
    else run();
  }, AFTER_LOAD_MS);
}

/** Asks for a new worker when the page is shown again an hour or more after the last check. */
function checkForUpdatesWhenShown(registration: ServiceWorkerRegistration): void {
  let lastCheck = Date.now();
  document.addEventListener("visibilitychange", () => {
    if (document.hidden || Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    // Offline the check fails; the next one tries again.
    registration.update().catch(() => {});
  });
}
