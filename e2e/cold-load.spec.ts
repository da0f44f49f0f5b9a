import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";

/*
 * Issue 9, point 15: on a first load a screen's own code is a separate chunk. While it downloads the
 * page shows its frame — the app's header for a signed-in screen, the public header for a public one —
 * never a blank page. The chunks are held back here until the test has looked.
 */

/**
 * Holds every script the page loads later than index.html names it (the screens' chunks) until released.
 * The names come from a page that starts the app at once (it preloads the app's chunks); the prerendered
 * ones (/, /auth) name only the boot module.
 */
async function holdScreenChunks(page: Page): Promise<{ held: () => string[]; release: () => void }> {
  const html = await (await page.request.get("/terms")).text();
  const entryScripts = new Set([...html.matchAll(/\/assets\/[^"']+\.js/g)].map((match) => match[0]));
  const held: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (entryScripts.has(path)) return route.fallback();
    held.push(path);
    await released;
    return route.fallback();
  });
  return { held: () => [...held], release };
}

test("a signed-in screen shows the app's header while its code downloads", async ({ page, baseURL, pageErrors }) => {
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
  const chunks = await holdScreenChunks(page);

  await page.goto("/statistics");
  const appNav = page.getByRole("banner").getByRole("navigation", { name: "App" });
  await expect(appNav.getByRole("link", { name: "Home", exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Loading…");
  expect(chunks.held().length).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);

  chunks.release();
  await expect(page.getByRole("heading", { level: 1, name: "Statistics" })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("home greets the user from the mirrored name while its code downloads, then shows the screen", async ({
  page,
  baseURL,
  pageErrors,
}) => {
  const user = uniqueUser({ firstName: "Zuzana" });
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
  // A first visit mirrors the signed-in user into localStorage (spec §3).
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1, name: /Zuzana/ })).toBeVisible();

  const chunks = await holdScreenChunks(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: /Zuzana/ })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Loading…");
  expect(chunks.held().length).toBeGreaterThan(0);
  await expect(page.getByRole("tab")).toHaveCount(0);

  chunks.release();
  await expect(page.getByRole("tab", { name: /Tasks/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1, name: /Zuzana/ })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("a public screen shows the public header in the page's language while its code downloads", async ({ page }) => {
  const chunks = await holdScreenChunks(page);

  await page.goto("/sk/about");
  await expect(page.getByRole("banner").getByRole("link", { name: "Prihlásiť sa" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Načítava sa…");
  expect(chunks.held().length).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);

  chunks.release();
  await expect(page.getByRole("heading", { level: 1, name: "O Poriadku" })).toBeVisible();
});
