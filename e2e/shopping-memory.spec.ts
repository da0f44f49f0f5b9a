import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, type E2EUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { blockingViolations } from "./support/axe.ts";
import { linkIn, waitForMail } from "./support/outbox.ts";
import { post } from "./support/page-api.ts";

/*
 * A shopping list that remembers (issue 25, point 9), in both languages on a laptop and a phone: a
 * name typed again goes under the category it had before, the field suggests the person's earlier
 * items diacritic-blind (a combobox, by keyboard), a name already waiting unbought offers to add to
 * its quantity, "Clear bought items" can be undone, and a shared list says who added what.
 */

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function signIn(page: Page, baseURL: string | undefined, user: E2EUser) {
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
}

/** Last week's list, where Mlieko went under Dairy and Šošovica under Pantry; answers this week's list. */
async function listsWithHistory(page: Page): Promise<string> {
  const lastWeek = await post<{ id: string }>(page, "/api/notes", { title: "Minulý týždeň", category: "shopping" });
  await post(page, `/api/notes/${lastWeek.id}/items`, { name: "Mlieko", category: "dairy" });
  await post(page, `/api/notes/${lastWeek.id}/items`, { name: "Šošovica", category: "pantry" });
  return (await post<{ id: string }>(page, "/api/notes", { title: "Tento týždeň", category: "shopping" })).id;
}

const TEXTS = {
  en: {
    prefix: "",
    newItem: "New item",
    quantity: "Quantity",
    suggestions: "Items you added before",
    dairy: "Category of “Mlieko”: Dairy and eggs. Change",
    added: "Item added",
    already: "“Mlieko” is already on the list (2 l).",
    addTo: "Add to it: 3 l",
    merged: "“Mlieko”: 3 l",
    markBought: "Mark “Mlieko” as bought",
    toBuy: /^To buy/,
    bought: /^Bought/,
    clear: "Clear bought items",
    cleared: "1 bought item cleared",
    undo: "Undo",
    back: "1 item is back on the list",
  },
  sk: {
    prefix: "/sk",
    newItem: "Nová položka",
    quantity: "Množstvo",
    suggestions: "Položky, ktoré ste už pridali",
    dairy: "Kategória položky „Mlieko“: Mliečne výrobky a vajcia. Zmeniť",
    added: "Položka bola pridaná",
    already: "„Mlieko“ už na zozname je (2 l).",
    addTo: "Pridať k nej: 3 l",
    merged: "„Mlieko“: 3 l",
    markBought: "Označiť „Mlieko“ ako kúpené",
    toBuy: /^Treba kúpiť/,
    bought: /^Kúpené/,
    clear: "Odstrániť kúpené položky",
    cleared: "Odstránená 1 kúpená položka",
    undo: "Späť",
    back: "1 položka je späť na zozname",
  },
};

const VIEWPORTS = { laptop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };

