import type { Locator, Page } from "@playwright/test";
import { expect, scrollsHorizontally, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { post } from "./support/page-api.ts";

/*
 * The create and edit dialogs of tasks and notes: a double-click adds one task (issue 9, point 1), a
 * changed form asks before it is thrown away (point 9), and long tag names stay inside a phone's
 * screen (point 3).
 */

test.use({ timezoneId: "Europe/Bratislava" });

test.beforeEach(async ({ page, baseURL }) => {
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
});

/** The user's tasks with this title, as the server has them. */
async function savedTasksTitled(page: Page, title: string): Promise<number> {
  const body = (await (await page.request.get("/api/notes?category=tasks")).json()) as { notes: { title: string }[] };
  return body.notes.filter((note) => note.title === title).length;
}

const successToast = (page: Page) => page.locator("[data-sonner-toast][data-type='success']");

async function openNewTask(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "New task" }).click();
  const dialog = page.getByRole("dialog", { name: "New task" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("no double submits", () => {
  test("a double-click on Add creates one task, sent with an Idempotency-Key", async ({ page, pageErrors }) => {
    await page.goto("/home");
    const posts: (string | null)[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/notes")) {
        posts.push(request.headers()["idempotency-key"] ?? null);
      }
    });
    const dialog = await openNewTask(page);
    await dialog.getByLabel("Title").fill("Water the plants");
    await dialog.getByRole("button", { name: "Add", exact: true }).dblclick();

    await expect(successToast(page).first()).toContainText("Task added");
    await expect(page.getByRole("button", { name: "Water the plants", exact: true })).toHaveCount(1);
    await expect(successToast(page)).toHaveCount(1);
    expect(await savedTasksTitled(page, "Water the plants")).toBe(1);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(pageErrors).toEqual([]);
  });

  test("two fast clicks on Add (no dblclick event) create one task", async ({ page }) => {
    await page.goto("/home");
    const dialog = await openNewTask(page);
    await dialog.getByLabel("Title").fill("Call the plumber");
    // The dialog (with its sub-tasks and preview) can be taller than the window: Add scrolled into view first.
    const add = dialog.getByRole("button", { name: "Add", exact: true });
    await add.scrollIntoViewIfNeeded();
    const box = await add.boundingBox();
    if (!box) throw new Error("no Add button");
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.click(x, y);
    await page.mouse.click(x, y);

    await expect(successToast(page).first()).toContainText("Task added");
    await expect(page.getByRole("button", { name: "Call the plumber", exact: true })).toHaveCount(1);
    // Long enough for a second request to have landed, had one been sent.
    await page.waitForTimeout(500);
    await expect(successToast(page)).toHaveCount(1);
    expect(await savedTasksTitled(page, "Call the plumber")).toBe(1);
  });

  test("a create whose answer was lost is sent again with the same key, and the server makes one task", async ({
    page,
  }) => {
    await page.goto("/home");
    const keys: string[] = [];
    await page.route("**/api/notes", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (keys.length > 1) return route.fallback();
      // The server gets the first request and creates the task; its answer never reaches the page.
      await route.fetch();
      return route.abort("connectionreset");
    });
    const dialog = await openNewTask(page);
    await dialog.getByLabel("Title").fill("Renew the parking permit");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();

    await expect(successToast(page).first()).toContainText("Task added", { timeout: 10_000 });
    // The outbox kept the creation (no answer) and sends it again a second later, with the same key.
    await expect.poll(() => keys.length).toBe(2);
    expect(keys[1]).toBe(keys[0]);
    await expect.poll(() => savedTasksTitled(page, "Renew the parking permit")).toBe(1);
    await expect(page.getByRole("button", { name: "Renew the parking permit", exact: true })).toHaveCount(1);
  });

  test("a double-click on Save sends one change", async ({ page }) => {
    await post(page, "/api/notes", { title: "Draft letter", category: "tasks" });
    await page.goto("/home");
    const patches: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PATCH") patches.push(request.url());
    });
    await page.getByRole("button", { name: "Draft letter", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit task" });
    await dialog.getByLabel("Title").fill("Send the letter");
    await dialog.getByRole("button", { name: "Save" }).dblclick();
    await expect(successToast(page).first()).toContainText("Task updated");
    await page.waitForTimeout(500);
    expect(patches).toHaveLength(1);
    await expect(successToast(page)).toHaveCount(1);
  });
});

