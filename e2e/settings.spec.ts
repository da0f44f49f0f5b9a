import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, type E2EUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { linkIn, waitForMail } from "./support/outbox.ts";

/** The signed-in user of the current test. */
let user: E2EUser;

test.beforeEach(async ({ page, baseURL }) => {
  user = uniqueUser({ firstName: "Peter", lastName: "Horváth" });
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

test("delete data asks for the Slovak button's verb VYMAZAŤ, in any case and without the háček (Slovak texts)", async ({
  page,
}) => {
  await page.goto("/sk/settings?view=delete");
  await page.getByRole("button", { name: "Vymazať všetky údaje…" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Túto akciu nemožno vrátiť späť.");
  await expect(dialog.getByLabel("Na potvrdenie napíšte VYMAZAŤ")).toBeVisible();
  await dialog.getByRole("textbox").fill("vymaz");
  await dialog.getByRole("button", { name: "Vymazať všetky údaje" }).click();
  // The spec's destructive toast (the same text also stands under the field).
  const errorToast = page.locator("[data-sonner-toast][data-type='error']");
  await expect(errorToast).toContainText("Chyba");
  await expect(errorToast).toContainText("Na potvrdenie napíšte slovo VYMAZAŤ");
  await dialog.getByRole("textbox").fill("vymazat");
  await dialog.getByRole("button", { name: "Vymazať všetky údaje" }).click();
  await expect(page.locator("[data-sonner-toast][data-type='success']")).toContainText("Všetky údaje boli vymazané");
});

test("DELETE still works on the Slovak screen, and is the word of the English one", async ({ page }) => {
  await page.goto("/settings?view=delete");
  await page.getByRole("button", { name: "Delete all data…" }).click();
  await expect(page.getByRole("alertdialog").getByLabel("Type DELETE to confirm")).toBeVisible();
  await page.goto("/sk/settings?view=delete");
  await page.getByRole("button", { name: "Vymazať všetky údaje…" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("textbox").fill("DELETE");
  await dialog.getByRole("button", { name: "Vymazať všetky údaje" }).click();
  await expect(page.locator("[data-sonner-toast][data-type='success']")).toContainText("Všetky údaje boli vymazané");
});

test("change the password: a wrong current one is refused, then other sessions are signed out", async ({
  page,
  browser,
  baseURL,
}) => {
  const elsewhere = await browser.newContext({ baseURL, serviceWorkers: "block" });
  await signInThroughApi(elsewhere.request, baseURL ?? "", user);
  await page.goto("/settings?view=account");
  const section = page.getByRole("region", { name: "Change password" });
  await section.getByLabel("Current password", { exact: true }).fill("not my password");
  await section.getByLabel("New password", { exact: true }).fill("short");
  await section.getByRole("button", { name: "Change password" }).click();
  await expect(section.getByText("Password must be at least 8 characters")).toBeVisible();

  await section.getByLabel("New password", { exact: true }).fill("a much better one");
  await section.getByRole("button", { name: "Change password" }).click();
  await expect(section.getByText("The password is not correct.")).toBeVisible();
  await expect(section.getByLabel("Current password", { exact: true })).toBeFocused();

  await section.getByLabel("Current password", { exact: true }).fill(user.password);
  await section.getByRole("button", { name: "Change password" }).click();
  // The option to revoke the API tokens and the calendar link too is on by default (credentials-after-recovery.spec.ts).
  await expect(page.locator("[data-sonner-toast][data-type='success']")).toContainText(
    "Password changed. Your other devices have been signed out, and your API tokens and calendar link no longer work.",
  );
  await expect(section.getByLabel("Current password", { exact: true })).toHaveValue("");

  // This session stays; the other one is gone; only the new password signs in.
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Account" })).toBeVisible();
  const otherSession = await (await elsewhere.request.get("/api/auth/get-session")).json();
  expect(otherSession).toBeNull();
  const oldPassword = await elsewhere.request.post("/api/auth/sign-in/email", {
    headers: { origin: baseURL ?? "" },
    data: { email: user.email, password: user.password },
  });
  expect(oldPassword.status()).toBe(401);
  await elsewhere.close();
});

test("change the e-mail address: needs the current password, the old address is told (Slovak)", async ({ page }) => {
  const newEmail = `new.${user.email}`;
  await page.goto("/sk/settings?view=account");
  await page.getByLabel("Nová e-mailová adresa").fill(newEmail);
  await page.getByLabel("Vaše súčasné heslo").fill("zle heslo");
  await page.getByRole("button", { name: "Poslať potvrdzovací odkaz" }).click();
  await expect(page.getByText("Heslo nie je správne.")).toBeVisible();

  await page.getByLabel("Vaše súčasné heslo").fill(user.password);
  await page.getByRole("button", { name: "Poslať potvrdzovací odkaz" }).click();
  await expect(page.getByText(`Zmenu dokončíte otvorením odkazu, ktorý sme poslali na ${newEmail}`)).toBeVisible();
  const notice = await waitForMail(user.email, { subject: /sa mení/ });
  expect(notice.text).toContain(newEmail);
  const confirmation = await waitForMail(newEmail);
  expect(confirmation.subject).toBe("Potvrďte novú e-mailovú adresu pre Poriadok");
  await page.goto(linkIn(confirmation, "/api/auth/verify-email"));
  await expect(page.getByText("Vaša e-mailová adresa bola zmenená")).toBeVisible();
});

test("every settings section opens and its back action returns to the menu", async ({ page }) => {
  await page.goto("/settings");
  for (const section of [
    "Account",
    "Tags",
    "Language",
    "Notifications",
    "API tokens",
    "Your data",
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
