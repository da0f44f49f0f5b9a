import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";

/*
 * Issue 10: /home's greeting — the page's largest text — paints from the HTML the server sends, before
 * any script file has arrived (docs/decisions/016). The signed-in user's first name comes from the
 * server, so it needs nothing stored on the device: these users sign in through the API, as on a new
 * phone, and have no mirrored name.
 */

const ENGLISH_GREETING = /^(Good morning|Good afternoon|Good evening|Good night), Zuzana$/;
const SLOVAK_GREETING = /^(Dobré ráno|Dobrý deň|Dobrý večer|Dobrú noc), Zuzana$/;

/** No script file loads: what shows is the HTML, the stylesheet and index.html's inline scripts. */
async function withoutScriptFiles(page: Page): Promise<void> {
  await page.route("**/assets/*.js", (route) => route.abort());
}

async function signedInAsZuzana(page: Page, baseURL: string | undefined): Promise<void> {
  const user = uniqueUser({ firstName: "Zuzana" });
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
}

test("home greets the signed-in user by name and shows the time before any script file arrives", async ({
  page,
  baseURL,
}) => {
  await signedInAsZuzana(page, baseURL);
  await withoutScriptFiles(page);

  await page.goto("/home");
  const greeting = page.getByRole("heading", { level: 1 });
  await expect(greeting).toHaveText(ENGLISH_GREETING);
  await expect(page.getByRole("main").locator("time")).toHaveText(/^\d\d:\d\d$/);
  // The placeholder it stands in for is gone; the rest of the page's shape stays.
  await expect(page.locator("[data-pre-paint-skeleton]")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("status")).toContainText("Loading…");

  await page.goto("/sk/home");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SLOVAK_GREETING);
  await expect(page.getByRole("main").getByRole("status")).toContainText("Načítava sa…");
});

test("a visitor who is not signed in gets no greeting on /home, only the page's shape", async ({ page }) => {
  await withoutScriptFiles(page);
  await page.goto("/home");
  await expect(page.getByRole("main").getByRole("status")).toContainText("Loading…");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
  await expect(page.locator("[data-pre-paint-skeleton]")).toBeVisible();
});

test("the app takes over the painted greeting without a second heading or an error", async ({
  page,
  baseURL,
  pageErrors,
}) => {
  await signedInAsZuzana(page, baseURL);
  await page.goto("/home");
  await expect(page.getByRole("tab", { name: /Tasks/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ENGLISH_GREETING);
  // The frame's controls were disabled only until the app's own replaced them.
  await expect(page.getByRole("button", { name: /Switch to (light|dark) theme/ })).toBeEnabled();
  expect(pageErrors).toEqual([]);
});
