import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, type E2EUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { visitOnceOnline } from "./support/offline-copy.ts";
import { createNote } from "./support/organiser-data.ts";

/*
 * Changes made offline (docs/decisions/017, "The outbox"): each is stored in IndexedDB before it
 * shows, survives closing the page, is counted in the header and reaches the server once, in order,
 * when the network is back. A change the server refuses is reported once and dropped.
 */

type NoteRow = { id: number; title: string; completed: boolean; category: string };
type NotePage = { notes: NoteRow[]; nextCursor: string | null };

let user: E2EUser;

test.beforeEach(async ({ page, baseURL }) => {
  user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
});

const syncStatus = (page: Page) => page.getByRole("banner").getByRole("status");
const card = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });

async function activeTasks(page: Page): Promise<NoteRow[]> {
  const body = (await (await page.request.get("/api/notes?category=tasks&limit=200")).json()) as NotePage;
  return body.notes;
}
async function trashedTitles(page: Page): Promise<string[]> {
  const body = (await (await page.request.get("/api/trash")).json()) as NotePage;
  return body.notes.map((note) => note.title);
}

/** Every write fails as with no network while reads pass: changes wait, the app stays online. */
async function blockWrites(context: BrowserContext) {
  await context.route(
    (url) => url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/auth"),
    (route) => (route.request().method() === "GET" ? route.fallback() : route.abort("internetdisconnected")),
  );
}

/**
 * The outbox's code is fetched on the first touch of the page (tests block the service worker, which
 * would otherwise keep it for offline use): `touch` is that first interaction.
 */
async function touchAndLoadOutbox(page: Page, touch: () => Promise<void>) {
  const loaded = page.waitForResponse((response) => /\/assets\/outbox-[\w-]+\.js$/.test(response.url()));
  await touch();
  await loaded;
}

async function addTask(page: Page, title: string) {
  await page.getByRole("button", { name: "New task" }).click();
  const dialog = page.getByRole("dialog", { name: "New task" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, title)).toBeVisible();
}

test.describe("with the service worker and the offline copy", () => {
  test.use({ serviceWorkers: "allow" });

  test("changes made offline are kept across closing the page and reach the server once, in order", async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    // A long flow (an online visit, seven changes, a reopened page, a second device).
    test.setTimeout(90_000);
    const origin = baseURL ?? "";
    for (const title of ["Old errand", "Call the bank", "Water the plants", "Pay the rent"]) {
      await createNote(page.request, origin, { title, category: "tasks" });
    }
    await visitOnceOnline(page, "/home", '"notes","list"');

    await context.setOffline(true);
    await page.reload();
    await expect(card(page, "Pay the rent")).toBeVisible();
    await expect(syncStatus(page)).toHaveText("Offline");
    for (const title of ["Offline one", "Offline two", "Offline three"]) await addTask(page, title);
    await page.getByRole("checkbox", { name: "Mark 'Pay the rent' as done" }).click();
    await page.getByRole("checkbox", { name: "Mark 'Water the plants' as done" }).click();
    await card(page, "Call the bank").getByRole("button", { name: "Call the bank", exact: true }).click();
    const edit = page.getByRole("dialog", { name: "Edit task" });
    await edit.getByLabel("Title").fill("Call the bank at nine");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(card(page, "Call the bank at nine")).toBeVisible();
    await page.getByRole("button", { name: "Delete 'Old errand'" }).click();
    await expect(card(page, "Old errand")).toHaveCount(0);
    await expect(syncStatus(page)).toHaveText("Offline · 7 changes waiting");

    // The page is closed and opened again, still offline.
    await page.close();
    const reopened = await context.newPage();
    await reopened.goto("/home");
    await expect(syncStatus(reopened)).toHaveText("Offline · 7 changes waiting");
    for (const title of ["Offline one", "Offline two", "Offline three", "Call the bank at nine"]) {
      await expect(card(reopened, title)).toBeVisible();
    }
    await expect(reopened.getByRole("checkbox", { name: "Mark 'Pay the rent' as not done" })).toBeChecked();
    await expect(reopened.getByRole("checkbox", { name: "Mark 'Water the plants' as not done" })).toBeChecked();
    await expect(card(reopened, "Old errand")).toHaveCount(0);
    expect((await activeTasks(reopened)).map((note) => note.title)).not.toContain("Offline one");

    // Back online: everything is sent, once each.
    await context.setOffline(false);
    await expect(syncStatus(reopened)).toHaveText("All synced");
    const tasks = await activeTasks(reopened);
    expect(tasks.map((note) => note.title).sort()).toEqual(
      [
        "Call the bank at nine",
        "Offline one",
        "Offline three",
        "Offline two",
        "Pay the rent",
        "Water the plants",
      ].sort(),
    );
    expect(
      tasks
        .filter((note) => note.completed)
        .map((note) => note.title)
        .sort(),
    ).toEqual(["Pay the rent", "Water the plants"]);
    expect(await trashedTitles(reopened)).toEqual(["Old errand"]);
    await expect(syncStatus(reopened)).toHaveText("");

    // Another device of the same user sees them. (A context made here has none of the project's
    // options: without this one it would install the worker and precache the app while it is checked.)
    const other = await browser.newContext({ baseURL: origin, serviceWorkers: "block" });
    await signInThroughApi(other.request, origin, user);
    const otherPage = await other.newPage();
    await otherPage.goto("/home");
    await expect(card(otherPage, "Offline two")).toBeVisible();
    await expect(card(otherPage, "Call the bank at nine")).toBeVisible();
    await expect(otherPage.getByRole("checkbox", { name: "Mark 'Pay the rent' as not done" })).toBeChecked();
    await other.close();
  });
});

