import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, type E2EUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { blockingViolations } from "./support/axe.ts";
import { linkIn, waitForMail } from "./support/outbox.ts";
import { post } from "./support/page-api.ts";

/*
 * Shared shopping lists (issue 13) between two people, each in a browser context of their own: the
 * owner (English) invites by e-mail from the list's sharing dialog, the invitee (Slovak) follows the
 * mailed link signed out, signs in, comes back and accepts; then each ticks an item and sees the
 * other's tick without a reload, through the live sync. Removed (or leaving), the list goes from the
 * member's screen.
 */

type Person = { user: E2EUser; context: BrowserContext; page: Page };

async function signedInPerson(browser: Browser, baseURL: string, user: E2EUser): Promise<Person> {
  const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
  await signInThroughApi(context.request, baseURL, user);
  return { user, context, page: await context.newPage() };
}

/** Opens a screen and waits for its live stream; the document is marked so a reload would show. */
async function openWithStream(page: Page, path: string) {
  const opened = page.waitForResponse((response) => response.url().endsWith("/api/sync/stream"));
  await page.goto(path);
  await opened;
  await page.evaluate("window.__sharedListMark = true");
}
async function expectNotReloaded(page: Page) {
  expect(await page.evaluate("window.__sharedListMark === true")).toBe(true);
}

/** The owner's list page → Share → invite `email`; returns the invitation link from the mail. */
async function invite(owner: Page, email: string): Promise<string> {
  await owner.getByRole("button", { name: "Share" }).click();
  const dialog = owner.getByRole("dialog", { name: /^Share “/ });
  await dialog.getByLabel("Invite by e-mail").fill(email);
  await dialog.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(dialog.getByRole("region", { name: "Waiting for an answer" }).getByText(email)).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  return linkIn(await waitForMail(email, { subject: /./ }), "/invitations/");
}

const owner = () => uniqueUser({ firstName: "Jana", lastName: "Nováková" });
const invitee = () => uniqueUser({ firstName: "Peter", lastName: "Horváth" });

// Three accounts, two or three browsers, mails and live updates: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

let people: Person[] = [];
test.afterEach(async () => {
  for (const person of people) await person.context.close();
  people = [];
});

test("owner and member share a list live: invite, sign in from the mail's link, accept, tick both ways, remove", async ({
  browser,
  baseURL,
  page,
}) => {
  const base = baseURL ?? "";
  const [jana, peter] = [owner(), invitee()];
  await createConfirmedUser(page.request, base, jana, "en");
  await createConfirmedUser(page.request, base, peter, "sk");
  const a = await signedInPerson(browser, base, jana);
  const b = {
    user: peter,
    context: await browser.newContext({ baseURL: base, serviceWorkers: "block" }),
    page: undefined as unknown as Page,
  };
  b.page = await b.context.newPage();
  people = [a, b];

  const { id } = await post<{ id: string }>(a.page, "/api/notes", {
    title: "Weekend",
    category: "shopping",
    items: [{ name: "Milk" }, { name: "Bread" }, { name: "Eggs" }],
  });
  await openWithStream(a.page, `/shopping/${id}`);
  const link = await invite(a.page, peter.email);

  // Peter follows the link signed out, in Slovak: the page explains, sign-in brings him back.
  const token = new URL(link).pathname.split("/").at(-1) ?? "";
  await b.page.goto(`/sk/invitations/${token}`);
  await expect(b.page.getByRole("heading", { level: 1, name: "Pozvánka do nákupného zoznamu" })).toBeVisible();
  await expect(b.page).toHaveTitle("Pozvánka do nákupného zoznamu · Poriadok");
  await b.page.getByRole("main").getByRole("link", { name: "Prihlásiť sa" }).click();
  await b.page.getByLabel("E-mail").fill(peter.email);
  await b.page.getByLabel("Heslo", { exact: true }).fill(peter.password);
  await b.page.getByRole("main").getByRole("button", { name: "Prihlásiť sa", exact: true }).click();
  await expect(b.page).toHaveURL(new RegExp(`/sk/invitations/${token}$`));
  await expect(
    b.page.getByRole("heading", { level: 1, name: "Jana Nováková vás pozýva do zoznamu „Weekend“." }),
  ).toBeVisible();
  await b.page.getByRole("button", { name: "Prijať" }).click();
  await expect(b.page).toHaveURL(new RegExp(`/sk/shopping/${id}$`));
  await expect(b.page.getByRole("heading", { level: 1, name: "Weekend" })).toBeVisible();
  // A member may not delete the list: the button is not there.
  await expect(b.page.getByRole("button", { name: "Vymazať zoznam" })).toHaveCount(0);

  // Both home screens' shopping tabs show the list with the shared mark and the other person.
  await b.page.goto("/sk/home?tab=shopping");
  const peterCard = b.page.getByRole("listitem").filter({ hasText: "Weekend" });
  await expect(peterCard.getByText("Zdieľaný zoznam; ďalší ľudia v ňom: Jana Nováková")).toBeAttached();
  await expect(peterCard.getByText("JN")).toBeVisible();
  await expect(peterCard.getByRole("button", { name: /^Vymazať/ })).toHaveCount(0);
  await a.page.goto("/home?tab=shopping");
  const janaCard = a.page.getByRole("listitem").filter({ hasText: "Weekend" });
  await expect(janaCard.getByText("Shared with Peter Horváth")).toBeAttached();
  await expect(janaCard.getByText("Shared", { exact: true })).toBeVisible();

  // Ticks go both ways without a reload.
  await openWithStream(a.page, `/shopping/${id}`);
  await openWithStream(b.page, `/sk/shopping/${id}`);
  await a.page.getByRole("button", { name: "Mark “Milk” as bought" }).click();
  // Each row also says who added it (issue 25): Jana made the list with its items.
  await expect(b.page.getByRole("region", { name: /^Kúpené/ }).getByRole("listitem")).toHaveText([
    "Milk" + "Pridal(a): Jana Nováková",
  ]);
  await b.page.getByRole("button", { name: "Označiť „Bread“ ako kúpené" }).click();
  await expect(a.page.getByRole("region", { name: /^Bought/ }).getByRole("listitem")).toHaveText([
    "Milk" + "Added by you",
    "Bread" + "Added by you",
  ]);
  await b.page.getByLabel("Nová položka").fill("Butter");
  await b.page.getByLabel("Nová položka").press("Enter");
  await expect(a.page.getByRole("region", { name: /^To buy/ }).getByText("Butter")).toBeVisible();
  await expectNotReloaded(a.page);
  await expectNotReloaded(b.page);

  // Jana removes Peter: his open list leaves his screen.
  await a.page.getByRole("button", { name: "Share" }).click();
  await a.page.getByRole("button", { name: "Remove Peter Horváth" }).click();
  await a.page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(a.page.getByRole("region", { name: "People on this list" }).getByRole("listitem")).toHaveCount(1);
  await expect(b.page).toHaveURL(/\/sk\/home$/);
  await b.page.getByRole("tab", { name: /Nákupy/ }).click();
  await expect(b.page.getByRole("listitem").filter({ hasText: "Weekend" })).toHaveCount(0);
});

