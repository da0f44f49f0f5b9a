/**
 * Calls `onWaiting` with a new version of the worker that has installed and waits for the one that
 * controls this page to let go: one found before this page loaded (it waits already) or while it is
 * open. The very first worker is not offered: with no worker in control it activates at once.
 */
export function watchForWaitingWorker(
  registration: ServiceWorkerRegistration,
  onWaiting: (worker: ServiceWorker) => void,
): void {
  if (registration.waiting && navigator.serviceWorker.controller) onWaiting(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) onWaiting(worker);
    });
  });
}
