import type { Page } from "@playwright/test";
import { expect } from "../fixtures.ts";
import { registerServiceWorkerNow } from "./service-worker.ts";

/*
 * The app's offline state in a test's browser: the service worker in control, and the signed-in
 * user's query cache stored in IndexedDB (lib/sync), so the app opens with its data without network.
 */

/** The keys of the queries in the signed-in user's stored offline copy ([] while there is none). */
export function storedQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(`new Promise((resolve) => {
    const userId = localStorage.getItem("poriadok-cache-user");
    if (!userId) return resolve([]);
    const opening = indexedDB.open("poriadok-cache-" + userId);
    opening.onupgradeneeded = () => opening.transaction.abort();
    opening.onerror = () => resolve([]);
    opening.onsuccess = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains("snapshot")) { db.close(); return resolve([]); }
      const reading = db.transaction("snapshot").objectStore("snapshot").get("queries");
      reading.onsuccess = () => { db.close(); resolve((reading.result?.queries ?? []).map((q) => JSON.stringify(q.queryKey))); };
      reading.onerror = () => { db.close(); resolve([]); };
    };
  })`);
}

/**
 * One online visit of `path` that leaves the app usable offline: the service worker controls the page
 * (it takes the first one, and one reload shows a page loaded under it) and the page's data is in the
 * stored copy.
 */
export async function visitOnceOnline(page: Page, path: string, storedKey: string): Promise<void> {
  await page.goto(path);
  await registerServiceWorkerNow(page);
  await page.reload();
  await expect.poll(() => page.evaluate("navigator.serviceWorker.controller !== null")).toBe(true);
  await expect
    .poll(() => storedQueryKeys(page), { timeout: 20_000 })
    .toContainEqual(expect.stringContaining(storedKey));
}
