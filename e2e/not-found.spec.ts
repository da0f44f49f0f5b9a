import { expect, test } from "./fixtures.ts";

test.describe("an unknown address", () => {
  test("shows the not-found screen in English, with a way back home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByText("Sorry, the page you are looking for does not exist.")).toBeVisible();

    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeHidden();
  });

  test("shows the not-found screen in Slovak under /sk", async ({ page }) => {
    const response = await page.goto("/sk/nic-take");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "sk");
    await expect(page.getByRole("heading", { level: 1, name: "Stránka sa nenašla" })).toBeVisible();
    await expect(page.getByText("Ľutujeme, stránka, ktorú hľadáte, neexistuje.")).toBeVisible();
    await expect(page.getByText("Page not found")).toBeHidden();

    await page.getByRole("link", { name: "Späť na úvod" }).click();
    await expect(page).toHaveURL("/sk");
    await expect(page.getByRole("heading", { name: "Stránka sa nenašla" })).toBeHidden();
  });

  test("is told apart from the app's screens by its status, in both languages", async ({ request }) => {
    for (const route of ["/", "/about", "/sk/about", "/shopping/1", "/sk/trash"]) {
      expect((await request.get(route)).status(), route).toBe(200);
    }
    for (const route of ["/no-such-page", "/sk/nic-take", "/about/more"]) {
      expect((await request.get(route)).status(), route).toBe(404);
    }
  });

  test("under /api answers with a JSON 404, not the app", async ({ request }) => {
    const response = await request.get("/api/no-such-endpoint");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/json");
  });
});
