let isReloading = false;

function reloadOnce(): void {
  if (isReloading) return;
  isReloading = true;
  window.location.reload();
}

/**
 * Lets the newest waiting worker take over (the generated worker skips waiting on this message) and
 * reloads this page once, when it controls the page, so that the page and the worker's files are of
 * one version. The worker is looked up now, not when the offer was made: a newer deploy may have
 * replaced the one offered then (it went `redundant`, and a message to it would never be answered by
 * a `controllerchange`, leaving the page as it was), and one still installing is waited for. If
 * another tab has let it take over already, the page just reloads. Other open tabs are not reloaded
 * behind their users' backs: they keep their own offer.
 */
export async function activateAndReload(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = await newestInstalled(registration);
  if (!worker) {
    reloadOnce();
    return;
  }
  navigator.serviceWorker.addEventListener("controllerchange", reloadOnce, { once: true });
  // Replaced by a newer one before it took over: that one waits now.
  worker.addEventListener("statechange", () => {
    if (worker.state === "redundant" && !isReloading) void activateAndReload(registration);
  });
  worker.postMessage({ type: "SKIP_WAITING" });
}

/** The waiting worker once any install under way has ended (installed, or failed and gone). */
function newestInstalled(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  const installing = registration.installing;
  if (!installing) return Promise.resolve(registration.waiting);
  return new Promise((resolve) => {
    const handleChange = () => {
      if (installing.state === "installing") return;
      installing.removeEventListener("statechange", handleChange);
      resolve(registration.waiting);
    };
    installing.addEventListener("statechange", handleChange);
  });
}
