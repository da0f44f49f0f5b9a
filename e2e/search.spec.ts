import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { blockingViolations } from "./support/axe.ts";
import { createNote, createTag, trashNote } from "./support/organiser-data.ts";

/*
 * Search (issue 13): the header's button and its keys open a dialog that finds Slovak words typed
 * without diacritics, marks the match, walks the results with the arrow keys and opens one with Enter;
 * offline it matches what the device holds and says so.
 */

let origin: string;

test.beforeEach(async ({ page, baseURL }) => {
  origin = baseURL ?? "";
  const user = uniqueUser({ firstName: "Zuzana" });
  await createConfirmedUser(page.request, origin, user);
  await signInThroughApi(page.request, origin, user);
});

const searchBox = (page: Page) => page.getByRole("combobox");

test("typed without diacritics, a Slovak note is found, marked and opened with Enter", async ({ page, pageErrors }) => {
  await createNote(page.request, origin, { title: "Čokoládová torta", category: "notes", content: "Recept od babky" });
  await createNote(page.request, origin, { title: "Kúpiť čokoládu", category: "tasks" });
  await createNote(page.request, origin, {
    title: "Nákup",
    category: "shopping",
    items: [{ name: "Horká čokoláda" }, { name: "Mlieko" }],
  });
  await createNote(page.request, origin, { title: "Umyť auto", category: "tasks" });
  await page.goto("/home");
  await page.getByRole("button", { name: /^Search/ }).click();

  const dialog = page.getByRole("dialog", { name: "Search" });
  await expect(dialog).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
  await expect(dialog.getByText("Capitals and diacritics do not matter.")).toBeVisible();
  await searchBox(page).fill("cokolad");

  const results = dialog.getByRole("listbox", { name: "Results" });
  await expect(dialog.getByRole("status")).toHaveText("3 results");
  await expect(results.getByRole("group", { name: "Tasks" }).getByRole("option")).toHaveText(["Kúpiť čokoládu"]);
  await expect(results.getByRole("group", { name: "Shopping lists" }).getByRole("option")).toHaveText([
    "NákupItem: Horká čokoláda",
  ]);
  await expect(results.getByRole("group", { name: "Notes" }).getByRole("option")).toHaveText([
    "Čokoládová tortaRecept od babky",
  ]);
  // The part that matched is marked in the original spelling.
  await expect(results.locator("mark")).toHaveText(["čokolád", "čokolád", "Čokolád"]);
  expect(await blockingViolations(page)).toEqual([]);

  // The first result is the active one; the arrows walk the list (and wrap); Enter opens it.
  const box = searchBox(page);
  const activeOption = async () =>
    page.locator(`[id="${await box.getAttribute("aria-activedescendant")}"]`).textContent();
  expect(await activeOption()).toBe("Kúpiť čokoládu");
  await expect(results.getByRole("option", { name: "Kúpiť čokoládu" })).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowDown");
  await box.press("ArrowDown");
  expect(await activeOption()).toContain("Čokoládová torta");
  await box.press("ArrowDown");
  expect(await activeOption()).toBe("Kúpiť čokoládu");
  await box.press("ArrowUp");
  await box.press("Enter");

  await expect(dialog).toBeHidden();
  const editNote = page.getByRole("dialog", { name: "Edit note" });
  await expect(editNote).toBeVisible();
  await expect(editNote.getByLabel("Title")).toHaveValue("Čokoládová torta");
  await expect(page).toHaveURL(/\/home\?tab=notes$/);
  await page.keyboard.press("Escape");
  await expect(editNote).toBeHidden();

  // A list opens on its own screen.
  await page.keyboard.press("Control+k");
  // Enter right after typing opens the first result once it is in.
  await searchBox(page).fill("mlieko");
  await searchBox(page).press("Enter");
  await expect(page.getByRole("heading", { name: "Nákup", level: 1 })).toBeVisible({ timeout: 10_000 });
  expect(pageErrors).toEqual([]);
});

