/**
 * Calls `onWaiting` when a new version of the worker has installed and waits for the one that controls
 * this page to let go: one found before this page registered (it waits already, or is still
 * installing — its `updatefound` then went by unheard) or one that arrives while the page is open.
 * It is called again when a newer version replaces the waiting one (a second deploy). The very first
 * worker is not offered: with no worker in control it activates at once.
 */
export function watchForWaitingWorker(registration: ServiceWorkerRegistration, onWaiting: () => void): void {
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) onWaiting();
    });
  };
  if (registration.waiting && navigator.serviceWorker.controller) onWaiting();
  watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));
}
