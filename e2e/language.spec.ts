import enAuth from "../src/web/locales/en/auth.json" with { type: "json" };
import enMarketing from "../src/web/locales/en/marketing.json" with { type: "json" };
import skAuth from "../src/web/locales/sk/auth.json" with { type: "json" };
import skMarketing from "../src/web/locales/sk/marketing.json" with { type: "json" };
import { expect, readStoredItem, test } from "./fixtures.ts";

const toSlovak = { name: "Prepnúť do slovenčiny" };
const toEnglish = { name: "Switch to English" };

test.describe("the language switch", () => {
  test("goes from / to /sk and back, and remembers the choice", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.getByRole("button", toSlovak).click();
    await expect(page).toHaveURL("/sk");
    await expect(page.locator("html")).toHaveAttribute("lang", "sk");
    expect(await readStoredItem(page, "language")).toBe("sk");

    await page.getByRole("button", toEnglish).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await readStoredItem(page, "language")).toBe("en");
  });

  test("opens the same page in the other language", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", toSlovak).click();
    await expect(page).toHaveURL("/sk/about");

    await page.getByRole("button", toEnglish).click();
    await expect(page).toHaveURL("/about");
  });

  test("keeps the query string", async ({ page }) => {
    await page.goto("/auth?mode=signup");
    await page.getByRole("button", toSlovak).click();
    await expect(page).toHaveURL("/sk/auth?mode=signup");
    await expect(page.getByRole("heading", { level: 1, name: skAuth.title.signUp })).toBeVisible();

    await page.getByRole("button", toEnglish).click();
    await expect(page).toHaveURL("/auth?mode=signup");
    await expect(page.getByRole("heading", { level: 1, name: enAuth.title.signUp })).toBeVisible();
  });
});

test.describe("a visitor who chose Slovak earlier", () => {
  test.use({ storedItems: { language: "sk" } });

  test("is taken from an unprefixed link to its Slovak form, query kept", async ({ page }) => {
    await page.goto("/about?from=newsletter");
    await expect(page).toHaveURL("/sk/about?from=newsletter");
    await expect(page.locator("html")).toHaveAttribute("lang", "sk");
    await expect(page.getByRole("heading", { level: 1, name: skMarketing.about.title })).toBeVisible();
  });

  test("lands on /sk from the start page", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL("/sk");
    await expect(page.locator("html")).toHaveAttribute("lang", "sk");
  });
});

test.describe("a stored language other than en or sk", () => {
  test.use({ storedItems: { language: "de" } });

  test("counts as English: no redirect", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: enMarketing.about.title })).toBeVisible();
    await expect(page).toHaveURL("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("button", toSlovak)).toBeVisible();
  });
});
