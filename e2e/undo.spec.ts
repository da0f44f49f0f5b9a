import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { createNote } from "./support/organiser-data.ts";

/*
 * Undo on the toasts of reversible actions: moving to the trash, ticking a task or an item, deleting
 * an item. Undo is a real button in the toast, reached by mouse and by keyboard (Alt+T, then Tab).
 */

test.beforeEach(async ({ page, baseURL }) => {
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
});

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** Reaches the toast's Undo button as a keyboard user does: Alt+T moves the focus into the toasts. */
async function pressUndoByKeyboard(page: Page, undo: Locator) {
  await expect(undo).toBeVisible();
  await page.keyboard.press("Alt+KeyT");
  for (let step = 0; step < 8; step += 1) {
    if (await undo.evaluate((element) => element.matches(":focus"))) break;
    await page.keyboard.press("Tab");
  }
  await expect(undo).toBeFocused();
  await page.keyboard.press("Enter");
}

type NoteBody = {
  id: string;
  completed: boolean;
  items: { name: string; completed: boolean; category: string | null }[];
};
const readNote = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/notes/${id}`)).json()) as NoteBody;
const trashedIds = async (page: Page) =>
  ((await (await page.request.get("/api/trash")).json()) as { notes: { id: string }[] }).notes.map((note) => note.id);

test("Undo on “Task moved to trash” brings the task back, by mouse and by keyboard", async ({
  page,
  baseURL,
  pageErrors,
}) => {
  const id = await createNote(page.request, baseURL ?? "", { title: "Pay the rent", category: "tasks" });
  await createNote(page.request, baseURL ?? "", { title: "Book the car service", category: "tasks" });
  await page.goto("/home");

  await page.getByRole("button", { name: "Delete 'Pay the rent'" }).click();
  const trashed = toast(page, "Task moved to trash");
  await expect(trashed).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Pay the rent" })).toHaveCount(0);
  expect(await trashedIds(page)).toEqual([id]);

  await trashed.getByRole("button", { name: "Undo" }).click();
  await expect(toast(page, "Task back from the trash")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Pay the rent" })).toBeVisible();
  await expect.poll(() => trashedIds(page)).toEqual([]);

  // Again, this time by keyboard only.
  await page.getByRole("button", { name: "Delete 'Pay the rent'" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listitem").filter({ hasText: "Pay the rent" })).toHaveCount(0);
  await expect.poll(() => trashedIds(page)).toEqual([id]);
  await pressUndoByKeyboard(page, toast(page, "Task moved to trash").getByRole("button", { name: "Undo" }));
  await expect(page.getByRole("listitem").filter({ hasText: "Pay the rent" })).toBeVisible();
  await expect.poll(() => trashedIds(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: "Pay the rent" })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("in Slovak the Undo button reads “Späť” and a ticked task can be unticked with it", async ({ page, baseURL }) => {
  const id = await createNote(page.request, baseURL ?? "", { title: "Zaplatiť nájom", category: "tasks" });
  await page.goto("/sk/home");
  await page.getByRole("checkbox", { name: "Označiť „Zaplatiť nájom“ ako hotové" }).click();
  const done = toast(page, "Úloha je splnená");
  await expect(done).toBeVisible();
  await expect.poll(async () => (await readNote(page, id)).completed).toBe(true);

  await pressUndoByKeyboard(page, done.getByRole("button", { name: "Späť" }));
  await expect(page.getByRole("checkbox", { name: "Označiť „Zaplatiť nájom“ ako hotové" })).not.toBeChecked();
  await expect.poll(async () => (await readNote(page, id)).completed).toBe(false);

  await page.getByRole("button", { name: "Vymazať „Zaplatiť nájom“" }).click();
  await toast(page, "Úloha presunutá do koša").getByRole("button", { name: "Späť" }).click();
  await expect(toast(page, "Úloha vrátená z koša")).toBeVisible();
  await expect.poll(() => trashedIds(page)).toEqual([]);
});

test("ticking an item off can be undone", async ({ page, baseURL }) => {
  const id = await createNote(page.request, baseURL ?? "", {
    title: "Groceries",
    category: "shopping",
    items: [{ name: "Milk" }, { name: "Bread" }],
  });
  await page.goto(`/shopping/${id}`);
  await page.getByRole("button", { name: "Mark “Milk” as bought" }).click();
  const bought = toast(page, "“Milk” bought");
  await expect(bought).toBeVisible();
  await expect(page.getByRole("region", { name: /^Bought/ }).getByRole("listitem")).toHaveText(["Milk"]);

  await bought.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("region", { name: /^To buy/ }).getByRole("listitem")).toHaveText(["Milk", "Bread"]);
  await expect(page.getByRole("region", { name: /^Bought/ })).toBeHidden();
  await expect.poll(async () => (await readNote(page, id)).items.map((item) => item.completed)).toEqual([false, false]);
});

test("a deleted item comes back in its place, with its category and its bought state", async ({
  page,
  baseURL,
  pageErrors,
}) => {
  const id = await createNote(page.request, baseURL ?? "", { title: "Market", category: "shopping" });
  const origin = { origin: baseURL ?? "" };
  for (const item of [
    { name: "Apples", category: "produce" },
    { name: "Pears", category: "produce" },
    { name: "Cheese", category: "dairy" },
  ]) {
    expect((await page.request.post(`/api/notes/${id}/items`, { headers: origin, data: item })).ok()).toBe(true);
  }
  await page.goto(`/shopping/${id}`);
  const produce = page.getByRole("region", { name: /^Fruit and vegetables/ });
  await expect(produce.getByRole("listitem")).toHaveText(["Apples", "Pears"]);

  // An open item, by mouse: it comes back in its place, not at the end of its group.
  await page.getByRole("button", { name: "Delete “Apples”" }).click();
  await expect(produce.getByRole("listitem")).toHaveText(["Pears"]);
  await toast(page, "Item deleted").getByRole("button", { name: "Undo" }).click();
  await expect(toast(page, "“Apples” is back on the list")).toBeVisible();
  await expect(produce.getByRole("listitem")).toHaveText(["Apples", "Pears"]);

  // A bought item, by keyboard.
  await page.getByRole("button", { name: "Mark “Cheese” as bought" }).click();
  const boughtSection = page.getByRole("region", { name: /^Bought/ });
  await expect(boughtSection.getByRole("listitem")).toHaveText(["Cheese"]);
  // Enter, not a click: the row sits low enough for the toasts (bottom right) to cover its Delete, and a
  // pointer waiting over them holds them open (sonner pauses on hover), so a click would wait for ever.
  await page.getByRole("button", { name: "Delete “Cheese”" }).press("Enter");
  await expect(boughtSection).toBeHidden();
  await pressUndoByKeyboard(page, toast(page, "Item deleted").getByRole("button", { name: "Undo" }));
  await expect(boughtSection.getByRole("listitem")).toHaveText(["Cheese"]);

  await expect
    .poll(async () =>
      (await readNote(page, id)).items.map(({ name, category, completed }) => [name, category, completed]),
    )
    .toEqual([
      ["Apples", "produce", false],
      ["Pears", "produce", false],
      ["Cheese", "dairy", true],
    ]);
  // Back as an open item, it is in its own group again.
  await page.reload();
  await page.getByRole("button", { name: "Mark “Cheese” as not bought" }).click();
  await expect(page.getByRole("region", { name: /^Dairy and eggs/ }).getByRole("listitem")).toHaveText(["Cheese"]);
  expect(pageErrors).toEqual([]);
});

test("a shopping list deleted from its own page comes back with Undo", async ({ page, baseURL }) => {
  const id = await createNote(page.request, baseURL ?? "", { title: "Hardware store", category: "shopping" });
  await page.goto(`/shopping/${id}`);
  await page.getByRole("button", { name: "Delete list" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete list" }).click();
  await expect(page).toHaveURL(/\/home\?tab=shopping$/);
  await toast(page, "Shopping list deleted").getByRole("button", { name: "Undo" }).click();
  await expect(toast(page, "“Hardware store” is back from the trash")).toBeVisible();
  await expect(page.getByRole("link", { name: /Hardware store/ })).toBeVisible();
  await expect.poll(() => trashedIds(page)).toEqual([]);
});
