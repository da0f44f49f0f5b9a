import type { Page } from "@playwright/test";

/**
 * Registers the app's service worker now and resolves once it is activated. The app itself registers it
 * 5 s after the load event, at an idle moment (src/web/lib/service-worker/register-when-idle.ts); on a
 * busy machine that wait plus the install took 20 s and more, most of a test's time. offline-shell.spec.ts
 * checks the app's own registration; a test of what the worker does (push, the offline copy) starts it
 * here, with the same script and scope, so the app's later call finds it registered.
 */
export async function registerServiceWorkerNow(page: Page): Promise<void> {
  await page.evaluate(
    "navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).then(() => true)",
  );
  // `ready` resolves as soon as there is an active worker, which may still be activating (Workbox's
  // activate handler clears old caches and claims the pages): the test goes on once it has finished.
  await page.waitForFunction(
    "navigator.serviceWorker.ready.then((registration) => registration.active.state === 'activated')",
    undefined,
    { timeout: 30_000 },
  );
}