test("a change the server refuses is reported once, dropped and never sent again", async ({
  page,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const id = await createNote(page.request, origin, {
    title: "Groceries",
    category: "shopping",
    items: [{ name: "Milk" }, { name: "Bread" }],
  });
  await page.goto(`/shopping/${id}`);
  // One tick online first: it is sent at once, and the header stays quiet about it.
  await touchAndLoadOutbox(page, () => page.getByRole("button", { name: "Mark “Bread” as bought" }).click());
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/notes/${id}`)).json()) as { items: { completed: boolean }[] }).items[1]
          ?.completed,
    )
    .toBe(true);
  await expect(syncStatus(page)).toHaveText("");
  // The ticks that reached the server (an attempt while offline never does).
  const ticks: number[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.method() === "PATCH" && request.url().includes(`/api/notes/${id}/items/`))
      ticks.push(response.status());
  });

  await context.setOffline(true);
  // Meanwhile another device deletes the list for good.
  const headers = { origin };
  expect((await page.request.delete(`/api/notes/${id}`, { headers })).ok()).toBe(true);
  expect((await page.request.delete(`/api/trash/${id}`, { headers })).ok()).toBe(true);

  await page.getByRole("button", { name: "Mark “Milk” as bought" }).click();
  await expect(syncStatus(page)).toHaveText("Offline · 1 change waiting");

  await context.setOffline(false);
  // (The list's screen also says that the list is gone, in a toast of its own.)
  const refused = page.locator("[data-sonner-toast][data-type='error']").filter({ hasText: "Couldn’t save" });
  await expect(refused).toHaveText("Couldn’t save “Milk”: the list no longer exists.");
  await expect(syncStatus(page)).not.toContainText("waiting");
  // Nothing is retried: one request, one toast, however long one waits.
  await page.waitForTimeout(4000);
  expect(ticks).toEqual([404]);
  await expect(refused).toHaveCount(1);
});

test("a refused change another tab sent is reported once: in the tab where it was made", async ({
  page,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const listId = await createNote(page.request, origin, {
    title: "Groceries",
    category: "shopping",
    items: [{ name: "Milk" }, { name: "Bread" }],
  });
  const taskId = await createNote(page.request, origin, { title: "Call mum", category: "tasks" });
  // No live updates: the deletion below must not reach A's screen before A ticks (as on a device
  // that has not heard of it yet).
  await context.route(
    (url) => url.pathname.startsWith("/api/sync"),
    (route) => route.abort("internetdisconnected"),
  );
  // Tab B, on the tasks: its change to the task is slow to reach the server, so B is the tab sending
  // (it holds the outbox's lock) when tab A makes its change, and B sends A's change too.
  const tabB = await context.newPage();
  await tabB.route(
    (url) => url.pathname.startsWith(`/api/notes/${taskId}`),
    async (route) => {
      if (route.request().method() !== "GET") await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.fallback();
    },
  );
  await tabB.goto("/home");
  await expect(card(tabB, "Call mum")).toBeVisible();
  await touchAndLoadOutbox(tabB, () => tabB.keyboard.press("Tab"));
  await page.goto(`/shopping/${listId}`);
  await touchAndLoadOutbox(page, () => page.getByRole("button", { name: "Mark “Bread” as bought" }).click());
  await expect(syncStatus(page)).toHaveText("");

  // Another device deletes the list for good; A's screen, reading nothing new, still shows it.
  await page.route(
    (url) => url.pathname.startsWith("/api/"),
    (route) => (route.request().method() === "GET" ? route.abort("internetdisconnected") : route.fallback()),
  );
  const headers = { origin };
  expect((await page.request.delete(`/api/notes/${listId}`, { headers })).ok()).toBe(true);
  expect((await page.request.delete(`/api/trash/${listId}`, { headers })).ok()).toBe(true);

  await tabB.getByRole("checkbox", { name: "Mark 'Call mum' as done" }).click();
  await page.getByRole("button", { name: "Mark “Milk” as bought" }).click();

  // A's screen waited on the tick: A says it failed. B, which sent it, says nothing.
  const errorToasts = (tab: Page) => tab.locator("[data-sonner-toast][data-type='error']");
  await expect(errorToasts(page).first()).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await activeTasks(page)).find((task) => task.title === "Call mum")?.completed)
    .toBe(true);
  await tabB.waitForTimeout(2000);
  await expect(errorToasts(tabB)).toHaveCount(0);
});

test("signing out with changes waiting asks first, and staying keeps them", async ({ page, context, baseURL }) => {
  await createNote(page.request, baseURL ?? "", { title: "Pay the rent", category: "tasks" });
  await blockWrites(context);
  await page.goto("/home");
  await page.getByRole("checkbox", { name: "Mark 'Pay the rent' as done" }).click();
  await expect(syncStatus(page)).toHaveText("1 change waiting");

  await page.getByRole("link", { name: "Settings" }).click();
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect
    .poll(() => asked)
    .toEqual(["1 change is not synced yet and will be lost on this device. Sign out anyway?"]);
  await expect(page).toHaveURL(/\/settings/);
  await expect(syncStatus(page)).toHaveText("1 change waiting");
});

test.describe("in Slovak", () => {
  test.use({ storedItems: { language: "sk" } });

  test("the header counts the waiting changes with Slovak plurals", async ({ page, context, baseURL }) => {
    const origin = baseURL ?? "";
    const titles = ["Prvá", "Druhá", "Tretia", "Štvrtá", "Piata"];
    for (const title of titles) await createNote(page.request, origin, { title, category: "tasks" });
    await page.goto("/sk/home");
    await expect(card(page, "Piata")).toBeVisible();
    await touchAndLoadOutbox(page, () => page.keyboard.press("Tab"));
    await context.setOffline(true);
    await expect(syncStatus(page)).toHaveText("Bez pripojenia");
    const expected = ["1 zmena čaká", "2 zmeny čakajú", "3 zmeny čakajú", "4 zmeny čakajú", "5 zmien čaká"];
    for (const [index, title] of titles.entries()) {
      await page.getByRole("checkbox", { name: `Označiť „${title}“ ako hotové` }).click();
      await expect(syncStatus(page)).toHaveText(`Bez pripojenia · ${expected[index]}`);
    }
    await context.setOffline(false);
    await expect(syncStatus(page)).toHaveText("Všetko je uložené");
    await expect
      .poll(async () => (await activeTasks(page)).filter((note) => note.completed).length)
      .toBe(titles.length);
  });
});
