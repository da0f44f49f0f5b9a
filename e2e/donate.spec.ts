import enDonate from "../src/web/locales/en/donate.json" with { type: "json" };
import skDonate from "../src/web/locales/sk/donate.json" with { type: "json" };
import { expect, test } from "./fixtures.ts";

// DONATION_IBAN as playwright.config.ts gives it to the server.
const GROUPED_IBAN = "SK31 1200 0000 1987 4263 7541";
const COMPACT_IBAN = "SK3112000000198742637541";

test.describe("the donation page", () => {
  test("shows the account number in blocks of four", async ({ page }) => {
    await page.goto("/donate");
    await expect(page.getByText(GROUPED_IBAN, { exact: true })).toBeVisible();
  });

  test("copies the account number without spaces", async ({ page, clipboard }) => {
    await page.goto("/donate");
    await page.getByRole("button", { name: enDonate.copyLabel }).click();
    await expect(page.getByText("Copied!", { exact: true })).toBeVisible();
    expect(await clipboard.read()).toBe(COMPACT_IBAN);
  });

  test("says so when the browser refuses to copy", async ({ page, clipboard }) => {
    await clipboard.failWrites();
    await page.goto("/donate");
    await page.getByRole("button", { name: enDonate.copyLabel }).click();
    await expect(page.getByText("Failed to copy", { exact: true })).toBeVisible();
    await expect(page.getByText("Copied!", { exact: true })).toHaveCount(0);
  });

  test("goes back to where the visitor came from", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("contentinfo").getByRole("link", { name: "Support the author" }).click();
    await expect(page).toHaveURL("/donate");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL("/contact");
  });
});

test.describe("the Slovak donation page", () => {
  test("copies and confirms in Slovak", async ({ page, clipboard }) => {
    await page.goto("/sk/donate");
    await expect(page.getByRole("heading", { level: 1, name: skDonate.title })).toBeVisible();
    await expect(page.getByText(skDonate.accountLabel)).toBeVisible();
    await expect(page.getByText(GROUPED_IBAN, { exact: true })).toBeVisible();

    await page.getByRole("button", { name: skDonate.copyLabel }).click();
    await expect(page.getByText("Skopírované!", { exact: true })).toBeVisible();
    expect(await clipboard.read()).toBe(COMPACT_IBAN);
  });

  test("reports a failed copy in Slovak", async ({ page, clipboard }) => {
    await clipboard.failWrites();
    await page.goto("/sk/donate");
    await page.getByRole("button", { name: skDonate.copyLabel }).click();
    await expect(page.getByText("Kopírovanie zlyhalo", { exact: true })).toBeVisible();
  });
});