test.describe("ask before discarding", () => {
  test("Esc, a click outside, × and Cancel on a changed New task dialog ask first; unchanged it closes at once", async ({
    page,
  }) => {
    await page.goto("/home");
    const confirm = page.getByRole("alertdialog", { name: "Discard changes?" });

    // Unchanged: Esc closes at once, without asking.
    let dialog = await openNewTask(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(confirm).toBeHidden();

    dialog = await openNewTask(page);
    await dialog.getByLabel("Title").fill("Book the car service");
    await page.keyboard.press("Escape");
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText("What you typed here will be lost.");
    // Keep editing has the focus first: Enter keeps what was typed.
    await expect(confirm.getByRole("button", { name: "Keep editing" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(confirm).toBeHidden();
    await expect(dialog.getByLabel("Title")).toHaveValue("Book the car service");

    // A click on the dimmed page outside the dialog.
    await page.mouse.click(5, 5);
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Keep editing" }).click();
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(confirm).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(dialog.getByLabel("Title")).toHaveValue("Book the car service");

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await confirm.getByRole("button", { name: "Discard" }).click();
    await expect(dialog).toBeHidden();
    expect(await savedTasksTitled(page, "Book the car service")).toBe(0);

    // Opened again, the form is empty.
    dialog = await openNewTask(page);
    await expect(dialog.getByLabel("Title")).toHaveValue("");
  });

  test("the edit dialog asks only when something changed, and Discard keeps the saved task", async ({ page }) => {
    await post(page, "/api/notes", { title: "Renew passport", category: "tasks", content: "Photos first" });
    await page.goto("/home");
    const confirm = page.getByRole("alertdialog", { name: "Discard changes?" });
    const card = page.getByRole("button", { name: "Renew passport", exact: true });

    await card.click();
    const dialog = page.getByRole("dialog", { name: "Edit task" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(confirm).toBeHidden();

    await card.click();
    await dialog.getByLabel("Content").fill("Photos and the old passport");
    await page.keyboard.press("Escape");
    await confirm.getByRole("button", { name: "Discard" }).click();
    await expect(dialog).toBeHidden();
    await card.click();
    await expect(dialog.getByLabel("Content")).toHaveValue("Photos first");
  });

  test("Slovak: Zahodiť zmeny? with Pokračovať v úpravách and Zahodiť", async ({ page }) => {
    await page.goto("/sk/home");
    await page.getByRole("button", { name: "Nová úloha" }).click();
    const dialog = page.getByRole("dialog", { name: "Nová úloha" });
    await dialog.getByLabel("Názov").fill("Kúpiť známky");
    await page.keyboard.press("Escape");
    const confirm = page.getByRole("alertdialog", { name: "Zahodiť zmeny?" });
    await expect(confirm).toContainText("To, čo ste tu napísali, sa stratí.");
    await confirm.getByRole("button", { name: "Pokračovať v úpravách" }).click();
    await expect(dialog.getByLabel("Názov")).toHaveValue("Kúpiť známky");
    // Back in the form at once: the next Esc asks again (not swallowed by the closing question).
    await expect(dialog.getByLabel("Názov")).toBeFocused();
    await page.keyboard.press("Escape");
    await confirm.getByRole("button", { name: "Zahodiť" }).click();
    await expect(dialog).toBeHidden();
  });
});

// 40 characters each (the longest a tag name may be): one with spaces, one a single word.
const LONG_TAG = "Household paperwork and insurance renews";
const LONG_WORD_TAG = "Verylongtagnamewithoutanyspacesatall1234";

for (const width of [360, 390]) {
  test.describe(`long tag names on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("chips are cut with an ellipsis and named in full; dialogs and cards stay on the screen", async ({ page }) => {
      const tags = [
        await post<{ id: string }>(page, "/api/tags", { name: LONG_TAG, color: "#3b82f6" }),
        await post<{ id: string }>(page, "/api/tags", { name: LONG_WORD_TAG, color: "#e11d48" }),
      ];
      await post(page, "/api/notes", {
        title: "Renew the home insurance before the end of the month and compare three offers",
        category: "tasks",
        content: "Averyveryverylongwordthatcouldpushthecardwiderthanthescreenifnothingwrapsit and more text",
        date: "2026-11-26T14:30:00+01:00",
        tags: tags.map((tag) => tag.id),
      });
      await page.goto("/home");

      const card = page.getByRole("listitem").filter({ hasText: "Renew the home insurance" });
      await expect(card).toBeVisible();
      await expectInside(card, width);
      await expectInside(card.getByRole("button", { name: /^Delete/ }), width);
      const chip = card.getByRole("list", { name: "Tags" }).getByRole("listitem").filter({ hasText: LONG_WORD_TAG });
      // The chip is a button that filters the list by its tag; its full name shows on hover.
      await expect(chip.getByRole("button")).toHaveAttribute("title", LONG_WORD_TAG);
      await expect(chip.getByRole("button")).toHaveAccessibleName(`Show only items tagged ${LONG_WORD_TAG}`);
      await expect(chip.locator("span.truncate")).toHaveCSS("text-overflow", "ellipsis");
      expect(await isCut(chip.locator("span.truncate"))).toBe(true);
      expect(await scrollsHorizontally(page)).toBe(false);

      // The edit dialog with both tags selected: inside the screen, Save reachable.
      await card.getByRole("button", { name: /^Renew the home insurance/ }).click();
      const edit = page.getByRole("dialog", { name: "Edit task" });
      await expectInside(edit, width);
      const toggle = edit.getByRole("button", { name: LONG_WORD_TAG });
      await expect(toggle).toHaveAttribute("title", LONG_WORD_TAG);
      await expectInside(toggle, width);
      await expectInside(edit.getByRole("button", { name: "Save" }), width);
      await edit.getByRole("button", { name: "Cancel" }).click();
      await expect(edit).toBeHidden();

      // The new-task dialog, choosing the long tags.
      const create = await openNewTask(page);
      await create.getByRole("button", { name: LONG_TAG }).click();
      await create.getByRole("button", { name: LONG_WORD_TAG }).click();
      await expectInside(create, width);
      await expectInside(create.getByRole("button", { name: "Add", exact: true }), width);
      // Keyboard focus unfolds the cut name.
      await create.getByRole("button", { name: LONG_WORD_TAG }).focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      expect(await isCut(create.getByRole("button", { name: LONG_WORD_TAG }).locator("span.truncate"))).toBe(false);
      await expectInside(create, width);
    });
  });
}

/** The element lies within the viewport's width (no part off the right or left edge). */
async function expectInside(locator: Locator, width: number) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/** Whether the text is cut: wider than the box that shows it. */
function isCut(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth > element.clientWidth);
}
