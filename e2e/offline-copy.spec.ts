import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { storedQueryKeys } from "./support/offline-copy.ts";
import { createNote, trashNote } from "./support/organiser-data.ts";

/*
 * The offline copy of the user's data (lib/sync, docs/decisions/017 "The client: live updates and the
 * offline copy"): the query cache persisted to IndexedDB per user, shown when the app opens without
 * network, and wiped from the browser when the user signs out or the session is found gone.
 */

test.use({ serviceWorkers: "allow" });

let origin: string;

test.beforeEach(async ({ page, baseURL }) => {
  origin = baseURL ?? "";
  const user = uniqueUser({ firstName: "Zuzana" });
  await createConfirmedUser(page.request, origin, user);
  await signInThroughApi(page.request, origin, user);
});

/** The app's databases in this browser (`poriadok-…`). */
function appDatabases(page: Page): Promise<string[]> {
  return page.evaluate(
    "indexedDB.databases().then((all) => all.map((db) => db.name).filter((name) => name.startsWith('poriadok-')))",
  );
}

/** Opens a screen online and waits until its data is in the stored offline copy. */
async function visitAndStore(page: Page, path: string, storedKey: string) {
  await page.goto(path);
  await expect
    .poll(() => storedQueryKeys(page), { timeout: 20_000 })
    .toContainEqual(expect.stringContaining(storedKey));
}

const figure = (page: Page, region: string, term: string) =>
  page
    .getByRole("region", { name: region })
    .locator("dl > div")
    .filter({ has: page.getByRole("term").filter({ hasText: term }) })
    .getByRole("definition")
    .first();

test("after one online visit the screens seen show the user's data offline", async ({ page, context }) => {
  // The service worker's install (every chunk precached) and five screens visited twice, once each way:
  // about 28 s on an idle 2-core machine, past the default 30 s when the machine is busy.
  test.setTimeout(90_000);
  await createNote(page.request, origin, { title: "Renew the passport", category: "tasks" });
  const listId = await createNote(page.request, origin, {
    title: "Weekend groceries",
    category: "shopping",
    items: [{ name: "Apples" }, { name: "Flour" }],
  });
  await trashNote(
    page.request,
    origin,
    await createNote(page.request, origin, { title: "Old draft", category: "notes" }),
  );
  const planned = await page.request.put("/api/planner/2026-03-10", {
    headers: { origin },
    data: { plannedHours: 6.5 },
  });
  expect(planned.ok()).toBe(true);

  // One online visit: the service worker takes the app's files, each screen's data goes to the copy.
  await page.goto("/home");
  await page.waitForFunction("navigator.serviceWorker.ready.then(() => true)", undefined, { timeout: 20_000 });
  await visitAndStore(page, "/home", '["notes","list","tasks"');
  await visitAndStore(page, `/shopping/${listId}`, JSON.stringify(["notes", "detail", listId]));
  await visitAndStore(page, "/trash", '["trash"]');
  await visitAndStore(page, "/statistics", '["stats"');
  // The planner week last: the earlier screens' queries must still be in the copy after it.
  await visitAndStore(page, "/planner?week=2026-03-09", '["planner","2026-03-09"]');
  expect(await storedQueryKeys(page)).toEqual(
    expect.arrayContaining([expect.stringContaining('["notes","list","tasks"'), '["trash"]']),
  );

  await context.setOffline(true);
  await page.goto("/home");
  await expect(page.getByRole("listitem").filter({ hasText: "Renew the passport" })).toBeVisible();
  await page.goto(`/shopping/${listId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Weekend groceries" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark “Flour” as bought" })).toBeVisible();
  await page.goto("/trash");
  await expect(page.getByRole("article", { name: "Old draft" })).toBeVisible();
  await page.goto("/statistics");
  await expect(figure(page, "Overview", "Shopping lists")).toHaveText("1");
  await page.goto("/planner?week=2026-03-09");
  await expect(page.getByRole("spinbutton", { name: /^Tuesday/ })).toHaveValue("6.5");
});

test("signing out removes the user's local data from the browser", async ({ page }) => {
  await visitAndStore(page, "/home", '["account","session"]');
  // A change made in the app opens the outbox's database too.
  await page.getByRole("button", { name: "New task" }).click();
  const dialog = page.getByRole("dialog", { name: "New task" });
  await dialog.getByLabel("Title").fill("Return the library books");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Return the library books" })).toBeVisible();
  await expect
    .poll(() => appDatabases(page))
    .toEqual(
      expect.arrayContaining([expect.stringMatching(/^poriadok-cache-/), expect.stringMatching(/^poriadok-outbox-/)]),
    );

  await page.goto("/settings?view=account");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("Signed out successfully")).toBeVisible();
  expect(await appDatabases(page)).toEqual([]);
  expect(
    await page.evaluate("Object.keys(localStorage).filter((key) => key.startsWith('poriadok-') || key === 'user')"),
  ).toEqual([]);
});

test("a session ended elsewhere removes the local data when the app next hears of it", async ({ page }) => {
  await visitAndStore(page, "/home", '["account","session"]');
  // Signed out from another tab's cookie jar view: the same browser's session, ended on the server.
  const signedOut = await page.request.post("/api/auth/sign-out", { headers: { origin }, data: {} });
  expect(signedOut.ok()).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await expect.poll(() => appDatabases(page)).toEqual([]);
  expect(await page.evaluate("localStorage.getItem('poriadok-cache-user')")).toBeNull();
});
