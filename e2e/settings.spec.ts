import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";

test.beforeEach(async ({ page, baseURL }) => {
  const user = uniqueUser({ firstName: "Peter", lastName: "Horváth" });
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
});

test("a profile picture upload shows in the header", async ({ page }) => {
  await page.goto("/settings?view=account");
  const settingsLink = page.getByRole("banner").getByRole("link", { name: "Settings" });
  await expect(settingsLink).toContainText("PH");

  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#ec4899" } })
    .png()
    .toBuffer();
  // Straight onto the page's file input (what the "Upload picture" button opens), through its real
  // change handler; a file-chooser round trip raced with re-renders on a loaded machine.
  await expect(page.getByRole("button", { name: "Upload picture" })).toBeEnabled();
  await page.locator("input[type=file]").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });

  // Resizing runs on the server; give it time on a loaded machine.
  await expect(page.getByText("Profile picture updated")).toBeVisible({ timeout: 15_000 });
  const headerPicture = settingsLink.locator("img");
  await expect(headerPicture).toHaveAttribute("src", /^\/api\/account\/avatar\?v=\d+$/);
  await expect
    .poll(() => headerPicture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(256);

  await page.reload();
  await expect(page.getByRole("banner").getByRole("link", { name: "Settings" }).locator("img")).toBeVisible();

  // Removing asks first (Cancel keeps it), then the initials come back.
  await page.getByRole("button", { name: "Remove picture" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Settings" }).locator("img")).toBeVisible();
  await page.getByRole("button", { name: "Remove picture" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove picture" }).click();
  await expect(page.getByText("Profile picture removed")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Settings" })).toContainText("PH");
  await expect(page.getByRole("banner").getByRole("link", { name: "Settings" }).locator("img")).toHaveCount(0);
});

test("a picture of the wrong kind is refused with a clear message", async ({ page }) => {
  await page.goto("/settings?view=account");
  await expect(page.getByRole("button", { name: "Upload picture" })).toBeEnabled();
  await page
    .locator("input[type=file]")
    .setInputFiles({ name: "notes.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(page.getByText("Choose a PNG, JPEG or WebP picture.")).toBeVisible();
});

test("delete data needs DELETE typed exactly (Slovak texts)", async ({ page }) => {
  await page.goto("/sk/settings?view=delete");
  await page.getByRole("button", { name: "Vymazať všetky údaje…" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Túto akciu nemožno vrátiť späť.");
  await dialog.getByRole("textbox").fill("delete");
  await dialog.getByRole("button", { name: "Vymazať všetky údaje" }).click();
  // The spec's destructive toast (the same text also stands under the field).
  const errorToast = page.locator("[data-sonner-toast][data-type='error']");
  await expect(errorToast).toContainText("Chyba");
  await expect(errorToast).toContainText("Napíšte DELETE presne tak, ako je uvedené");
  await dialog.getByRole("textbox").fill("DELETE");
  await dialog.getByRole("button", { name: "Vymazať všetky údaje" }).click();
  await expect(page.locator("[data-sonner-toast][data-type='success']")).toContainText("Všetky údaje boli vymazané");
});

test("every settings section opens and its back action returns to the menu", async ({ page }) => {
  await page.goto("/settings");
  for (const section of [
    "Account",
    "Tags",
    "Language",
    "Notifications",
    "Support the author",
    "About",
    "Delete data",
  ]) {
    await page.getByRole("link", { name: new RegExp(`^${section}`) }).click();
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("link", { name: new RegExp(`^${section}`) })).toBeVisible();
  }
});
