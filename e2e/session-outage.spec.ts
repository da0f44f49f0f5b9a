import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";

/*
 * A session check the server did not answer (a 429, a 503, no network) says nothing about the
 * session: the user stays on the screen, sees a calm note in the app's frame, and the screen once the
 * server answers. Only the server's "no session" (null, or 401) sends them to sign in. A full browser
 * run once lost four settings tests to the sign-in screen this way.
 */

test.beforeEach(async ({ page, baseURL }) => {
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
});

type Outage = { failures: number; end: () => void };

/** Fails every session check with `fail` until `end()`; afterwards they reach the real server. */
async function sessionOutage(page: Page, fail: (route: Route) => Promise<void>): Promise<Outage> {
  const outage = { failures: 0, isOver: false };
  await page.route("**/api/auth/get-session*", async (route) => {
    if (outage.isOver) return route.fallback();
    outage.failures += 1;
    return fail(route);
  });
  return {
    get failures() {
      return outage.failures;
    },
    end: () => {
      outage.isOver = true;
    },
  };
}

const answer = (status: number) => (route: Route) =>
  route.fulfill({ status, contentType: "application/json", body: JSON.stringify({ message: "Busy" }) });

/** The browser reports every refused resource as a console error; those are the test's own doing. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes("Failed to load resource"));

for (const { name, fail } of [
  { name: "a 429 (rate limited)", fail: answer(429) },
  { name: "no network", fail: (route: Route) => route.abort("internetdisconnected") },
]) {
  test(`${name} on the session check keeps the user on the screen until it recovers`, async ({ page, pageErrors }) => {
    const outage = await sessionOutage(page, fail);
    await page.goto("/settings?view=account");

    const note = page.getByRole("main").getByRole("status");
    await expect(note.getByRole("heading", { name: "Waiting for Poriadok" })).toBeVisible();
    await expect(note).toContainText("The server is busy or out of reach right now.");
    await expect(page.getByRole("banner").getByRole("navigation", { name: "App" })).toBeVisible();
    await expect(page).toHaveURL(/\/settings\?view=account$/);

    // No click: the query's own retries (with backoff) bring the screen once the server answers.
    outage.end();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/settings\?view=account$/);
    expect(outage.failures).toBeGreaterThanOrEqual(1);
    expect(unexpected(pageErrors)).toEqual([]);
  });
}

test("a 503 on the session check shows the Slovak note, and Skúsiť znova asks at once", async ({ page }) => {
  const outage = await sessionOutage(page, answer(503));
  await page.goto("/sk/settings");

  const note = page.getByRole("main").getByRole("status");
  await expect(note.getByRole("heading", { name: "Čakáme na Poriadok" })).toBeVisible();
  await expect(note).toContainText("Server je práve zaneprázdnený alebo nedostupný.");
  // The first attempt and the first retry (after 2 s) have failed; the next retry waits 4 s more.
  await expect.poll(() => outage.failures, { timeout: 10_000 }).toBe(2);
  outage.end();
  await note.getByRole("button", { name: "Skúsiť znova" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nastavenia" })).toBeVisible({ timeout: 3_000 });
  await expect(page).toHaveURL(/\/sk\/settings$/);
});

test("the server's own 401 on the session check still sends the user to sign in", async ({ page }) => {
  await sessionOutage(page, answer(401));
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fsettings$/);
});

test("after a real sign-out the next signed-in screen sends the user to sign in", async ({ page }) => {
  await page.goto("/settings");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/");

  await page.goto("/planner");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fplanner$/);
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
});
