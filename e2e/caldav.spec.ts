import type { Locator, Page } from "@playwright/test";
import { expect, scrollsHorizontally, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { blockingViolations } from "./support/axe.ts";
import { createTask } from "./support/page-api.ts";

/*
 * Tasks in another app through CalDAV (issue 30), as a person sets it up: an app password made in
 * Settings → API tokens, the dialog telling what the app asks for (server, user name, app password)
 * and each app's steps; then a task ticked in such an app — here a CalDAV PUT from outside the browser,
 * with only Basic credentials, as DAVx⁵ or Reminders sends it — leaves the open tasks of a /home that
 * is open, through the live sync, without a reload.
 */

type Texts = {
  locale: "en" | "sk";
  prefix: "" | "/sk";
  menuItem: RegExp;
  heading: string;
  name: string;
  scope: string;
  create: string;
  dialog: RegExp;
  server: string;
  url: string;
  user: string;
  password: string;
  copyPassword: string;
  apple: string;
  iphoneStep: RegExp;
  thunderbird: string;
  thunderbirdStep: string;
  listIntro: RegExp;
  done: string;
  caldavScope: string;
};

const english: Texts = {
  locale: "en",
  prefix: "",
  menuItem: /^API tokens/,
  heading: "API tokens",
  name: "Name",
  scope: "Tasks app (CalDAV)",
  create: "Create token",
  dialog: /^Your new app password “/,
  server: "Server address",
  url: "Full address, if the app asks for a URL",
  user: "User name (your e-mail)",
  password: "App password",
  copyPassword: "Copy the app password",
  apple: "Apple Reminders (iPhone, iPad, Mac)",
  iphoneStep: /Settings → Apps → Reminders → Reminders Accounts → Add Account → Other → Add CalDAV Account/,
  thunderbird: "Thunderbird",
  thunderbirdStep: "Open Tasks, then New Calendar → On the Network.",
  listIntro: /appear as the list “Tasks”/,
  done: "Done",
  caldavScope: "Tasks app (CalDAV)",
};

const slovak: Texts = {
  locale: "sk",
  prefix: "/sk",
  menuItem: /^API tokeny/,
  heading: "API tokeny",
  name: "Názov",
  scope: "Aplikácia úloh (CalDAV)",
  create: "Vytvoriť token",
  dialog: /^Vaše nové heslo pre aplikáciu „/,
  server: "Adresa servera",
  url: "Celá adresa, ak si aplikácia pýta URL",
  user: "Používateľské meno (váš e-mail)",
  password: "Heslo pre aplikáciu",
  copyPassword: "Kopírovať heslo pre aplikáciu",
  apple: "Pripomienky od Apple (iPhone, iPad, Mac)",
  iphoneStep: /Nastavenia → Aplikácie → Pripomienky → Účty pripomienok → Pridať účet → Iné → Pridať účet CalDAV/,
  thunderbird: "Thunderbird",
  thunderbirdStep: "Otvorte Úlohy, potom Nový kalendár → Na sieti.",
  listIntro: /zobrazia ako zoznam „Úlohy“/,
  done: "Hotovo",
  caldavScope: "Aplikácia úloh (CalDAV)",
};

/** Signs a new confirmed user in and opens Settings → API tokens; gives the e-mail. */
async function openTokens(page: Page, origin: string, texts: Texts): Promise<string> {
  const user = uniqueUser();
  await createConfirmedUser(page.request, origin, user, texts.locale);
  await signInThroughApi(page.request, origin, user);
  await page.goto(`${texts.prefix}/settings`);
  await page.getByRole("link", { name: texts.menuItem }).click();
  await expect(page.getByRole("heading", { level: 2, name: texts.heading })).toBeFocused();
  return user.email;
}

/** Makes an app password in the screen; gives the dialog it is shown in, once. */
async function makeAppPassword(page: Page, texts: Texts, name: string) {
  await page.getByRole("textbox", { name: texts.name }).fill(name);
  await page.getByRole("radio", { name: texts.scope }).click();
  await page.getByRole("button", { name: texts.create }).click();
  return page.getByRole("dialog", { name: texts.dialog });
}

const basic = (email: string, password: string) => `Basic ${Buffer.from(`${email}:${password}`).toString("base64")}`;

test.describe("the app password's dialog", () => {
  test("in English: the server, user name and app password to enter, and each app's steps", async ({
    page,
    baseURL,
    clipboard,
    pageErrors,
  }) => {
    test.setTimeout(60_000);
    const origin = new URL(baseURL ?? "").origin;
    const email = await openTokens(page, origin, english);
    const dialog = await makeAppPassword(page, english, "iPhone");
    await expectSetup(dialog, english, origin, email);

    await dialog.getByRole("button", { name: english.copyPassword }).click();
    expect(await clipboard.read()).toMatch(/^pdk_\S{20,}$/);
    expect(await blockingViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: english.done }).click();
    await expect(dialog).toBeHidden();
    const entry = page.getByRole("listitem").filter({ hasText: "iPhone" });
    await expect(entry).toBeFocused();
    await expect(entry.getByText(english.caldavScope)).toBeVisible();
    await expect(entry.getByText(`Server address: ${origin}`)).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test.describe("on a narrow phone", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("in Slovak: the same, readable without sideways scrolling", async ({ page, baseURL, pageErrors }) => {
      test.setTimeout(60_000);
      const origin = new URL(baseURL ?? "").origin;
      const email = await openTokens(page, origin, slovak);
      const dialog = await makeAppPassword(page, slovak, "Pripomienky");
      await expectSetup(dialog, slovak, origin, email);
      expect(await scrollsHorizontally(page)).toBe(false);
      expect(await blockingViolations(page)).toEqual([]);
      const path = test.info().outputPath("caldav-dialog-360.png");
      await page.screenshot({ path });
      await test.info().attach("caldav-dialog-360", { path, contentType: "image/png" });
      await dialog.getByRole("button", { name: slovak.done }).click();
      await expect(dialog).toBeHidden();
      expect(pageErrors).toEqual([]);
    });
  });
});

async function expectSetup(dialog: Locator, texts: Texts, origin: string, email: string) {
  await expect(dialog.getByRole("textbox", { name: texts.server })).toHaveValue(origin);
  await expect(dialog.getByRole("textbox", { name: texts.url })).toHaveValue(`${origin}/dav/`);
  await expect(dialog.getByRole("textbox", { name: texts.user })).toHaveValue(email);
  await expect(dialog.getByRole("textbox", { name: texts.password })).toHaveValue(/^pdk_\S{20,}$/);
  await expect(dialog.getByText(texts.listIntro)).toBeVisible();
  // Each app's steps are folded; the keyboard opens them.
  await dialog.getByText(texts.apple).focus();
  await dialog.page().keyboard.press("Enter");
  await expect(dialog.getByText(texts.iphoneStep)).toBeVisible();
  await dialog.getByText(texts.thunderbird, { exact: true }).click();
  await expect(dialog.getByText(texts.thunderbirdStep)).toBeVisible();
}

test("a task completed in a CalDAV app leaves the open tasks of an open /home without a reload", async ({
  page,
  baseURL,
  pageErrors,
}) => {
  test.setTimeout(60_000);
  const origin = new URL(baseURL ?? "").origin;
  const email = await openTokens(page, origin, english);
  const dialog = await makeAppPassword(page, english, "DAVx5");
  const appPassword = await dialog.getByRole("textbox", { name: english.password }).inputValue();
  await dialog.getByRole("button", { name: english.done }).click();

  const session = await page.request.get("/api/auth/get-session");
  const userId = ((await session.json()) as { user: { id: string } }).user.id;
  const title = "Renew the passport";
  const taskId = await createTask(page, title);

  const streamOpened = page.waitForResponse((response) => response.url().endsWith("/api/sync/stream"));
  await page.goto("/home");
  await streamOpened;
  await page.evaluate("window.__caldavMark = true");
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card.getByRole("checkbox", { name: `Mark '${title}' as done` })).not.toBeChecked();

  // As a CalDAV app does it: read the task, change its status, write it back if nobody changed it since.
  const resource = `${origin}/dav/calendars/${encodeURIComponent(userId)}/tasks/${taskId}.ics`;
  const authorization = basic(email, appPassword);
  const read = await fetch(resource, { headers: { Authorization: authorization } });
  expect(read.status).toBe(200);
  const etag = read.headers.get("etag") ?? "";
  expect(etag).not.toBe("");
  const ics = await read.text();
  expect(ics).toContain("STATUS:NEEDS-ACTION");
  const completedAt = `${new Date().toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
  const completed = ics
    .replace("STATUS:NEEDS-ACTION", "STATUS:COMPLETED")
    .replace("END:VTODO", `COMPLETED:${completedAt}\r\nEND:VTODO`);
  const written = await fetch(resource, {
    method: "PUT",
    headers: { Authorization: authorization, "If-Match": etag, "Content-Type": "text/calendar; charset=utf-8" },
    body: completed,
  });
  expect(written.status).toBe(204);

  // The open page follows through the live sync: the task is done, not open, and the page never reloaded.
  await expect(card.getByRole("checkbox", { name: `Mark '${title}' as not done` })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: `Mark '${title}' as done` })).toHaveCount(0);
  expect(await page.evaluate("window.__caldavMark === true")).toBe(true);
  expect(pageErrors).toEqual([]);
});
