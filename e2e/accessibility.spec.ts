import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, type E2EUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { blockingViolations } from "./support/axe.ts";
import { createNote, createTag, trashNote } from "./support/organiser-data.ts";

/*
 * The accessibility gate (issue 10): axe-core on every screen, in both languages and both themes,
 * finds no serious or critical violation. Screens are grouped per test (one page visits them in
 * turn) so the whole file stays around a minute on a two-core machine; every screen is checked even
 * after one fails, and the failure lists each screen's rule ids and targets.
 */

type Screen = {
  name: string;
  path: string;
  /** Brings the screen into the state to check (a dialog open, a form mode), after it has loaded. */
  prepare?: (page: Page) => Promise<void>;
};

const LANGUAGES = [
  {
    code: "en",
    prefix: "",
    newTask: "New task",
    newQuickNote: "New quick note",
    deleteOldPlans: "Delete “Old plans” permanently",
  },
  {
    code: "sk",
    prefix: "/sk",
    newTask: "Nová úloha",
    newQuickNote: "Nová rýchla poznámka",
    deleteOldPlans: "Natrvalo vymazať „Old plans“",
  },
] as const;
type Language = (typeof LANGUAGES)[number];
const THEMES = ["light", "dark"] as const;

function publicScreens(language: Language): Screen[] {
  return [
    { name: "landing", path: "/" },
    { name: "about", path: "/about" },
    { name: "contact", path: "/contact" },
    { name: "donate", path: "/donate" },
    { name: "terms", path: "/terms" },
    { name: "quick notes", path: "/quick-notes" },
    { name: "sign in", path: "/auth" },
    {
      // Field errors and the error toast: red text on both themes' backgrounds.
      name: "sign in, sent empty",
      path: "/auth",
      prepare: async (page) => {
        await page.locator("form button[type=submit]").click();
        await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
        await expect(page.locator("[data-sonner-toast]")).toBeVisible();
      },
    },
    { name: "sign up", path: "/auth?mode=signup" },
    { name: "forgot password", path: "/auth?mode=forgot" },
    { name: "not found", path: "/no-such-screen" },
    {
      name: "quick notes, success toast",
      path: "/quick-notes",
      prepare: async (page) => {
        await page.getByRole("button", { name: language.newQuickNote }).click();
        await page.getByRole("textbox", { name: language.newQuickNote }).fill("Call the bank");
        await page.keyboard.press("Control+Enter");
        await expect(page.locator("[data-sonner-toast][data-type=success]")).toBeVisible();
      },
    },
    {
      name: "quick notes, warning toast",
      path: "/quick-notes",
      prepare: async (page) => {
        // An unreadable stored list is set aside with a warning.
        await page.evaluate("localStorage.setItem('quickNotes', '[1')");
        await page.reload();
        await expect(page.locator("[data-sonner-toast][data-type=warning]")).toBeVisible();
      },
    },
  ];
}

/** Notes, tags, trash and planner hours of the signed-in user, made once per worker. */
type SeededData = { user: E2EUser; shoppingListId: string };
let seeded: SeededData;

async function seed(request: APIRequestContext, baseURL: string): Promise<SeededData> {
  const user = uniqueUser();
  await createConfirmedUser(request, baseURL, user);
  await signInThroughApi(request, baseURL, user);
  const tag = await createTag(request, baseURL, "Work", "#3b82f6");
  const today = new Date().toISOString().slice(0, 10);
  const post = (path: string, data?: unknown) => request.post(path, { headers: { origin: baseURL }, data });
  const taskResponse = await post("/api/notes", { title: "Pay rent", category: "tasks", date: today, tags: [tag.id] });
  expect(taskResponse.ok()).toBe(true);
  const doneTask = await createNote(request, baseURL, { title: "Call the plumber", category: "tasks" });
  expect((await post(`/api/notes/${doneTask}/toggle`)).ok()).toBe(true);
  const shoppingListId = await createNote(request, baseURL, {
    title: "Groceries",
    category: "shopping",
    items: [{ name: "Milk" }, { name: "Bread" }, { name: "Apples" }],
  });
  const list = (await (await request.get(`/api/notes/${shoppingListId}`)).json()) as { items: { id: string }[] };
  const firstItem = list.items[0];
  if (firstItem) expect((await post(`/api/notes/${shoppingListId}/items/${firstItem.id}/toggle`)).ok()).toBe(true);
  await createNote(request, baseURL, { title: "Ideas", category: "notes", content: "A garden by the window" });
  const trashed = await createNote(request, baseURL, { title: "Old plans", category: "notes", content: "Gone" });
  await trashNote(request, baseURL, trashed);
  const planned = await request.put(`/api/planner/${today}`, {
    headers: { origin: baseURL },
    data: { plannedHours: 6.5 },
  });
  expect(planned.ok()).toBe(true);
  return { user, shoppingListId };
}

