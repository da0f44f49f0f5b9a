import type { Page } from "@playwright/test";
import { expect, readStoredItem, scrollsHorizontally, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";

// Quick notes live in localStorage only (spec §3); dates are shown in this zone.
test.use({ timezoneId: "Europe/Bratislava" });

const successToast = (page: Page) => page.locator("[data-sonner-toast][data-type='success']");
const warningToast = (page: Page) => page.locator("[data-sonner-toast][data-type='warning']");

async function signIn(page: Page, baseURL: string | undefined) {
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
}

/** The home screen's quick-notes card. */
const widget = (page: Page) => page.getByRole("region", { name: "Quick notes" });

function storedNote(id: string, text: string, created: string) {
  return { id, text, created };
}

test("the page: add, edit inline, cancel with Escape, delete; blank text is refused; notes survive a reload", async ({
  page,
  pageErrors,
}) => {
  await page.clock.setFixedTime(new Date("2026-11-20T10:00:00+01:00"));
  await page.goto("/quick-notes");

  // No sign-in needed: a visitor gets the public frame.
  await expect(page.getByRole("heading", { level: 1, name: "Quick notes" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText("No quick notes yet")).toBeVisible();

  await page.getByRole("button", { name: "New quick note" }).click();
  const field = page.getByRole("textbox", { name: "New quick note" });
  await expect(field).toBeFocused();
  const add = page.getByRole("button", { name: "Add", exact: true });
  await expect(add).toBeDisabled();
  await field.fill("   \n  ");
  await expect(add).toBeDisabled();
  await field.fill("  Buy milk  ");
  await add.click();

  await expect(successToast(page).filter({ hasText: "Note added" })).toBeVisible();
  const entry = page.getByRole("list", { name: "Your quick notes" }).getByRole("listitem");
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("Buy milk");
  await expect(entry).toContainText("Created 20.11.2026 10:00");
  await expect(page.getByText("1 quick note", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "New quick note" })).toBeFocused();
  expect(JSON.parse((await readStoredItem(page, "quickNotes")) ?? "null")).toEqual([
    storedNote(String(Date.parse("2026-11-20T09:00:00Z")), "Buy milk", "2026-11-20T09:00:00.000Z"),
  ]);

  // Editing in place: Save is disabled while blank; Escape cancels; Save keeps the trimmed text.
  const edit = entry.getByRole("button", { name: "Edit the quick note from 20.11.2026 10:00" });
  await edit.click();
  const editor = entry.getByRole("textbox", { name: "Quick note from 20.11.2026 10:00" });
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue("Buy milk");
  await editor.fill(" ");
  await expect(entry.getByRole("button", { name: "Save" })).toBeDisabled();
  await editor.fill("Something else");
  await editor.press("Escape");
  await expect(entry).toContainText("Buy milk");
  await expect(edit).toBeFocused();

  await edit.click();
  await editor.fill(" Buy oat milk ");
  await entry.getByRole("button", { name: "Save" }).click();
  await expect(successToast(page).filter({ hasText: "Note updated" })).toBeVisible();
  await expect(entry).toContainText("Buy oat milk");

  await page.reload();
  await expect(entry).toContainText("Buy oat milk");

  await entry.getByRole("button", { name: /^Delete the quick note/ }).click();
  await expect(successToast(page).filter({ hasText: "Note deleted" })).toBeVisible();
  await expect(page.getByText("No quick notes yet")).toBeVisible();
  await expect(page.getByRole("button", { name: "New quick note" })).toBeFocused();
  expect(await readStoredItem(page, "quickNotes")).toBe("[]");
  expect(pageErrors).toEqual([]);
});

test("the home widget: next on none starts one, previous/next wrap around, Enter and blur save, Escape cancels, delete keeps a valid place", async ({
  page,
  baseURL,
  pageErrors,
}) => {
  await signIn(page, baseURL);
  await page.goto("/home");
  const card = widget(page);
  await expect(card).toContainText("No quick notes yet.");
  await expect(card.getByRole("button", { name: "Previous quick note" })).toBeDisabled();

  // With none, next starts a new one; Enter saves it.
  await card.getByRole("button", { name: "Next quick note" }).click();
  let editor = card.getByRole("textbox", { name: "New quick note" });
  await expect(editor).toBeFocused();
  await editor.press("Enter"); // blank: nothing happens
  await expect(editor).toBeFocused();
  await editor.fill("First");
  await editor.press("Enter");
  await expect(successToast(page).filter({ hasText: "Note added" })).toBeVisible();
  await expect(card.getByRole("button", { name: "First" })).toBeFocused();
  await expect(card).toContainText("1 / 1");

  for (const text of ["Second", "Third"]) {
    await card.getByRole("button", { name: "New quick note" }).click();
    await card.getByRole("textbox", { name: "New quick note" }).fill(text);
    await card.getByRole("textbox", { name: "New quick note" }).press("Enter");
    await expect(card.getByRole("button", { name: text })).toBeVisible();
  }
  await expect(card).toContainText("1 / 3");

  // Newest first; next wraps from the last to the first and previous from the first to the last.
  const next = card.getByRole("button", { name: "Next quick note" });
  const previous = card.getByRole("button", { name: "Previous quick note" });
  await next.click();
  await expect(card.getByRole("button", { name: "Second" })).toBeVisible();
  await expect(card).toContainText("2 / 3");
  await next.click();
  await expect(card.getByRole("button", { name: "First" })).toBeVisible();
  await next.click();
  await expect(card.getByRole("button", { name: "Third" })).toBeVisible();
  await expect(card).toContainText("1 / 3");
  await previous.click();
  await expect(card.getByRole("button", { name: "First" })).toBeVisible();
  await expect(card).toContainText("3 / 3");
  await expect(card.getByText("Quick note 3 of 3")).toBeAttached();

  // Escape cancels; Enter saves; Shift+Enter is a new line.
  await card.getByRole("button", { name: "First" }).click();
  editor = card.getByRole("textbox", { name: "Quick note" });
  await editor.fill("Thrown away");
  await editor.press("Escape");
  await expect(card.getByRole("button", { name: "First" })).toBeFocused();
  await card.getByRole("button", { name: "First" }).click();
  await editor.fill("First, edited");
  await editor.press("Shift+Enter");
  await editor.pressSequentially("twice");
  await editor.press("Enter");
  await expect(successToast(page).filter({ hasText: "Note updated" })).toBeVisible();
  await expect(card.getByRole("button", { name: /First, edited\s+twice/ })).toBeFocused();

  // Leaving the field saves too.
  await card.getByRole("button", { name: "Edit this quick note" }).click();
  await editor.fill("First, final");
  await page.getByRole("heading", { level: 1 }).click();
  await expect(card.getByRole("button", { name: "First, final" })).toBeVisible();
  await expect(successToast(page).filter({ hasText: "Note updated" })).toHaveCount(2);

  // Deleting the last of three steps back to the new last; then the index stays valid down to none.
  await card.getByRole("button", { name: "Delete this quick note" }).click();
  await expect(successToast(page).filter({ hasText: "Note deleted" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Second" })).toBeVisible();
  await expect(card).toContainText("2 / 2");
  await previous.click();
  await card.getByRole("button", { name: "Delete this quick note" }).click();
  await expect(card.getByRole("button", { name: "Second" })).toBeVisible();
  await expect(card).toContainText("1 / 1");
  await card.getByRole("button", { name: "Delete this quick note" }).click();
  await expect(card).toContainText("No quick notes yet.");
  await expect(card.getByRole("button", { name: "New quick note" })).toBeFocused();
  expect(await readStoredItem(page, "quickNotes")).toBe("[]");
  expect(pageErrors).toEqual([]);
});

test("the widget and the page show the same notes, also across tabs", async ({ page, context, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto("/home");
  const other = await context.newPage();
  await other.goto("/quick-notes");

  await other.getByRole("button", { name: "New quick note" }).click();
  await other.getByRole("textbox", { name: "New quick note" }).fill("From the other tab");
  await other.getByRole("textbox", { name: "New quick note" }).press("Control+Enter");
  await expect(other.getByRole("list", { name: "Your quick notes" })).toContainText("From the other tab");

  // The storage event brings it to the first tab without a reload.
  await expect(widget(page).getByRole("button", { name: "From the other tab" })).toBeVisible();

  // The widget's link opens the page in the same tab, with the same list.
  await widget(page).getByRole("link", { name: "Show all quick notes" }).click();
  await expect(page).toHaveURL(/\/quick-notes$/);
  await expect(page.getByRole("list", { name: "Your quick notes" })).toContainText("From the other tab");
});

test("Slovak: texts and toasts in Slovak, and Back keeps the /sk prefix", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.clock.setFixedTime(new Date("2026-11-20T14:05:00+01:00"));
  await page.goto("/sk/quick-notes");
  await expect(page.getByRole("heading", { level: 1, name: "Rýchle poznámky" })).toBeVisible();
  await expect(page.getByText("Zatiaľ žiadne rýchle poznámky")).toBeVisible();

  await page.getByRole("button", { name: "Nová rýchla poznámka" }).click();
  await page.getByRole("textbox", { name: "Nová rýchla poznámka" }).fill("Kúpiť mlieko");
  await page.getByRole("button", { name: "Pridať" }).click();
  await expect(successToast(page).filter({ hasText: "Poznámka pridaná" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Vaše rýchle poznámky" })).toContainText("Vytvorené 20.11.2026 14:05");
  await expect(page.getByText("1 rýchla poznámka", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: /^Upraviť rýchlu poznámku/ }).click();
  await page.getByRole("textbox", { name: /^Rýchla poznámka z/ }).fill("Kúpiť ovsené mlieko");
  await page.getByRole("button", { name: "Uložiť" }).click();
  await expect(successToast(page).filter({ hasText: "Poznámka upravená" })).toBeVisible();

  // The page's own back link (the app's header has a "Domov" link too).
  await page.getByRole("main").getByRole("link", { name: "Domov" }).click();
  await expect(page).toHaveURL(/\/sk\/home$/);
  const card = page.getByRole("region", { name: "Rýchle poznámky" });
  await expect(card.getByRole("button", { name: "Kúpiť ovsené mlieko" })).toBeVisible();
  await card.getByRole("button", { name: "Vymazať túto rýchlu poznámku" }).click();
  await expect(successToast(page).filter({ hasText: "Poznámka vymazaná" })).toBeVisible();
  await expect(card).toContainText("Zatiaľ žiadne rýchle poznámky.");
});

test("a visitor's Back goes to the start page in their language", async ({ page }) => {
  await page.goto("/sk/quick-notes");
  await page.getByRole("link", { name: "Úvodná stránka" }).click();
  await expect(page).toHaveURL(/\/sk$/);
});

test.describe("an unreadable quickNotes value", () => {
  test.use({ storedItems: { quickNotes: "{not json" } });

  test("is set aside with a one-time notice instead of crashing the page", async ({ page, pageErrors }) => {
    await page.goto("/quick-notes");
    await expect(warningToast(page)).toContainText("Some quick notes could not be read");
    await expect(warningToast(page)).toContainText("quickNotes.corrupt");
    await expect(page.getByText("No quick notes yet")).toBeVisible();
    expect(await readStoredItem(page, "quickNotes.corrupt")).toBe("{not json");
    expect(await readStoredItem(page, "quickNotes")).toBeNull();

    // Adding works again, and the notice does not come back.
    await page.getByRole("button", { name: "New quick note" }).click();
    await page.getByRole("textbox", { name: "New quick note" }).fill("A fresh start");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.reload();
    await expect(page.getByRole("list", { name: "Your quick notes" })).toContainText("A fresh start");
    await expect(warningToast(page)).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});

test.describe("a partly readable quickNotes value", () => {
  test.use({
    storedItems: {
      quickNotes: JSON.stringify([
        storedNote("1763629200000", "Still readable", "2026-11-20T09:00:00.000Z"),
        { id: "x" },
        42,
      ]),
    },
  });

  test("keeps the readable notes on the home widget", async ({ page, baseURL, pageErrors }) => {
    await signIn(page, baseURL);
    await page.goto("/home");
    await expect(widget(page).getByRole("button", { name: "Still readable" })).toBeVisible();
    await expect(warningToast(page)).toContainText("Readable notes: 1.");
    expect(JSON.parse((await readStoredItem(page, "quickNotes")) ?? "null")).toHaveLength(1);
    expect(await readStoredItem(page, "quickNotes.corrupt")).toContain('{"id":"x"}');
    expect(pageErrors).toEqual([]);
  });
});

test.describe("on a 390 px phone", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    storedItems: {
      quickNotes: JSON.stringify([
        storedNote(
          "1763629200000",
          "A rather long quick note that has to wrap over several lines on a phone",
          "2026-11-20T09:00:00.000Z",
        ),
        storedNote("1763542800000", "Short", "2026-11-19T09:00:00.000Z"),
      ]),
    },
  });

  test("the widget and the page fit without sideways scrolling", async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    await page.goto("/home");
    await expect(widget(page)).toContainText("1 / 2");
    const box = await widget(page).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    expect(await scrollsHorizontally(page)).toBe(false);
    await page.goto("/quick-notes");
    await page
      .getByRole("button", { name: /^Edit the quick note/ })
      .first()
      .click();
    await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
    expect(await scrollsHorizontally(page)).toBe(false);
  });
});
