import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { blockingViolations } from "./support/axe.ts";
import { waitForMail } from "./support/outbox.ts";

/*
 * Issue 24, must-fix 5, as a person meets it: a token is made read only (the default) or read and
 * write in Settings → API tokens, the list says which, and a script with the read-only one can read
 * but not write. Changing the password in Settings → Account offers "Also revoke API tokens and the
 * calendar link", on by default: left on, every token answers 401 and the calendar link 404
 * afterwards (English); turned off, they keep working (Slovak). The confirming mail says which.
 */

type Texts = {
  prefix: "" | "/sk";
  locale: "en" | "sk";
  tokensMenu: RegExp;
  name: string;
  readOnly: string;
  readWrite: string;
  create: string;
  dialog: RegExp;
  tokenField: string;
  done: string;
  list: string;
  passwordSection: string;
  current: string;
  newPassword: string;
  revokeBox: string;
  change: string;
  changed: string;
  mailSubject: RegExp;
  mailSays: string;
};

const english: Texts = {
  prefix: "",
  locale: "en",
  tokensMenu: /^API tokens/,
  name: "Name",
  readOnly: "Read only",
  readWrite: "Read and write",
  create: "Create token",
  dialog: /^Your new token “/,
  tokenField: "Your token",
  done: "Done",
  list: "Your tokens",
  passwordSection: "Change password",
  current: "Current password",
  newPassword: "New password",
  revokeBox: "Also revoke API tokens and the calendar link",
  change: "Change password",
  changed:
    "Password changed. Your other devices have been signed out, and your API tokens and calendar link no longer work.",
  mailSubject: /password was changed/,
  mailSays: "revoked your 2 API tokens and turned off your calendar link",
};

const slovak: Texts = {
  prefix: "/sk",
  locale: "sk",
  tokensMenu: /^API tokeny/,
  name: "Názov",
  readOnly: "Iba čítanie",
  readWrite: "Čítanie aj zápis",
  create: "Vytvoriť token",
  dialog: /^Váš nový token „/,
  tokenField: "Váš token",
  done: "Hotovo",
  list: "Vaše tokeny",
  passwordSection: "Zmena hesla",
  current: "Súčasné heslo",
  newPassword: "Nové heslo",
  revokeBox: "Zneplatniť aj API tokeny a odkaz na kalendár",
  change: "Zmeniť heslo",
  changed: "Heslo bolo zmenené. Na ostatných zariadeniach sme vás odhlásili.",
  mailSubject: /bolo zmenené/,
  mailSays: "Vaše API tokeny a odkaz na kalendár naďalej fungujú",
};

/** Makes a token in the screen with the scope chosen by its label, and reads it off the shown-once dialog. */
async function makeToken(page: Page, texts: Texts, name: string, scope: string): Promise<string> {
  await page.getByRole("textbox", { name: texts.name }).fill(name);
  const choice = page.getByRole("radio", { name: scope });
  await choice.click();
  await expect(choice).toBeChecked();
  await page.getByRole("button", { name: texts.create }).click();
  const dialog = page.getByRole("dialog", { name: texts.dialog });
  const token = await dialog.getByRole("textbox", { name: texts.tokenField }).inputValue();
  await dialog.getByRole("button", { name: texts.done }).click();
  await expect(dialog).toBeHidden();
  // Made: the form is back to read only for the next one.
  await expect(page.getByRole("radio", { name: texts.readOnly })).toBeChecked();
  return token;
}

/** What a script outside the browser gets with the token: only the bearer header, no cookie. */
async function asScript(origin: string, token: string, method = "GET", title = "From a script") {
  const response = await fetch(`${origin}/api/notes`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    ...(method === "GET" ? {} : { body: JSON.stringify({ title, category: "tasks" }) }),
  });
  return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
}

for (const [language, texts, keepsCredentials] of [
  ["English", english, false],
  ["Slovak", slovak, true],
] as const) {
  test(`in ${language}: tokens are made read only or read and write, and a password change ${keepsCredentials ? "can keep" : "revokes"} them and the calendar link`, async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    test.setTimeout(90_000);
    const origin = new URL(baseURL ?? "").origin;
    const user = uniqueUser({ firstName: "Zuzana" });
    await createConfirmedUser(page.request, origin, user, texts.locale);
    await signInThroughApi(page.request, origin, user);

    // Settings → API tokens: read only is the default; each choice says what it allows.
    await page.goto(`${texts.prefix}/settings`);
    await page.getByRole("link", { name: texts.tokensMenu }).click();
    await expect(page.getByRole("radio", { name: texts.readOnly })).toBeChecked();
    await expect(page.getByRole("radio", { name: texts.readWrite })).not.toBeChecked();
    const reader = await makeToken(page, texts, "Dashboard", texts.readOnly);
    const writer = await makeToken(page, texts, "Home Assistant", texts.readWrite);
    const list = page.getByRole("list", { name: texts.list });
    await expect(list.getByRole("listitem").filter({ hasText: "Dashboard" })).toContainText(texts.readOnly);
    await expect(list.getByRole("listitem").filter({ hasText: "Home Assistant" })).toContainText(texts.readWrite);
    expect(await blockingViolations(page)).toEqual([]);

    // The read-only token reads and may not write; the read-and-write one writes.
    expect((await asScript(origin, reader)).status).toBe(200);
    const refused = await asScript(origin, reader, "POST");
    expect([refused.status, refused.body.error?.code]).toEqual([403, "api_token_not_allowed"]);
    expect((await asScript(origin, writer, "POST")).status).toBe(201);
    const feed = await page.request.post("/api/calendar/feed", { headers: { origin } });
    const feedUrl = ((await feed.json()) as { httpsUrl: string }).httpsUrl;
    expect((await fetch(feedUrl)).status).toBe(200);

    // Settings → Account: the option is on by default.
    await page.goto(`${texts.prefix}/settings?view=account`);
    const section = page.getByRole("region", { name: texts.passwordSection });
    const box = section.getByRole("checkbox", { name: texts.revokeBox });
    await expect(box).toBeChecked();
    await section.getByLabel(texts.current, { exact: true }).fill(user.password);
    await section.getByLabel(texts.newPassword, { exact: true }).fill("a brand new password 42");
    if (keepsCredentials) await box.uncheck();
    expect(await blockingViolations(page)).toEqual([]);
    await section.getByRole("button", { name: texts.change }).click();
    await expect(page.locator("[data-sonner-toast][data-type='success']")).toContainText(texts.changed);
    await expect(box).toBeChecked();

    const expected = keepsCredentials ? [200, 200, 200] : [401, 401, 404];
    const after = [(await asScript(origin, reader)).status, (await asScript(origin, writer)).status];
    expect([...after, (await fetch(feedUrl)).status]).toEqual(expected);
    const mail = await waitForMail(user.email, { subject: texts.mailSubject });
    expect(mail.text).toContain(texts.mailSays);
    expect(pageErrors).toEqual([]);
  });
}
