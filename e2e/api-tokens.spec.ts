import type { Page } from "@playwright/test";
import { expect, scrollsHorizontally, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { blockingViolations } from "./support/axe.ts";

/*
 * Settings → API tokens (issue 14), as a person uses it: create a token in the screen, read it off
 * the screen, add a task with it from outside the browser — as curl would, with no cookie and no
 * Origin — and see the task arrive in the open app through the live sync; the list then tells when
 * the token was last used; revoked in the screen, the same request is refused with 401.
 */

type Texts = {
  prefix: "" | "/sk";
  menuItem: RegExp;
  heading: string;
  reference: string;
  name: string;
  expiry: string;
  yearChoice: string;
  readWrite: string;
  create: string;
  dialog: RegExp;
  tokenField: string;
  copyToken: string;
  copied: string;
  warning: RegExp;
  done: string;
  list: string;
  empty: RegExp;
  neverUsed: string;
  lastUsed: RegExp;
  expires: RegExp;
  revoke: (name: string) => string;
  confirm: RegExp;
  confirmButton: string;
  revoked: string;
  task: string;
};

const english: Texts = {
  prefix: "",
  menuItem: /^API tokens/,
  heading: "API tokens",
  reference: "API reference (opens in a new tab)",
  name: "Name",
  expiry: "Expires",
  yearChoice: "In 1 year",
  readWrite: "Read and write",
  create: "Create token",
  dialog: /^Your new token “/,
  tokenField: "Your token",
  copyToken: "Copy the token",
  copied: "The token is on the clipboard.",
  warning: /This is the only time the token is shown/,
  done: "Done",
  list: "Your tokens",
  empty: /You have no tokens yet/,
  neverUsed: "Never used",
  lastUsed: /^Last used \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
  expires: /^Expires \d{1,2} \w{3} \d{4}$/,
  revoke: (name) => `Revoke ${name}`,
  confirm: /^Revoke “/,
  confirmButton: "Revoke",
  revoked: "was revoked",
  task: "Take out the bins",
};

const slovak: Texts = {
  prefix: "/sk",
  menuItem: /^API tokeny/,
  heading: "API tokeny",
  reference: "Dokumentácia API (otvorí sa na novej karte)",
  name: "Názov",
  expiry: "Platnosť",
  yearChoice: "1 rok",
  readWrite: "Čítanie aj zápis",
  create: "Vytvoriť token",
  dialog: /^Váš nový token „/,
  tokenField: "Váš token",
  copyToken: "Kopírovať token",
  copied: "Token je v schránke.",
  warning: /Token sa zobrazí iba teraz/,
  done: "Hotovo",
  list: "Vaše tokeny",
  empty: /Zatiaľ nemáte žiadny token/,
  neverUsed: "Ešte nepoužitý",
  lastUsed: /^Naposledy použitý \d{1,2}\. \d{1,2}\. \d{4},? \d{1,2}:\d{2}$/,
  expires: /^Platí do \d{1,2}\. \d{1,2}\. \d{4}$/,
  revoke: (name) => `Zneplatniť ${name}`,
  confirm: /^Zneplatniť „/,
  confirmButton: "Zneplatniť",
  revoked: "je zneplatnený",
  task: "Vyniesť smeti",
};

/** A task added the way the dialog's curl example adds it: outside the browser, only the bearer token. */
function addTaskWithToken(baseURL: string, token: string, title: string): Promise<Response> {
  return fetch(`${baseURL}/api/notes`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ title, category: "tasks" }),
  });
}

/** A screenshot kept in the test's output folder (test-results/) and attached to its report, for a person to look at. */
async function attachScreenshot(page: Page, name: string, fullPage = false) {
  const path = test.info().outputPath(`${name}.png`);
  // From the top: scrolled, a full-page shot draws the sticky header in the middle of the page.
  if (fullPage) await page.evaluate("window.scrollTo(0, 0)");
  await page.screenshot({ path, fullPage });
  await test.info().attach(name, { path, contentType: "image/png" });
}

async function openTokens(page: Page, texts: Texts) {
  await page.goto(`${texts.prefix}/settings`);
  await page.getByRole("link", { name: texts.menuItem }).click();
  await expect(page.getByRole("heading", { level: 2, name: texts.heading })).toBeFocused();
}

