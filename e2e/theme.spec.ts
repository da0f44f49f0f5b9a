import { expect, readStoredItem, test } from "./fixtures.ts";

test.describe("the theme", () => {
  test("is dark by default", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toContainClass("dark");
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  });

  test("switches to light and stays light after a reload", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).not.toContainClass("dark");
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
    expect(await readStoredItem(page, "theme")).toBe("light");

    await page.reload();
    await expect(page.locator("html")).not.toContainClass("dark");
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  });

  test("switches back to dark", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toContainClass("dark");
    expect(await readStoredItem(page, "theme")).toBe("dark");
  });

  test("has Slovak names on Slovak pages", async ({ page }) => {
    await page.goto("/sk");
    await page.getByRole("button", { name: "Prepnúť na svetlý režim" }).click();
    await expect(page.locator("html")).not.toContainClass("dark");
    await expect(page.getByRole("button", { name: "Prepnúť na tmavý režim" })).toBeVisible();
  });
});

test.describe("a stored theme that is neither light nor dark", () => {
  test.use({ storedItems: { theme: "blue" } });

  test("counts as dark", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toContainClass("dark");
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  });
});

test.describe("a stored light theme", () => {
  test.use({ storedItems: { theme: "light" } });

  test("is applied before the app's script runs, so a dark page never flashes", async ({ page }) => {
    // With the bundle blocked only index.html's inline script can have set the theme.
    const blockedScripts: string[] = [];
    await page.route(/\/assets\/.+\.js$/, (route) => {
      blockedScripts.push(route.request().url());
      return route.abort("blockedbyclient");
    });
    await page.goto("/");
    expect(blockedScripts).not.toHaveLength(0);
    await expect(page.locator("html")).not.toContainClass("dark");
    await expect(page.locator("html")).toHaveCSS("color-scheme", "light");
  });

  test("is the one the app shows", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
    await expect(page.locator("html")).not.toContainClass("dark");
  });
});
