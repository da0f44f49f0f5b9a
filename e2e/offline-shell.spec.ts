import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";

/*
 * The service worker (scripts/vite-service-worker.ts, docs/decisions/017 "Service worker"): after one
 * online visit the app opens with no network, on any route in either language; online, pages still
 * come from the server; /api/* never comes from the worker; a new version waits until the user
 * accepts "Reload". The other specs block service workers (playwright.config.ts); these allow them.
 */

test.use({ serviceWorkers: "allow" });

test.beforeEach(async ({ page, baseURL }) => {
  const user = uniqueUser({ firstName: "Zuzana" });
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
});

/**
 * Opens /home online and waits until the worker the app registers (5 s after load, when idle) has
 * precached the app and controls the page (the first worker takes the page it was registered from;
 * the reload checks that a page loaded under the worker is controlled as well).
 */
async function visitOnceOnline(page: Page): Promise<void> {
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1, name: /Zuzana/ })).toBeVisible();
  // Registered 5 s after load, then the install precaches the app.
  await page.waitForFunction("navigator.serviceWorker.ready.then(() => true)", undefined, { timeout: 30_000 });
  await page.reload();
  await expect.poll(() => page.evaluate("navigator.serviceWorker.controller !== null")).toBe(true);
}

/** Console errors of a Content Security Policy violation (an inline script the shell's CSP did not allow). */
const cspViolations = (errors: string[]) => errors.filter((error) => /Content Security Policy/i.test(error));

test("after one online visit the app's frame opens offline on any route, in both languages", async ({
  page,
  context,
  pageErrors,
}) => {
  await visitOnceOnline(page);
  // Online, pages still come from the server: /home with the greeting's name, "/" prerendered.
  await expect(page.locator('meta[name="poriadok-greeting-name"]')).toHaveAttribute("content", "Zuzana");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-prerendered", "en");

  await context.setOffline(true);
  for (const { path, navigation } of [
    { path: "/home", navigation: "App" },
    { path: "/sk/home", navigation: "Aplikácia" },
    { path: "/settings?view=account", navigation: "App" },
    { path: "/sk/planner", navigation: "Aplikácia" },
  ]) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    // The precached index.html, with the CSP the server sent for it: its own inline scripts only.
    expect(response?.headers()["content-security-policy"], path).toMatch(/script-src 'self' 'sha256-/);
    await expect(page.getByRole("banner").getByRole("navigation", { name: navigation })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path.replace("?", "\\?")}$`));
  }
  expect(cspViolations(pageErrors)).toEqual([]);
});

test("the worker never answers /api/*: offline, the API fails as it would without a worker", async ({
  page,
  context,
}) => {
  await visitOnceOnline(page);
  await context.setOffline(true);
  expect(await page.evaluate("fetch('/api/health').then(() => 'answered', () => 'failed')")).toBe("failed");
  // Nor does a navigation to the API get the app's shell.
  await expect(page.goto("/api/health")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});

test("Chromium reports nothing that keeps the app from being installed, with the worker in control", async ({
  page,
  context,
}) => {
  await visitOnceOnline(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // Playwright's contexts are incognito ones, in which Chromium never offers to install: the one error
  // of the test's making. (Chromium no longer asks for a worker with a fetch handler before offering to
  // install; what an installed app needs of it, starting offline, is tested above.)
  expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
});

/**
 * Deploys a new version of the worker: the server of this run (playwright.config.ts serves a copy of
 * the build from E2E_RUN_DIR) now sends the worker one byte different, which is all the browser
 * compares. Playwright cannot route the browser's own update check of a worker script. Returns the undo.
 */
function deployNextWorker(): () => void {
  const file = path.join(process.env.E2E_RUN_DIR ?? "", "web", "sw.js");
  const current = readFileSync(file, "utf8");
  writeFileSync(file, `${current}\n// the next version\n`);
  return () => writeFileSync(file, current);
}

test("a new version of the worker waits until the user chooses Reload, then the page reloads once under it", async ({
  page,
}) => {
  // The app registers its worker 5 s after each load, at an idle moment (up to 5 s more): twice here
  // (the visit, then the page the new version is found from) before the reload and its own load.
  test.setTimeout(60_000);
  await visitOnceOnline(page);
  await page.evaluate("window.beforeUpdate = true");
  const undoDeploy = deployNextWorker();
  try {
    await page.evaluate("navigator.serviceWorker.getRegistration().then((registration) => registration.update())");
  } finally {
    undoDeploy();
  }

  const notifications = page.getByRole("region", { name: /Notifications/ });
  const toast = notifications.getByRole("listitem").filter({ hasText: "A new version is ready." });
  // The page registers its worker 5 s after load (lib/service-worker/register-when-idle.ts): it then
  // finds the new one waiting, or hears it install if it registered before the update.
  await expect(toast).toBeVisible({ timeout: 15_000 });
  // Nothing changes until the user chooses: the new worker waits, the page stays.
  expect(await page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.waiting !== null)")).toBe(true);
  expect(await page.evaluate("window.beforeUpdate === true")).toBe(true);

  // Reload is a real button, reached and pressed by keyboard.
  await toast.getByRole("button", { name: "Reload" }).focus();
  // The reload is awaited as the new document's load event rather than guessed by polling the old
  // page for 5 s (activating the worker and loading the page again take 1–2 s here, more on a busy
  // machine); a reload that never comes still fails, at the test's timeout.
  const reloaded = page.waitForEvent("load");
  await page.keyboard.press("Enter");
  await reloaded;
  expect(await page.evaluate("window.beforeUpdate === undefined")).toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: /Zuzana/ })).toBeVisible();
  expect(
    await page.evaluate(
      "navigator.serviceWorker.getRegistration().then((r) => r.waiting === null && navigator.serviceWorker.controller === r.active)",
    ),
  ).toBe(true);
  await expect(toast).toHaveCount(0);
});
