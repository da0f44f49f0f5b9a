import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { createNote } from "./support/organiser-data.ts";

/*
 * Issue 25, point 2: an open dialog, sheet or menu is one step of the browser's history. Back closes
 * it — asking "Discard changes?" when it holds changes, as Esc does — and never leaves the screen;
 * closed by its own means, it gives the step back, so one Back then leaves as it would have. And
 * point 7: the New task dialog puts the focus in the title, so typing straight away lands there.
 */

const TEXTS = {
  en: {
    root: "/",
    newTask: "New task",
    title: "Title",
    discardQuestion: "Discard changes?",
    keepEditing: "Keep editing",
    discard: "Discard",
    addToCategory: /^Add to category:/,
    search: "Search (/ or Ctrl+K)",
    searchDialog: "Search",
    searchBox: "Search tasks, lists and notes",
    editTask: "Edit task",
  },
  sk: {
    root: "/sk/",
    newTask: "Nová úloha",
    title: "Názov",
    discardQuestion: "Zahodiť zmeny?",
    keepEditing: "Pokračovať v úpravách",
    discard: "Zahodiť",
    addToCategory: /^Pridávať do kategórie:/,
    search: "Hľadať (/ alebo Ctrl+K)",
    searchDialog: "Hľadať",
    searchBox: "Hľadať v úlohách, zoznamoch a poznámkach",
    editTask: "Upraviť úlohu",
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "laptop", viewport: { width: 1366, height: 768 } },
] as const;

test.beforeEach(async ({ page, baseURL }) => {
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
});

/** The planner, then /home: Back from home has somewhere to go. */
async function openHomeAfterPlanner(page: Page, texts: Texts): Promise<void> {
  await page.goto(`${texts.root}planner`);
  await expect(page).toHaveURL(new RegExp(`${texts.root}planner`));
  await page.goto(`${texts.root}home`);
  await expect(page.getByRole("button", { name: texts.newTask }).first()).toBeVisible();
}

/**
 * Opens "New task" and waits for the dialog itself: on a cold load its frame stands in first
 * (components/ui/dialog-frame.tsx), and the history step Back closes comes with the dialog's code.
 */
async function openNewTask(page: Page, texts: Texts) {
  await page.getByRole("button", { name: texts.newTask }).first().click();
  const dialog = page.getByRole("dialog", { name: texts.newTask });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveAttribute("aria-busy");
  return dialog;
}

const homePath = (texts: Texts) => new RegExp(`${texts.root}home(\\?tab=tasks)?$`);

for (const size of SIZES) {
  for (const [language, texts] of Object.entries(TEXTS)) {
    test.describe(`${language}, ${size.name}`, () => {
      test.use({ viewport: size.viewport });

      test("Back over a typed task asks to discard it and stays on Home; the title has the focus", async ({
        page,
        pageErrors,
      }) => {
        await openHomeAfterPlanner(page, texts);
        const dialog = await openNewTask(page, texts);
        const title = dialog.getByLabel(texts.title, { exact: true });
        await expect(title).toBeFocused();
        await page.keyboard.type("Water the plants");
        await expect(title).toHaveValue("Water the plants");

        await page.goBack();
        const confirm = page.getByRole("alertdialog", { name: texts.discardQuestion });
        await expect(confirm).toBeVisible();
        await expect(page).toHaveURL(homePath(texts));

        // Back again is "keep editing", as Esc is on the question: the text is still there.
        await page.goBack();
        await expect(confirm).toBeHidden();
        await expect(dialog).toBeVisible();
        await expect(title).toHaveValue("Water the plants");
        await expect(page).toHaveURL(homePath(texts));

        await page.goBack();
        await confirm.getByRole("button", { name: texts.discard, exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(homePath(texts));

        // The dialog's steps are given back: one Back leaves Home.
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${texts.root}planner`));
        expect(pageErrors).toEqual([]);
      });

      test("an empty dialog closes on Back; after Esc, Forward reopens nothing and one Back leaves", async ({
        page,
      }) => {
        await openHomeAfterPlanner(page, texts);
        const dialog = await openNewTask(page, texts);
        await page.goBack();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole("alertdialog")).toBeHidden();
        await expect(page).toHaveURL(homePath(texts));

        await openNewTask(page, texts);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await page.goForward();
        await expect(page).toHaveURL(homePath(texts));
        await expect(page.getByRole("dialog")).toBeHidden();
        await expect(page.getByRole("button", { name: texts.newTask }).first()).toBeVisible();

        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${texts.root}planner`));
      });

      test("a menu and the search dialog close on Back", async ({ page, baseURL }) => {
        const id = await createNote(page.request, baseURL ?? "", { title: "Groceries", category: "shopping" });
        await page.goto(`${texts.root}shopping/${id}`);
        await page.getByRole("button", { name: texts.addToCategory }).click();
        const menu = page.getByRole("menu");
        await expect(menu).toBeVisible();
        await page.goBack();
        await expect(menu).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`${texts.root}shopping/${id}$`));

        await page.getByRole("button", { name: texts.search }).click();
        const search = page.getByRole("dialog", { name: texts.searchDialog });
        await expect(search).toBeVisible();
        await expect(search).not.toHaveAttribute("aria-busy"); // the dialog, not its frame (openNewTask)
        await page.goBack();
        await expect(search).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`${texts.root}shopping/${id}$`));
      });

      test("a task opened from search closes on Back, and the next Back returns to where search was", async ({
        page,
        baseURL,
      }) => {
        const listId = await createNote(page.request, baseURL ?? "", { title: "Groceries", category: "shopping" });
        await createNote(page.request, baseURL ?? "", { title: "Call the plumber", category: "tasks" });
        await page.goto(`${texts.root}shopping/${listId}`);
        await page.getByRole("button", { name: texts.search }).click();
        await page.getByRole("combobox", { name: texts.searchBox }).fill("plumber");
        await page.getByRole("combobox", { name: texts.searchBox }).press("Enter");
        const editor = page.getByRole("dialog", { name: texts.editTask });
        await expect(editor).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${texts.root}home\\?tab=tasks$`));

        await page.goBack();
        await expect(editor).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`${texts.root}home\\?tab=tasks$`));
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${texts.root}shopping/${listId}$`));
        await expect(page.getByRole("dialog")).toBeHidden();
        // Forward goes to the task list again, not to a dialog that is gone.
        await page.goForward();
        await expect(page).toHaveURL(new RegExp(`${texts.root}home\\?tab=tasks$`));
        await expect(page.getByRole("dialog")).toBeHidden();
      });
    });
  }
}
