import { watchForWaitingWorker } from "./waiting-worker";

/** The worker the build writes at the root of the app (scripts/vite-service-worker.ts). */
const SERVICE_WORKER_URL = "/sw.js";

/** An app left open for days still learns of a deploy: the browser itself checks only on navigations. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (register-when-idle.ts says when). The offer to reload is loaded only
 * when a new version waits. The browser fetches the worker past its HTTP cache (`updateViaCache:
 * "none"`; the server also sends it with `Cache-Control: no-cache`).
 */
export function registerServiceWorker(): void {
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" })
    .then((registration: ServiceWorkerRegistration | undefined) => {
      // Where workers are blocked (a browser policy, Playwright's default here) the promise
      // resolves with nothing instead of rejecting.
      if (!registration) return;
      watchForWaitingWorker(registration, () => {
        import("./update-prompt").then(({ offerReload }) => offerReload(registration)).catch(console.error);
      });
      checkForUpdatesWhenShown(registration);
    })
    .catch(console.error);
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