test("a member leaves (English); an unknown link and another address's invitation are refused plainly", async ({
  browser,
  baseURL,
  page,
}) => {
  const base = baseURL ?? "";
  const [jana, peter, eva] = [owner(), invitee(), uniqueUser({ firstName: "Eva", lastName: "Malá" })];
  for (const user of [jana, peter, eva]) await createConfirmedUser(page.request, base, user, "en");
  const a = await signedInPerson(browser, base, jana);
  const b = await signedInPerson(browser, base, peter);
  const c = await signedInPerson(browser, base, eva);
  people = [a, b, c];

  const { id } = await post<{ id: string }>(a.page, "/api/notes", { title: "Party", category: "shopping" });
  await a.page.goto(`/shopping/${id}`);
  const link = await invite(a.page, peter.email);
  const path = new URL(link).pathname;
  // The owner's dialog with a waiting invitation passes the accessibility gate.
  await a.page.getByRole("button", { name: "Share" }).click();
  await expect(a.page.getByRole("region", { name: "Waiting for an answer" })).toBeVisible();
  expect(await blockingViolations(a.page)).toEqual([]);

  // Eva opens Peter's invitation: it names that it was sent to another address.
  await c.page.goto(path);
  await expect(c.page.getByRole("heading", { level: 1, name: "This invitation is for someone else" })).toBeVisible();
  await expect(c.page.getByText(/sent to another e-mail address/)).toBeVisible();
  await expect(c.page.getByRole("link", { name: "Go to your home screen" })).toBeVisible();
  expect(await blockingViolations(c.page)).toEqual([]);
  await c.page.goto(`/invitations/${"x".repeat(43)}`);
  await expect(c.page.getByRole("heading", { level: 1, name: "This invitation does not exist" })).toBeVisible();

  await b.page.goto(path);
  await expect(
    b.page.getByRole("heading", { level: 1, name: "Jana Nováková invites you to the list “Party”." }),
  ).toBeVisible();
  await expect(b.page).toHaveTitle("Invitation to a shopping list · Poriadok");
  expect(await blockingViolations(b.page)).toEqual([]);
  await b.page.getByRole("button", { name: "Accept" }).click();
  await expect(b.page).toHaveURL(new RegExp(`/shopping/${id}$`));
  await b.page.getByRole("button", { name: "People" }).click();
  const dialog = b.page.getByRole("dialog", { name: "People on “Party”" });
  await expect(dialog.getByText("Peter Horváth (you)")).toBeVisible();
  await expect(dialog.getByLabel("Invite by e-mail")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Leave list" }).click();
  await b.page.getByRole("alertdialog", { name: "Leave “Party”?" }).getByRole("button", { name: "Leave list" }).click();
  await expect(b.page).toHaveURL(/\/home\?tab=shopping$/);
  await expect(b.page.locator("[data-sonner-toast]").filter({ hasText: "You left “Party”" })).toBeVisible();
  await expect(b.page.getByRole("tab", { name: /^Shopping/, selected: true })).toBeVisible({ timeout: 15_000 });
  await expect(b.page.getByText("does not exist")).toHaveCount(0);
  await expect(b.page.getByRole("listitem").filter({ hasText: "Party" })).toHaveCount(0);
  expect((await b.page.request.get(`/api/notes/${id}`)).status()).toBe(404);
});
