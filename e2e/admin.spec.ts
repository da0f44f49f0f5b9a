import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, type E2EUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { blockingViolations } from "./support/axe.ts";

/*
 * The admin screen (issue 26) as an admin uses it: Settings → Administration, the accounts with their
 * figures, an invitation, then disable (sign-in refused), enable and delete (the e-mail address typed
 * to confirm) of another account — in both languages. The e2e server names its admins in ADMIN_EMAILS
 * (playwright.config.ts), so the first account of the run is no admin and other specs see no change.
 */

type Texts = {
  prefix: "" | "/sk";
  locale: "en" | "sk";
  admin: string;
  menuItem: RegExp;
  heading: string;
  inviteField: string;
  inviteButton: string;
  invited: RegExp;
  active: string;
  disabled: string;
  yourself: RegExp;
  action: (verb: "disable" | "enable" | "delete", email: string) => string;
  verbs: Record<"disable" | "enable" | "delete", string>;
  disabledToast: RegExp;
  enabledToast: RegExp;
  deleteField: RegExp;
  mismatch: string;
  deletedToast: RegExp;
  notAdmin: string;
};

const english: Texts = {
  prefix: "",
  locale: "en",
  admin: "admin.en@example.org",
  menuItem: /^Administration/,
  heading: "Administration",
  inviteField: "E-mail address",
  inviteButton: "Send invitation",
  invited: /^Invitation sent to /,
  active: "Active",
  disabled: "Disabled",
  yourself: /This is your own account/,
  action: (verb, email) => `${english.verbs[verb]} ${email}`,
  verbs: { disable: "Disable", enable: "Enable", delete: "Delete" },
  disabledToast: / is disabled\.$/,
  enabledToast: / can sign in again\.$/,
  deleteField: /^To confirm, type the e-mail address/,
  mismatch: "Type the account's e-mail address exactly as shown.",
  deletedToast: / and its data are deleted\.$/,
  notAdmin: "Only an admin of this Poriadok can open this page.",
};

const slovak: Texts = {
  prefix: "/sk",
  locale: "sk",
  admin: "admin.sk@example.org",
  menuItem: /^Správa/,
  heading: "Správa",
  inviteField: "E-mailová adresa",
  inviteButton: "Poslať pozvánku",
  invited: /^Pozvánka odišla na /,
  active: "Aktívny",
  disabled: "Zablokovaný",
  yourself: /Toto je váš vlastný účet/,
  action: (verb, email) => `${slovak.verbs[verb]} ${email}`,
  verbs: { disable: "Zablokovať", enable: "Odblokovať", delete: "Vymazať" },
  disabledToast: /je zablokovaný\.$/,
  enabledToast: /sa môže znova prihlásiť\.$/,
  deleteField: /^Na potvrdenie napíšte e-mailovú adresu/,
  mismatch: "Napíšte e-mailovú adresu účtu presne tak, ako je uvedená.",
  deletedToast: /aj jeho údaje sú vymazané\.$/,
  notAdmin: "Túto stránku môže otvoriť iba správca tohto Poriadku.",
};

/** A sign-in from outside the browser (another device): its status. */
async function signInStatus(baseURL: string, user: E2EUser): Promise<number> {
  const response = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: baseURL, "content-type": "application/json" },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  return response.status;
}

function rowOf(page: Page, email: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(email) }) });
}

async function confirmIn(page: Page, button: string) {
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

for (const [language, texts] of [
  ["English", english],
  ["Slovak", slovak],
] as const) {
  test(`in ${language}: an admin lists the accounts, invites, disables, enables and deletes one`, async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    test.setTimeout(90_000);
    const origin = new URL(baseURL ?? "").origin;
    const admin = { ...uniqueUser({ firstName: "Alžbeta" }), email: texts.admin };
    const other = uniqueUser({ firstName: "Peter" });
    await createConfirmedUser(page.request, origin, admin, texts.locale);
    await createConfirmedUser(page.request, origin, other, texts.locale);
    await signInThroughApi(page.request, origin, admin);

    await page.goto(`${texts.prefix}/settings`);
    await page.getByRole("link", { name: texts.menuItem }).click();
    await expect(page.getByRole("heading", { level: 1, name: texts.heading })).toBeVisible();
    await expect(rowOf(page, other.email)).toContainText(texts.active);
    await expect(rowOf(page, admin.email)).toContainText(texts.yourself);
    expect(await blockingViolations(page)).toEqual([]);

    // An invitation by e-mail.
    await page.getByLabel(texts.inviteField).fill(uniqueUser().email);
    await page.getByRole("button", { name: texts.inviteButton }).click();
    await expect(page.getByText(texts.invited)).toBeVisible();
    // Gone before the next scan: a toast that starts fading out while axe reads the page has half its
    // contrast for that moment (waitUntilSettled cannot see a fade that begins after it looked).
    await expect(page.getByText(texts.invited)).toBeHidden();

    // Disable: the dialog asks, the account's sign-in is refused from then on.
    await page.getByRole("button", { name: texts.action("disable", other.email) }).click();
    expect(await blockingViolations(page)).toEqual([]);
    await confirmIn(page, texts.verbs.disable);
    await expect(page.getByText(texts.disabledToast)).toBeVisible();
    await expect(rowOf(page, other.email)).toContainText(texts.disabled);
    expect(await signInStatus(origin, other)).toBe(403);

    // Enable undoes it.
    await page.getByRole("button", { name: texts.action("enable", other.email) }).click();
    await confirmIn(page, texts.verbs.enable);
    await expect(page.getByText(texts.enabledToast)).toBeVisible();
    await expect(rowOf(page, other.email)).toContainText(texts.active);
    expect(await signInStatus(origin, other)).toBe(200);

    // Delete asks for the address typed out; a wrong one is refused in the dialog.
    await page.getByRole("button", { name: texts.action("delete", other.email) }).click();
    const dialog = page.getByRole("alertdialog");
    const field = dialog.getByLabel(texts.deleteField);
    await expect(field).toBeFocused();
    await field.fill("someone.else@example.org");
    await dialog.getByRole("button", { name: texts.verbs.delete, exact: true }).click();
    await expect(dialog.getByText(texts.mismatch)).toBeVisible();
    await field.fill(other.email);
    await confirmIn(page, texts.verbs.delete);
    await expect(page.getByText(texts.deletedToast)).toBeVisible();
    await expect(rowOf(page, other.email)).toHaveCount(0);
    expect(await signInStatus(origin, other)).toBe(401);

    // On a phone: one card per account instead of the table.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("table")).toBeHidden();
    await expect(page.getByRole("listitem").filter({ hasText: admin.email })).toContainText(texts.yourself);
    expect(pageErrors).toEqual([]);
  });

  test(`in ${language}: someone who is not an admin finds no way in`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const user = uniqueUser();
    await createConfirmedUser(page.request, origin, user, texts.locale);
    await signInThroughApi(page.request, origin, user);
    await page.goto(`${texts.prefix}/settings`);
    await expect(page.getByRole("link", { name: /^API/ })).toBeVisible();
    await expect(page.getByRole("link", { name: texts.menuItem })).toHaveCount(0);
    await page.goto(`${texts.prefix}/admin`);
    await expect(page.getByRole("alert").filter({ hasText: texts.notAdmin })).toBeVisible();
  });
}