test("the keys open search: / outside fields, Ctrl+K anywhere; Esc closes; the trash only when asked", async ({
  page,
}) => {
  const old = await createNote(page.request, origin, { title: "Starý zoznam úloh", category: "notes" });
  await trashNote(page.request, origin, old);
  const tag = await createTag(page.request, origin, "Záhrada", "#22c55e");
  await page.request.post("/api/notes", {
    headers: { origin },
    data: { title: "Paradajky", category: "notes", tags: [tag.id] },
  });
  await page.goto("/home");
  await expect(page.getByRole("tab", { name: /Tasks/ })).toBeVisible();

  await page.keyboard.press("/");
  const dialog = page.getByRole("dialog", { name: "Search" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.keyboard.press("Control+k");
  await expect(dialog).toBeVisible();
  await searchBox(page).fill("ZAHRADA");
  await expect(dialog.getByRole("option")).toHaveText(["ParadajkyTag: Záhrada"]);

  await searchBox(page).fill("ulo");
  await expect(dialog.getByRole("status")).toHaveText("Nothing found for “ulo”.");
  await dialog.getByRole("checkbox", { name: "Include trash" }).check();
  await expect(dialog.getByRole("option")).toHaveText(["Starý zoznam úlohIn trash"]);
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/trash$/);

  // Typing "/" in a field types it.
  await page.goto("/settings");
  await page.getByRole("link", { name: /^Tags/ }).click();
  const name = page.getByLabel("Name", { exact: true });
  await name.fill("a");
  await name.press("/");
  await expect(name).toHaveValue("a/");
  await expect(dialog).toBeHidden();
  await name.press("Control+k");
  await expect(dialog).toBeVisible();
});

test.describe("in Slovak", () => {
  test.use({ storedItems: { language: "sk" } });

  test("the dialog speaks Slovak and ulohy finds Úlohy", async ({ page }) => {
    await createNote(page.request, origin, { title: "Úlohy na víkend", category: "tasks" });
    await createNote(page.request, origin, { title: "Dlhé úlohy", category: "tasks" });
    await page.goto("/sk/home");
    await page.getByRole("button", { name: /^Hľadať/ }).click();
    const dialog = page.getByRole("dialog", { name: "Hľadať" });
    await expect(dialog.getByText("Na veľkých písmenách a diakritike nezáleží.")).toBeVisible();
    await searchBox(page).fill("ulohy");
    await expect(dialog.getByRole("status")).toHaveText("2 výsledky");
    await expect(dialog.getByRole("group", { name: "Úlohy" }).getByRole("option")).toHaveCount(2);
    await expect(dialog.getByRole("checkbox", { name: "Hľadať aj v koši" })).not.toBeChecked();
    await searchBox(page).fill("xyz");
    await expect(dialog.getByRole("status")).toHaveText("Pre „xyz“ sa nič nenašlo.");
    await searchBox(page).fill("víkend");
    await expect(dialog.getByRole("option")).toHaveText(["Úlohy na víkend"]);
    await searchBox(page).press("Enter");
    await expect(page.getByRole("dialog", { name: "Upraviť úlohu" }).getByLabel("Názov")).toHaveValue(
      "Úlohy na víkend",
    );
  });
});

test("offline, search matches the notes on this device and says so", async ({ page, context }) => {
  await createNote(page.request, origin, { title: "Šošovicová polievka", category: "notes", content: "s klobásou" });
  await createNote(page.request, origin, { title: "Zaplatiť nájom", category: "tasks" });
  await page.goto("/home?tab=notes");
  await expect(page.getByRole("button", { name: "Šošovicová polievka", exact: true })).toBeVisible();
  await page.getByRole("tab", { name: /Tasks/ }).click();
  await expect(page.getByRole("button", { name: "Zaplatiť nájom", exact: true })).toBeVisible();
  // Once online, so the dialog's code is here.
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search" });
  await searchBox(page).fill("najom");
  await expect(dialog.getByRole("option")).toHaveText(["Zaplatiť nájom"]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await context.setOffline(true);
  await page.keyboard.press("Control+k");
  await searchBox(page).fill("polievka sosov");
  await expect(dialog.getByText("You are offline: these results come from the data on this device.")).toBeVisible();
  await expect(dialog.getByRole("option")).toHaveText(["Šošovicová polievkas klobásou"]);
  await expect(dialog.locator("mark")).toHaveText(["Šošov", "polievka"]);
  await searchBox(page).fill("najom");
  await expect(dialog.getByRole("option")).toHaveText(["Zaplatiť nájom"]);
  await context.setOffline(false);
});
