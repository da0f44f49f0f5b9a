let isReloading = false;

/**
 * Lets the waiting `worker` take over (the generated worker skips waiting on this message) and reloads
 * this page once, when the new worker controls it, so that the page and the worker's files are of one
 * version. If another tab has let it take over already, or a newer one has replaced it, the page just
 * reloads. Other open tabs are not reloaded behind their users' backs: they keep their own offer.
 */
export function activateAndReload(worker: ServiceWorker): void {
  const reload = () => {
    if (isReloading) return;
    isReloading = true;
    window.location.reload();
  };
  if (navigator.serviceWorker.controller === worker || worker.state === "redundant") {
    reload();
    return;
  }
  navigator.serviceWorker.addEventListener("controllerchange", reload, { once: true });
  worker.postMessage({ type: "SKIP_WAITING" });
}
