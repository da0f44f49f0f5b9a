import { afterFirstScreen } from "@/lib/after-first-screen";

/**
 * Registers the service worker once the first screen is done (after-first-screen.ts). The worker's
 * install fetches and stores ≈ 80 files; registered at `load`, it ran while /home was still rendering its
 * notes, and on the budget's slowed phone that page's blocking time went over its budget
 * (docs/decisions/017, "Service worker"). A public page starts the app, and so this, only on the
 * visitor's first interaction (app/main.tsx). The registering code itself is fetched then
 * (register-service-worker.ts): the first screen carries just these lines.
 * Not in development: Vite's dev server has no worker.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  afterFirstScreen(() => {
    import("./register-service-worker")
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(console.error);
  });
}
