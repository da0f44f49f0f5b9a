import type { Browser, BrowserContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, type E2EUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { blockingViolations } from "./support/axe.ts";

/**
 * Settings → Account → "Where you're signed in" (issue 24): two browsers of one person, the list
 * shows both with this device marked, and signing the other one out sends its next page to sign-in.
 */
const PHONE_USER_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const PHONE = "Safari 17";

let user: E2EUser;
let phone: BrowserContext;

/** The person's phone: a second browser context with an iPhone's user agent, signed in, on /home. */
async function signedInPhone(browser: Browser, baseURL: string, prefix: string) {
  const context = await browser.newContext({ baseURL, userAgent: PHONE_USER_AGENT, serviceWorkers: "block" });
  await signInThroughApi(context.request, baseURL, user);
  const page = await context.newPage();
  await page.goto(`${prefix}/home`);
  await expect(page.getByRole("banner")).toBeVisible();
  return { context, page };
}

// Two browsers, sign-ups and a settings screen whose code loads on demand: slow on a busy machine.
test.slow();

test.beforeEach(async ({ page, baseURL }) => {
  user = uniqueUser({ firstName: "Eva", lastName: "Kováčová" });
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
});
test.afterEach(async () => {
  await phone?.close();
});

test("lists both browsers, marks this one, and signs the phone out from the keyboard", async ({
  page,
  browser,
  baseURL,
}) => {
  const other = await signedInPhone(browser, baseURL ?? "", "");
  phone = other.context;
  await page.goto("/settings?view=account");
  const section = page.getByRole("region", { name: "Where you're signed in" });
  const list = section.getByRole("list", { name: "Signed-in browsers and devices" });
  await expect(list.getByRole("listitem")).toHaveCount(2, { timeout: 30_000 });
  const thisDevice = list.getByRole("listitem").filter({ hasText: "This device" });
  await expect(thisDevice).toHaveCount(1);
  await expect(thisDevice).toContainText("Chrome");
  await expect(thisDevice).toContainText("Active now");
  const phoneEntry = list.getByRole("listitem").filter({ hasText: `${PHONE} on iOS 17` });
  await expect(phoneEntry).toContainText("Active in the last hour");
  await expect(thisDevice.getByRole("button")).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);

  // Keyboard only: the phone's button, Enter; the focus stays in the list.
  const signOutPhone = section.getByRole("button", { name: `Sign out ${PHONE} on iOS 17` });
  await signOutPhone.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-sonner-toast][data-type='success']")).toContainText(
    `${PHONE} on iOS 17 is signed out`,
  );
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(section.getByText("You are signed in on this device only.")).toBeVisible();
  await expect(list).toBeFocused();

  // The phone's next page lands on sign-in; this browser stays signed in.
  await other.page.reload();
  await expect(other.page).toHaveURL(/\/auth\?redirect=%2Fhome$/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Account" })).toBeVisible();
});

test("signs out all other devices after a confirmation (Slovak)", async ({ page, browser, baseURL }) => {
  const other = await signedInPhone(browser, baseURL ?? "", "/sk");
  phone = other.context;
  await page.goto("/sk/settings?view=account");
  const section = page.getByRole("region", { name: "Kde ste prihlásení" });
  const list = section.getByRole("list", { name: "Prihlásené prehliadače a zariadenia" });
  await expect(list.getByRole("listitem")).toHaveCount(2, { timeout: 30_000 });
  await expect(list.getByRole("listitem").filter({ hasText: "Toto zariadenie" })).toContainText("Aktívne teraz");
  await expect(list.getByRole("listitem").filter({ hasText: `${PHONE} v systéme iOS 17` })).toContainText(
    "Aktívne za poslednú hodinu",
  );

  // Cancel keeps everyone signed in; confirming signs the phone out.
  const signOutOthers = section.getByRole("button", { name: "Odhlásiť všetky ostatné zariadenia" });
  await signOutOthers.click();
  const dialog = page.getByRole("alertdialog", { name: "Odhlásiť všetky ostatné zariadenia?" });
  await expect(dialog).toContainText("Toto zariadenie zostane prihlásené.");
  await dialog.getByRole("button", { name: "Zrušiť" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await signOutOthers.click();
  await dialog.getByRole("button", { name: "Odhlásiť ostatné" }).click();
  await expect(page.locator("[data-sonner-toast][data-type='success']")).toContainText(
    "Všetky ostatné zariadenia sú odhlásené",
  );
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(section.getByText("Ste prihlásení iba na tomto zariadení.")).toBeVisible();

  await other.page.reload();
  await expect(other.page).toHaveURL(/\/sk\/auth\?redirect=%2Fhome$/);
});
