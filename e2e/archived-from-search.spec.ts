import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { blockingViolations } from "./support/axe.ts";
import { createNote } from "./support/organiser-data.ts";

/*
 * An archived task found by search opens in its edit dialog, which says it is archived and brings it
 * back with Unarchive (issue 29: archive keeps an item findable in search); an archived shopping list
 * opened from search says the same on its own screen. In English and Slovak.
 */

const LANGUAGES = [
  {
    code: "en",
    prefix: "",
    search: /^Search/,
    dialog: "Search",
    taskNotice: /^Archived .+: this task is not in your task list, but search finds it\.$/,
    listNotice: /^Archived .+: this list is not among your shopping lists, but search finds it\.$/,
    unarchive: "Unarchive",
    taskBack: "Task back in your list",
    listBack: "Shopping list back in your lists",
    close: "Close",
  },
  {
    code: "sk",
    prefix: "/sk",
    search: /^Hľadať/,
    dialog: "Hľadať",
    taskNotice: /^Archivovaná .+: táto úloha nie je v zozname úloh, no vyhľadávanie ju nájde\.$/,
    listNotice: /^Archivovaný .+: tento zoznam nie je medzi nákupnými zoznamami, no vyhľadávanie ho nájde\.$/,
    unarchive: "Vrátiť z archívu",
    taskBack: "Úloha je späť v zozname",
    listBack: "Nákupný zoznam je späť medzi zoznamami",
    close: "Zavrieť",
  },
] as const;

async function archive(page: Page, origin: string, id: string) {
  const response = await page.request.patch(`/api/notes/${id}`, { headers: { origin }, data: { archived: true } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function openFromSearch(page: Page, language: (typeof LANGUAGES)[number], words: string) {
  await page.getByRole("button", { name: language.search }).click();
  const dialog = page.getByRole("dialog", { name: language.dialog });
  await dialog.getByRole("combobox").fill(words);
  await expect(dialog.getByRole("option").first()).toBeVisible();
  await dialog.getByRole("combobox").press("Enter");
}

for (const language of LANGUAGES) {
  test(`${language.code}: an archived task and list opened from search are unarchived where they open`, async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    test.setTimeout(90_000);
    const origin = baseURL ?? "";
    const user = uniqueUser();
    await createConfirmedUser(page.request, origin, user);
    await signInThroughApi(page.request, origin, user);
    const taskId = await createNote(page.request, origin, { title: "Renew the passport", category: "tasks" });
    await archive(page, origin, taskId);
    const listId = await createNote(page.request, origin, { title: "Garden centre", category: "shopping" });
    await archive(page, origin, listId);

    await page.goto(`${language.prefix}/home?tab=tasks`);
    await expect(page.getByRole("tabpanel").locator("li[data-note-id]")).toHaveCount(0, { timeout: 20_000 });
    await openFromSearch(page, language, "passport");
    const editor = page.getByRole("dialog").filter({ has: page.getByRole("textbox").first() });
    await expect(editor.getByText(language.taskNotice)).toBeVisible({ timeout: 15_000 });
    expect(await blockingViolations(page)).toEqual([]);
    await editor.getByRole("button", { name: language.unarchive }).click();
    const back = editor.locator("[data-archived-notice=back]");
    await expect(back).toHaveText(language.taskBack);
    await expect(back).toBeFocused();
    await editor.getByRole("button", { name: language.close }).click();
    await expect(
      page.getByRole("tabpanel").locator("li[data-note-id]").filter({ hasText: "Renew the passport" }),
    ).toBeVisible();

    await openFromSearch(page, language, "garden");
    await expect(page).toHaveURL(new RegExp(`/shopping/${listId}`));
    await expect(page.getByText(language.listNotice)).toBeVisible({ timeout: 15_000 });
    await page.getByRole("button", { name: language.unarchive }).click();
    await expect(page.locator("[data-archived-notice=back]")).toHaveText(language.listBack);
    await expect(page.locator("[data-archived-notice=back]")).toBeFocused();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: language.listBack })).toBeVisible();
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/notes/${listId}`)).json()) as { archivedAt: unknown }).archivedAt,
      )
      .toBeNull();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Garden centre" })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator("[data-archived-notice]")).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
}