function signedInScreens(language: Language): Screen[] {
  return [
    { name: "home, tasks", path: "/home?tab=tasks" },
    { name: "home, shopping", path: "/home?tab=shopping" },
    { name: "home, notes", path: "/home?tab=notes" },
    {
      name: "home, create-note dialog",
      path: "/home?tab=tasks",
      prepare: async (page) => {
        await page.getByRole("button", { name: language.newTask }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
      },
    },
    {
      name: "home, edit-note dialog",
      path: "/home?tab=notes",
      prepare: async (page) => {
        await page.getByRole("button", { name: "Ideas", exact: true }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
      },
    },
    { name: "settings", path: "/settings" },
    { name: "settings, account", path: "/settings?view=account" },
    { name: "settings, tags", path: "/settings?view=tags" },
    { name: "settings, language", path: "/settings?view=language" },
    { name: "settings, notifications", path: "/settings?view=notifications" },
    { name: "settings, API tokens", path: "/settings?view=tokens" },
    { name: "settings, donate", path: "/settings?view=donate" },
    { name: "settings, about", path: "/settings?view=about" },
    { name: "settings, delete", path: "/settings?view=delete" },
    { name: "settings, your data", path: "/settings?view=data" },
    { name: "statistics", path: "/statistics" },
    { name: "today", path: "/today" },
    { name: "planner", path: "/planner" },
    { name: "shopping list", path: `/shopping/${seeded.shoppingListId}` },
    { name: "trash", path: "/trash" },
    {
      name: "trash, delete-permanently dialog",
      path: "/trash",
      prepare: async (page) => {
        await page.getByRole("button", { name: language.deleteOldPlans }).click();
        await expect(page.getByRole("alertdialog")).toBeVisible();
      },
    },
  ];
}

/** Visits each screen and returns its blocking violations by screen name (screens without any left out). */
async function checkScreens(page: Page, prefix: string, screens: Screen[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  // axe takes a few seconds a screen on a loaded two-core machine.
  test.setTimeout(screens.length * 15_000);
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await page.goto(`${prefix}${screen.path}`);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await screen.prepare?.(page);
      const violations = await blockingViolations(page);
      if (violations.length > 0) found[screen.name] = violations;
    });
  }
  return found;
}

// One user per worker, seeded through the real API before its first test.
test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? "";
  const request = await playwright.request.newContext({ baseURL });
  seeded = await seed(request, baseURL);
  await request.dispose();
});

const QUICK_NOTES = JSON.stringify([{ id: "1763630000000", text: "Buy stamps", created: "2026-11-20T09:00:00.000Z" }]);

for (const language of LANGUAGES) {
  for (const theme of THEMES) {
    test.describe(`${language.code}, ${theme} theme`, () => {
      test.use({ storedItems: { theme, quickNotes: QUICK_NOTES } });

      test("public screens have no serious or critical axe violations", async ({ page }) => {
        await page.goto(`${language.prefix}/`);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        expect(await checkScreens(page, language.prefix, publicScreens(language))).toEqual({});
      });

      test("signed-in screens have no serious or critical axe violations", async ({ page, baseURL }) => {
        await signInThroughApi(page.request, baseURL ?? "", seeded.user);
        expect(await checkScreens(page, language.prefix, signedInScreens(language))).toEqual({});
      });
    });
  }
}

test("the gate itself reports a low-contrast text and a button without a name", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Added through the DOM API, not markup, so the page's CSP (no inline styles from markup) does not matter.
  await page.evaluate(`{
    const main = document.querySelector("main");
    const faint = document.createElement("p");
    faint.textContent = "Barely readable";
    faint.style.color = "#777";
    faint.style.backgroundColor = "#888";
    const unnamed = document.createElement("button");
    main.append(faint, unnamed);
  }`);
  const violations = await blockingViolations(page);
  expect(violations.some((violation) => violation.startsWith("color-contrast (serious)"))).toBe(true);
  expect(violations.some((violation) => violation.startsWith("button-name (critical)"))).toBe(true);
});
