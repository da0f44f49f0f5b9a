import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { createNote } from "./support/organiser-data.ts";

/*
 * The keyboard-only gate (issue 10): sign in, create a task, tick a shopping item, move a task to the
 * trash and restore it, with nothing but key presses — no click, fill or mouse. Focus is moved with
 * Tab/Shift+Tab and the arrow keys, as a keyboard user would, so a control that cannot be reached or
 * activated that way fails the test.
 */

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails when it is not reached in `limit` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reached with ${limit} presses of ${backwards ? "Shift+Tab" : "Tab"}`).toBeFocused({
    timeout: 1,
  });
}

function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate(
    (element) =>
      element === (element as unknown as { ownerDocument: { activeElement: unknown } }).ownerDocument.activeElement,
  );
}

/** A link of the signed-in header's navigation (the trash screen has a second "Home", its back link). */
const appLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "App" }).getByRole("link", { name, exact: true });

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test("sign in, create a task, tick a shopping item and restore from the trash with the keyboard alone", async ({
  page,
  playwright,
  baseURL,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const user = uniqueUser();
  // The account and a shopping list exist already (made through the API in a context of their own,
  // so the page itself starts signed out).
  const setup = await playwright.request.newContext({ baseURL });
  await createConfirmedUser(setup, baseURL ?? "", user);
  await signInThroughApi(setup, baseURL ?? "", user);
  await createNote(setup, baseURL ?? "", { title: "Groceries", category: "shopping", items: [{ name: "Milk" }] });
  await setup.dispose();

  await test.step("sign in", async () => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await tabTo(page, page.getByLabel("Email"));
    await page.keyboard.type(user.email);
    await tabTo(page, page.getByLabel("Password", { exact: true }));
    await page.keyboard.type(user.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/home$/);
    await expect(toast(page, "Signed in successfully")).toBeVisible();
  });

  await test.step("create a task", async () => {
    const newTask = page.getByRole("button", { name: "New task" });
    await tabTo(page, newTask);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "New task" });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole("textbox", { name: /^Title/ }));
    await page.keyboard.type("Water the plants");
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(toast(page, "Task added")).toBeVisible();
    await expect(page.getByRole("button", { name: "Water the plants", exact: true })).toBeVisible();
  });

  await test.step("open the shopping list and tick an item", async () => {
    await tabTo(page, page.getByRole("tab", { name: "Tasks" }), { backwards: true });
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Shopping" })).toHaveAttribute("aria-selected", "true");
    await tabTo(page, page.getByRole("link", { name: "Groceries" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Groceries" })).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: "Mark “Milk” as bought" }));
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Mark “Milk” as not bought" })).toBeVisible();
    await expect(page.getByText("1 of 1 bought", { exact: true })).toBeVisible();
  });

  await test.step("move the task to the trash", async () => {
    await tabTo(page, appLink(page, "Home"), { backwards: true });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/home(\?tab=tasks)?$/);
    await tabTo(page, page.getByRole("button", { name: "Delete 'Water the plants'" }));
    await page.keyboard.press("Enter");
    await expect(toast(page, "Task moved to trash")).toBeVisible();
    await expect(page.getByRole("button", { name: "Water the plants", exact: true })).toHaveCount(0);
  });

  await test.step("restore it from the trash", async () => {
    await tabTo(page, appLink(page, "Trash, 1 item"), { backwards: true });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Trash" })).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: "Restore “Water the plants”" }));
    await page.keyboard.press("Enter");
    await expect(toast(page, "Task restored")).toBeVisible();
    await expect(page.getByText("The trash is empty")).toBeVisible();
  });

  await test.step("the task is back", async () => {
    await tabTo(page, appLink(page, "Home"), { backwards: true });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Water the plants", exact: true })).toBeVisible();
  });
  expect(pageErrors).toEqual([]);
});
