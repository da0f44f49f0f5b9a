import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, uniqueUser } from "./support/accounts.ts";
import { holdApp } from "./support/app-takeover.ts";

/*
 * A prerendered public page's own controls work before, and without, the app (docs/first-load.md,
 * "The static pages' own controls"): the header's theme and language switches in the boot module, in
 * the same frame as the tap; sign-in as a real form the server takes without JavaScript.
 */

/** A localStorage item of the page (a string, since e2e/ is type-checked without the DOM library). */
const storedItem = (page: Page, key: string) =>
  page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(key)})`);

test("the theme switch on a fresh / acts before any app chunk loads, and a reload at once keeps it", async ({
  page,
  pageErrors,
}) => {
  const app = await holdApp(page, "/");
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  // No app chunk was even asked for (the switch does not start the app; any would be held): the boot module's work.
  expect(app.held()).toEqual([]);
  await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  expect(await storedItem(page, "theme")).toBe("light");

  await page.reload();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("the language switch opens the other language's page and stores the choice, before the app", async ({
  page,
  pageErrors,
}) => {
  const app = await holdApp(page, "/");
  await page.goto("/");
  await page.getByRole("button", { name: "Prepnúť do slovenčiny" }).click();
  await expect(page).toHaveURL(/\/sk$/);
  expect(await storedItem(page, "language")).toBe("sk");
  await expect(page.locator("html")).toHaveAttribute("lang", "sk");
  expect(app.held()).toEqual([]);

  await page.getByRole("button", { name: "Switch to English" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect.poll(() => storedItem(page, "language")).toBe("en");
  app.release();
  expect(pageErrors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-in's form signs in and lands on /home, signed in", async ({ page, baseURL }) => {
    const user = uniqueUser();
    await createConfirmedUser(page.request, baseURL ?? "", user);
    await page.goto("/auth");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    // The browser holds the session cookie the form's answer set.
    const session = await (await page.request.get("/api/auth/get-session")).json();
    expect(session?.user?.email).toBe(user.email);
  });

  test("a wrong password on /sk/auth shows the Slovak error with the e-mail kept", async ({ page }) => {
    await page.goto("/sk/auth");
    await page.getByLabel("E-mail").fill("nikto@example.org");
    await page.getByLabel("Heslo", { exact: true }).fill("wrong-password-1");
    await page.getByLabel("Heslo", { exact: true }).press("Enter");
    await expect(page.getByRole("alert")).toHaveText("E-mailová adresa alebo heslo nie sú správne.");
    await expect(page).toHaveURL(/\/sk\/auth$/);
    await expect(page.getByLabel("E-mail")).toHaveValue("nikto@example.org");
    await expect(page.getByLabel("Heslo", { exact: true })).toHaveValue("");
  });
});