for (const [language, text] of Object.entries(TEXTS)) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${language} on a ${device}`, () => {
      test.use({ viewport });

      test("remembers categories, suggests, merges, clears bought items with Undo", async ({
        page,
        baseURL,
        pageErrors,
      }) => {
        await signIn(page, baseURL, uniqueUser());
        const listId = await listsWithHistory(page);
        await page.goto(`${text.prefix}/shopping/${listId}`);

        // Suggestions from earlier items, diacritic-blind, by keyboard.
        const field = page.getByRole("combobox", { name: text.newItem });
        await field.fill("sosov");
        const suggestions = page.getByRole("listbox", { name: text.suggestions });
        await expect(suggestions.getByRole("option")).toHaveCount(1);
        await expect(suggestions.getByRole("option", { name: /Šošovica/ })).toBeVisible();
        await field.press("Escape");
        await expect(suggestions).toBeHidden();
        await expect(field).toHaveAttribute("aria-expanded", "false");

        await field.fill("mli");
        await field.press("ArrowDown");
        await expect(suggestions.getByRole("option", { name: /Mlieko/ })).toHaveAttribute("aria-selected", "true");
        await field.press("Enter");
        await expect(field).toHaveValue("Mlieko");

        // The quantity apart from the name; the remembered category without choosing one.
        await page.getByRole("textbox", { name: text.quantity }).fill("2 l");
        await field.press("Enter");
        await expect(toast(page, text.added)).toBeVisible();
        const toBuy = page.getByRole("region", { name: text.toBuy });
        await expect(toBuy.getByRole("button", { name: text.dairy })).toBeVisible();
        await expect(toBuy.getByTestId("item-quantity")).toHaveText("2 l");

        // The same name again, case-blind: an offer to add to it instead of a second Mlieko.
        await field.fill("MLIEKO");
        await page.getByRole("textbox", { name: text.quantity }).fill("1 l");
        await field.press("Enter");
        const offer = page.getByRole("group", { name: text.already });
        await expect(offer).toBeVisible();
        await expect(offer.getByRole("button", { name: text.addTo })).toBeFocused();
        expect(await blockingViolations(page)).toEqual([]);
        await offer.getByRole("button", { name: text.addTo }).click();
        await expect(toast(page, text.merged)).toBeVisible();
        await expect(offer).toBeHidden();
        await expect(toBuy.getByRole("listitem")).toHaveCount(1);
        await expect(toBuy.getByTestId("item-quantity")).toHaveText("3 l");

        // Clear bought items, then Undo brings them back.
        await page.getByRole("button", { name: text.markBought }).click();
        const bought = page.getByRole("region", { name: text.bought });
        await expect(bought.getByRole("listitem")).toHaveCount(1);
        await bought.getByRole("button", { name: text.clear }).click();
        await expect(bought).toBeHidden();
        await expect(field).toBeFocused();
        const cleared = toast(page, text.cleared);
        await cleared.getByRole("button", { name: text.undo }).click();
        await expect(toast(page, text.back)).toBeVisible();
        await expect(bought.getByRole("listitem")).toHaveCount(1);

        // All of it reached the server.
        await page.reload();
        await expect(bought.getByTestId("item-quantity")).toHaveText("3 l");
        await bought.getByRole("button", { name: text.clear }).click();
        await expect(toast(page, text.cleared)).toBeVisible();
        await page.reload();
        await expect(page.getByRole("combobox", { name: text.newItem })).toBeVisible();
        await expect(bought).toBeHidden();
        expect(pageErrors).toEqual([]);
      });
    });
  }
}

async function personIn(browser: Browser, baseURL: string, user: E2EUser) {
  const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
  const page = await context.newPage();
  await signIn(page, baseURL, user);
  return { context, page };
}

test("a shared list says who added each item, in each person's language", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const jana = await personIn(browser, baseURL ?? "", uniqueUser({ firstName: "Jana", lastName: "Nováková" }));
  const peterUser = uniqueUser({ firstName: "Peter", lastName: "Horváth" });
  const peter = await personIn(browser, baseURL ?? "", peterUser);
  const list = await post<{ id: string }>(jana.page, "/api/notes", { title: "Spoločný nákup", category: "shopping" });
  await post(jana.page, `/api/shared-lists/${list.id}/invitations`, { email: peterUser.email });
  const token = linkIn(await waitForMail(peterUser.email, { subject: /./ }), "/invitations/").split("/invitations/")[1];
  await post(peter.page, `/api/shared-lists/invitations/${token}/accept`);
  await post(jana.page, `/api/notes/${list.id}/items`, { name: "Chlieb" });
  await post(peter.page, `/api/notes/${list.id}/items`, { name: "Káva", quantity: "2×" });

  await jana.page.goto(`/shopping/${list.id}`);
  const janasRows = jana.page.getByRole("region", { name: /^To buy/ }).getByRole("listitem");
  await expect(janasRows.filter({ hasText: "Káva" })).toContainText("Added by Peter Horváth");
  await expect(janasRows.filter({ hasText: "Chlieb" })).toContainText("Added by you");
  await expect(jana.page.getByRole("button", { name: "Rename “Káva”" })).toHaveAccessibleDescription(
    "2× Added by Peter Horváth",
  );

  await peter.page.goto(`/sk/shopping/${list.id}`);
  const petersRows = peter.page.getByRole("region", { name: /^Treba kúpiť/ }).getByRole("listitem");
  await expect(petersRows.filter({ hasText: "Chlieb" })).toContainText("Pridal(a): Jana Nováková");
  await expect(petersRows.filter({ hasText: "Káva" })).toContainText("Pridali ste vy");
  expect(await blockingViolations(peter.page)).toEqual([]);
  await jana.context.close();
  await peter.context.close();
});