for (const [language, texts] of [
  ["English", english],
  ["Slovak", slovak],
] as const) {
  test(`in ${language}: a token made in Settings adds a task from outside the browser, shows its last use, and is refused once revoked`, async ({
    page,
    baseURL,
    clipboard,
    pageErrors,
  }) => {
    // Sign-up, the axe walks, a live update and two trips to Settings: more than 30 s on a busy machine.
    test.setTimeout(90_000);
    const origin = new URL(baseURL ?? "").origin;
    const user = uniqueUser({ firstName: "Zuzana" });
    await createConfirmedUser(page.request, origin, user, texts.prefix === "/sk" ? "sk" : "en");
    await signInThroughApi(page.request, origin, user);

    await openTokens(page, texts);
    await expect(page.getByText(texts.empty)).toBeVisible();
    const reference = page.getByRole("link", { name: texts.reference });
    await expect(reference).toHaveAttribute("href", "/api/docs");
    await expect(reference).toHaveAttribute("target", "_blank");
    expect(await blockingViolations(page)).toEqual([]);

    // Create: a name, a year's expiry, and read and write (it adds a task; read only is the default).
    const tokenName = "Shell script";
    await page.getByRole("textbox", { name: texts.name }).fill(tokenName);
    await page.getByRole("combobox", { name: texts.expiry }).selectOption({ label: texts.yearChoice });
    await page.getByRole("radio", { name: texts.readWrite }).click();
    await page.getByRole("button", { name: texts.create }).click();

    // Shown once: read it off the screen, copy it, and the curl example carries it and this server.
    const dialog = page.getByRole("dialog", { name: texts.dialog });
    await expect(dialog.getByText(texts.warning)).toBeVisible();
    const token = await dialog.getByRole("textbox", { name: texts.tokenField }).inputValue();
    expect(token).toMatch(/^pdk_\S{20,}$/);
    await expect(dialog.getByRole("textbox").nth(1)).toHaveValue(
      `curl -H "Authorization: Bearer ${token}" -H "Content-Type: application/json" -d '{"title":"${texts.task}","category":"tasks"}' ${origin}/api/notes`,
    );
    await dialog.getByRole("button", { name: texts.copyToken }).click();
    await expect(dialog.getByRole("status").filter({ hasText: texts.copied })).toBeVisible();
    expect(await clipboard.read()).toBe(token);
    expect(await blockingViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: texts.done }).click();
    await expect(dialog).toBeHidden();

    // Listed, with the focus on it: never used yet, expiring in a year.
    const entry = page.getByRole("list", { name: texts.list }).getByRole("listitem").filter({ hasText: tokenName });
    await expect(entry).toBeFocused();
    await expect(entry).toContainText(`${token.slice(0, 8)}…`);
    await expect(entry.getByText(texts.neverUsed)).toBeVisible();
    await expect(entry.getByText(texts.expires)).toBeVisible();

    // The task list open (its live stream too); the task added with the token arrives without a reload.
    const streamOpened = page.waitForResponse((response) => response.url().endsWith("/api/sync/stream"));
    await page.goto(`${texts.prefix}/home`);
    await streamOpened;
    await page.evaluate("window.__apiTokensMark = true");
    const added = await addTaskWithToken(origin, token, texts.task);
    expect(added.status).toBe(201);
    await expect(page.getByRole("listitem").filter({ hasText: texts.task })).toBeVisible();
    expect(await page.evaluate("window.__apiTokensMark === true")).toBe(true);

    // Back in Settings the token shows when it was last used; revoked there, it stops working at once.
    await openTokens(page, texts);
    await expect(entry.getByText(texts.lastUsed)).toBeVisible();
    await page.getByRole("button", { name: texts.revoke(tokenName) }).click();
    const confirm = page.getByRole("alertdialog", { name: texts.confirm });
    await confirm.getByRole("button", { name: texts.confirmButton }).click();
    await expect(page.getByText(texts.revoked)).toBeVisible();
    await expect(page.getByText(texts.empty)).toBeVisible();
    await expect(page.getByRole("textbox", { name: texts.name })).toBeFocused();

    const refused = await addTaskWithToken(origin, token, texts.task);
    expect(refused.status).toBe(401);
    expect(pageErrors).toEqual([]);
  });
}

test.describe("on a narrow phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, storedItems: { theme: "light" } });

  test("the screen and the shown-once dialog fit without sideways scrolling, in Slovak", async ({ page, baseURL }) => {
    // A sign-up and two axe walks: 29 s of the default 30 on a busy two-core machine.
    test.setTimeout(60_000);
    const origin = new URL(baseURL ?? "").origin;
    const user = uniqueUser();
    await createConfirmedUser(page.request, origin, user, "sk");
    await signInThroughApi(page.request, origin, user);
    await openTokens(page, slovak);
    await page.getByRole("textbox", { name: slovak.name }).fill("Skratky na iPhone");
    await page.getByRole("button", { name: slovak.create }).click();
    const dialog = page.getByRole("dialog", { name: slovak.dialog });
    await expect(dialog.getByRole("button", { name: slovak.copyToken })).toBeInViewport();
    expect(await scrollsHorizontally(page)).toBe(false);
    await attachScreenshot(page, "dialog-360");
    await dialog.getByRole("button", { name: slovak.done }).click();
    await expect(page.getByRole("list", { name: slovak.list }).getByRole("listitem")).toHaveCount(1);
    expect(await scrollsHorizontally(page)).toBe(false);
    expect(await blockingViolations(page)).toEqual([]);
    await attachScreenshot(page, "screen-360", true);
  });
});
