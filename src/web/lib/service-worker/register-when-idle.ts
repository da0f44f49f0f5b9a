import { importWhenOnline } from "@/lib/import-when-online";

/** How long after `load` the first screen's data and rendering may still run on a slow phone. */
const AFTER_LOAD_MS = 5000;

/**
 * Registers the service worker once the first screen is done: AFTER_LOAD_MS after the page's load
 * event, at an idle moment. The worker's install fetches and stores ≈ 80 files; registered at `load`,
 * it ran while /home was still rendering its notes, and on the budget's slowed phone that page's
 * blocking time went over its budget (docs/decisions/017, "Service worker"). A public page starts the
 * app, and so this, only on the visitor's first interaction (app/main.tsx). The registering code
 * itself is fetched then (register-service-worker.ts): the first screen carries just these lines.
 * Not in development: Vite's dev server has no worker.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // Offline when its turn came (a train, a tunnel): fetched once back online (importWhenOnline).
  const load = () => {
    importWhenOnline(() => import("./register-service-worker"))
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(console.error);
  };
  const register = () => afterFirstScreen(load);
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
