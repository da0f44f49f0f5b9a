import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { createNote, trashNote } from "./support/organiser-data.ts";

test.beforeEach(async ({ page, baseURL }) => {
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
});

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function trashed(page: Page, baseURL: string, notes: Parameters<typeof createNote>[2][]) {
  const ids: string[] = [];
  for (const note of notes) {
    const id = await createNote(page.request, baseURL, note);
    await trashNote(page.request, baseURL, id);
    ids.push(id);
  }
  return ids;
}

test("restore, delete permanently and Clear all, each confirmed where it cannot be undone", async ({
  page,
  baseURL,
  pageErrors,
}) => {
  const [taskId] = await trashed(page, baseURL ?? "", [
    { title: "Pay rent", category: "tasks" },
    { title: "Ideas", category: "notes", content: "A garden by the window" },
    { title: "Weekend shop", category: "shopping", items: [{ name: "Apples" }] },
  ]);
  await page.goto("/trash");
  await expect(page.getByRole("heading", { level: 1, name: "Trash" })).toBeVisible();
  await expect(page.getByText("3 items", { exact: true })).toBeVisible();

  const entries = page.getByRole("list", { name: "Deleted tasks, lists and notes" }).getByRole("article");
  await expect(entries).toHaveCount(3);
  const ideas = page.getByRole("article", { name: "Ideas" });
  await expect(ideas).toContainText("A garden by the window");
  await expect(ideas).toContainText("Note");
  await expect(ideas.locator("time")).toHaveText(/^Deleted \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  await expect(page.getByRole("article", { name: "Pay rent" })).toContainText("Task");
  await expect(page.getByRole("article", { name: "Weekend shop" })).toContainText("Shopping list");

  await page.getByRole("button", { name: "Restore “Pay rent”" }).click();
  await expect(toast(page, "Task restored")).toBeVisible();
  await expect(page.getByText("2 items", { exact: true })).toBeVisible();
  const active = (await (await page.request.get("/api/notes")).json()) as { notes: { id: string }[] };
  expect(active.notes.map((note) => note.id)).toContain(taskId);

  await page.getByRole("button", { name: "Delete “Ideas” permanently" }).click();
  const deleteDialog = page.getByRole("alertdialog", { name: "Delete “Ideas” permanently?" });
  await expect(deleteDialog).toContainText("This cannot be undone.");
  await deleteDialog.getByRole("button", { name: "Delete permanently" }).click();
  await expect(toast(page, "Note deleted permanently")).toBeVisible();
  await expect(page.getByText("1 item", { exact: true })).toBeVisible();
  // Focus moves on to the entry that is left instead of getting lost.
  await expect(page.getByRole("button", { name: "Restore “Weekend shop”" })).toBeFocused();

  await page.getByRole("button", { name: "Clear all" }).click();
  const clearDialog = page.getByRole("alertdialog", { name: "Empty the trash?" });
  await expect(clearDialog).toContainText("This cannot be undone.");
  await clearDialog.getByRole("button", { name: "Empty the trash" }).click();
  await expect(toast(page, "Trash emptied")).toBeVisible();
  await expect(page.getByText("The trash is empty")).toBeVisible();
  await expect(page.getByRole("button", { name: "Clear all" })).toHaveCount(0);

  await page.reload();
  await expect(page.getByText("The trash is empty")).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("cancelling a confirmation keeps the entry", async ({ page, baseURL }) => {
  await trashed(page, baseURL ?? "", [{ title: "Keep me", category: "notes" }]);
  await page.goto("/trash");
  await page.getByRole("button", { name: "Delete “Keep me” permanently" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Clear all" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("article", { name: "Keep me" })).toBeVisible();
  await expect(page.getByText("1 item", { exact: true })).toBeVisible();
});

test("a refused restore puts the entry back and says so", async ({ page, baseURL }) => {
  await trashed(page, baseURL ?? "", [{ title: "Stubborn", category: "notes" }]);
  // A refusal is a 4xx: a 5xx or no answer keeps the restore in the outbox, sent again later.
  await page.route("**/api/trash/*/restore", (route) =>
    route.fulfill({ status: 409, json: { error: { code: "conflict", message: "refused" } } }),
  );
  await page.goto("/trash");
  await page.getByRole("button", { name: "Restore “Stubborn”" }).click();
  const errorToast = page.locator("[data-sonner-toast][data-type='error']");
  await expect(errorToast).toContainText("Error");
  await expect(errorToast).toContainText("Failed to restore note");
  await expect(page.getByRole("article", { name: "Stubborn" })).toBeVisible();
});

test("Slovak counts follow the Slovak plural forms", async ({ page, baseURL }) => {
  await trashed(
    page,
    baseURL ?? "",
    ["Jeden", "Dva", "Tri", "Štyri", "Päť"].map((title) => ({ title, category: "notes" as const })),
  );
  await page.goto("/sk/trash");
  await expect(page.getByRole("heading", { level: 1, name: "Kôš" })).toBeVisible();
  await expect(page.getByText("5 položiek", { exact: true })).toBeVisible();
  await expect(page.getByRole("article", { name: "Päť" }).locator("time")).toHaveText(
    /^Vymazané \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
  );

  for (const title of ["Jeden", "Dva"]) {
    await page.getByRole("button", { name: `Natrvalo vymazať „${title}“` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Túto akciu nemožno vrátiť späť.");
    await dialog.getByRole("button", { name: "Vymazať natrvalo" }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByText("3 položky", { exact: true })).toBeVisible();
  await expect(toast(page, "Poznámka bola natrvalo vymazaná")).toBeVisible();

  await page.getByRole("button", { name: "Obnoviť „Tri“" }).click();
  await page.getByRole("button", { name: "Obnoviť „Štyri“" }).click();
  await expect(page.getByText("1 položka", { exact: true })).toBeVisible();
  await expect(toast(page, "Poznámka bola obnovená")).toBeVisible();

  await page.getByRole("button", { name: "Vymazať všetko" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Vyprázdniť kôš" }).click();
  await expect(toast(page, "Kôš bol vyprázdnený")).toBeVisible();
  await expect(page.getByText("Kôš je prázdny")).toBeVisible();
});

test("the back link goes home", async ({ page }) => {
  await page.goto("/trash");
  await expect(page.getByText("The trash is empty")).toBeVisible();
  // The page's own back link (the app's header has a "Home" link too).
  await page.getByRole("main").getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("on a phone an entry's actions stay inside its card, in both languages", async ({ page, baseURL }) => {
  await trashed(page, baseURL ?? "", [{ title: "Pay rent", category: "tasks", content: "Before the 5th" }]);
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [prefix, restore, remove] of [
      ["", "Restore “Pay rent”", "Delete “Pay rent” permanently"],
      ["/sk", "Obnoviť „Pay rent“", "Natrvalo vymazať „Pay rent“"],
    ] as const) {
      await page.goto(`${prefix}/trash`);
      const card = await page.getByRole("article", { name: "Pay rent" }).boundingBox();
      const restoreBox = await page.getByRole("button", { name: restore }).boundingBox();
      const removeBox = await page.getByRole("button", { name: remove }).boundingBox();
      if (!card || !restoreBox || !removeBox) throw new Error("the entry or one of its buttons is missing");
      for (const button of [restoreBox, removeBox]) {
        expect(button.x).toBeGreaterThanOrEqual(card.x);
        expect(button.x + button.width).toBeLessThanOrEqual(card.x + card.width);
      }
      await page.screenshot({ path: `/tmp/h9-trash-${width}${prefix.replace("/", "-")}.png` });
    }
  }
});
