import type { Page } from "@playwright/test";
import { expect, scrollsHorizontally, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { post } from "./support/page-api.ts";

// A Central European browser: a task's time is sent with this zone's offset (+01:00 in November).
test.use({ timezoneId: "Europe/Bratislava" });

test.beforeEach(async ({ page, baseURL }) => {
  const user = uniqueUser({ firstName: "Jana" });
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
});

const errorToast = (page: Page) => page.locator("[data-sonner-toast][data-type='error']");
const successToast = (page: Page) => page.locator("[data-sonner-toast][data-type='success']");

test("a task with date, time and two tags: add, complete, edit and move to trash", async ({ page, pageErrors }) => {
  const work = await post<{ id: string }>(page, "/api/tags", { name: "Work", color: "#3b82f6" });
  const urgent = await post<{ id: string }>(page, "/api/tags", { name: "Urgent", color: "#e11d48" });
  await page.clock.setFixedTime(new Date("2026-11-20T10:00:00+01:00"));
  await page.goto("/home");

  await expect(page.getByRole("heading", { level: 1, name: "Good morning, Jana" })).toBeVisible();
  await expect(page.getByRole("main").locator("time").first()).toHaveText("10:00");
  await expect(page.getByText("No tasks yet")).toBeVisible();
  const progress = page.getByRole("progressbar", { name: "Completed tasks" });
  await expect(progress).toHaveAttribute("aria-valuenow", "0");

  await page.getByRole("button", { name: "New task" }).click();
  const dialog = page.getByRole("dialog", { name: "New task" });
  await dialog.getByLabel("Title").fill("Dentist appointment");
  await dialog.getByLabel("Content").fill("Bring the insurance card");
  await dialog.getByRole("button", { name: /^Date/ }).click();
  await page.getByRole("button", { name: /November 24th, 2026/ }).click();
  await dialog.getByLabel("Time").fill("09:30");
  await dialog.getByRole("button", { name: "Work" }).click();
  await dialog.getByRole("button", { name: "Urgent" }).click();
  await expect(dialog.getByRole("button", { name: "Urgent" })).toHaveAttribute("aria-pressed", "true");
  const created = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/notes"));
  await dialog.getByRole("button", { name: "Add", exact: true }).click();

  expect((await created).postDataJSON()).toMatchObject({
    title: "Dentist appointment",
    category: "tasks",
    date: "2026-11-24T09:30:00+01:00",
    tags: [work.id, urgent.id],
  });
  await expect(successToast(page)).toContainText("Task added");
  const card = page.getByRole("listitem").filter({ hasText: "Dentist appointment" });
  await expect(card).toContainText("24.11.2026 09:30");
  await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["Urgent", "Work"]);
  await expect(page.getByText("1 task", { exact: true })).toBeVisible();

  // Completing: the circle ticks, the title is struck through and the progress moves to 100 %.
  await card.getByRole("checkbox", { name: "Mark 'Dentist appointment' as done" }).click();
  await expect(card.getByRole("checkbox", { name: "Mark 'Dentist appointment' as not done" })).toBeChecked();
  await expect(card.getByRole("button", { name: "Dentist appointment", exact: true })).toHaveCSS(
    "text-decoration-line",
    "line-through",
  );
  await expect(progress).toHaveAttribute("aria-valuenow", "100");

  // Editing: only what changed is sent; the card shows it.
  await card.getByRole("button", { name: "Dentist appointment", exact: true }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit task" });
  await expect(editDialog.getByLabel("Title")).toHaveValue("Dentist appointment");
  await editDialog.getByLabel("Title").fill("Dentist at ten");
  await editDialog.getByLabel("Time").fill("10:00");
  const updated = page.waitForRequest((request) => request.method() === "PATCH");
  await editDialog.getByRole("button", { name: "Save" }).click();
  expect((await updated).postDataJSON()).toEqual({ title: "Dentist at ten", date: "2026-11-24T10:00:00+01:00" });
  await expect(successToast(page).filter({ hasText: "Task updated" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Dentist at ten" })).toContainText("24.11.2026 10:00");

  // Deleting moves it to the trash.
  await page.getByRole("button", { name: "Delete 'Dentist at ten'" }).click();
  await expect(successToast(page).filter({ hasText: "Task moved to trash" })).toBeVisible();
  await expect(page.getByText("No tasks yet")).toBeVisible();
  await expect(page.getByText("0 tasks", { exact: true })).toBeVisible();
  const trash = (await (await page.request.get("/api/trash")).json()) as { notes: { title: string }[] };
  expect(trash.notes.map((note) => note.title)).toEqual(["Dentist at ten"]);
  expect(pageErrors).toEqual([]);
});

test("a refused toggle goes back and says so; a blank title adds nothing", async ({ page }) => {
  await post(page, "/api/notes", { title: "Water the plants", category: "tasks" });
  await page.goto("/home");
  // A tick sets the state (PATCH completed); a refusal is a 4xx (a 5xx would keep it in the outbox).
  await page.route("**/api/notes/*", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({ status: 409, json: { error: { code: "conflict", message: "refused" } } })
      : route.fallback(),
  );
  await page.getByRole("checkbox", { name: "Mark 'Water the plants' as done" }).click();
  await expect(errorToast(page)).toContainText("This was changed at the same time somewhere else");
  await expect(page.getByRole("checkbox", { name: "Mark 'Water the plants' as done" })).not.toBeChecked();

  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/notes")) posted = true;
  });
  await page.getByRole("button", { name: "New task" }).click();
  const dialog = page.getByRole("dialog", { name: "New task" });
  await dialog.getByLabel("Title").fill("   ");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Title")).toBeFocused();
  expect(posted).toBe(false);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "New task" })).toBeFocused();
  await expect(page.getByText("1 task", { exact: true })).toBeVisible();
});

test("every tab has its own empty state; the tab survives reload and the language switch", async ({ page }) => {
  await page.goto("/home");
  await expect(page.getByRole("tab", { name: "Tasks" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("No tasks yet")).toBeVisible();
  await expect(page.getByText("0 tasks", { exact: true })).toBeVisible();

  // Switching tabs fetches that tab's list again.
  const shoppingList = page.waitForRequest((request) => request.url().includes("/api/notes?category=shopping"));
  await page.getByRole("tab", { name: "Shopping" }).click();
  await shoppingList;
  await expect(page).toHaveURL(/\/home\?tab=shopping$/);
  await expect(page.getByText("No shopping lists yet")).toBeVisible();
  await expect(page.getByRole("button", { name: "New shopping list" })).toBeVisible();

  // Arrow keys move between the tabs.
  await page.getByRole("tab", { name: "Shopping" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Notes" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("No notes yet")).toBeVisible();

  await page.reload();
  await expect(page.getByText("No notes yet")).toBeVisible();

  const notesInSlovak = page.waitForRequest((request) => request.url().includes("/api/notes?category=notes"));
  await page.getByRole("button", { name: "Prepnúť do slovenčiny" }).click();
  await notesInSlovak;
  await expect(page).toHaveURL(/\/sk\/home\?tab=notes$/);
  await expect(page.getByText("Zatiaľ žiadne poznámky")).toBeVisible();
  await expect(page.getByText("0 poznámok", { exact: true })).toBeVisible();
  await page.getByRole("tab", { name: "Úlohy" }).click();
  await expect(page.getByText("Zatiaľ žiadne úlohy")).toBeVisible();
  await page.getByRole("tab", { name: "Nákupy" }).click();
  await expect(page.getByText("Zatiaľ žiadne nákupné zoznamy")).toBeVisible();
});

test("Slovak counts: 1 poznámka, 3 poznámky, 5 poznámok", async ({ page }) => {
  const addNotes = async (count: number) => {
    for (let index = 0; index < count; index += 1)
      await post(page, "/api/notes", { title: "Nápad", category: "notes" });
  };
  await addNotes(1);
  await page.goto("/sk/home?tab=notes");
  await expect(page.getByText("1 poznámka", { exact: true })).toBeVisible();

  // The list is fetched again when its tab is chosen.
  await addNotes(2);
  await page.getByRole("tab", { name: "Úlohy" }).click();
  await page.getByRole("tab", { name: "Poznámky" }).click();
  await expect(page.getByText("3 poznámky", { exact: true })).toBeVisible();

  await addNotes(2);
  await page.getByRole("tab", { name: "Úlohy" }).click();
  await page.getByRole("tab", { name: "Poznámky" }).click();
  await expect(page.getByText("5 poznámok", { exact: true })).toBeVisible();
});

test("the calendar shows week numbers; weeks start on Sunday in English and Monday in Slovak", async ({ page }) => {
  // Sunday 29 November 2026: week 49 counted the US way, ISO week 48.
  await page.clock.setFixedTime(new Date("2026-11-29T12:00:00+01:00"));
  await page.goto("/home");
  const card = page.getByRole("button", { name: /Open the calendar/ });
  await expect(card).toContainText("29");
  await expect(card).toContainText("November");
  await expect(card).toContainText("Sunday");
  await expect(card).toContainText("Week 49");
  await card.click();
  let dialog = page.getByRole("dialog", { name: "Calendar" });
  await expect(dialog.locator("thead th")).toHaveText(["", "Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]);
  await expect(dialog.getByRole("rowheader")).toHaveText(["45", "46", "47", "48", "49"]);
  await expect(dialog).toContainText("Sunday, 29.11.2026 · week 49");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(card).toBeFocused();

  await page.goto("/sk/home");
  const skCard = page.getByRole("button", { name: /Otvoriť kalendár/ });
  await expect(skCard).toHaveAccessibleName(/29\. novembra, nedeľa/);
  await expect(skCard).toContainText("Týždeň 48");
  await skCard.click();
  dialog = page.getByRole("dialog", { name: "Kalendár" });
  await expect(dialog.locator("thead th")).toHaveText(["", "Po", "Ut", "St", "Št", "Pi", "So", "Ne"]);
  await expect(dialog.locator("thead th").nth(1)).toHaveText("Po");
  await expect(dialog.getByRole("rowheader")).toHaveText(["44", "45", "46", "47", "48", "49"]);
  // The day's tasks say "loading" in a status of their own until they are in; the caption is the other one.
  await expect(dialog.getByRole("region", { name: "Naplánované na tento deň" }).getByRole("status")).toHaveCount(0);
  await expect(dialog.getByRole("status")).toHaveText("November 2026");
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the add button floats bottom-right and the main flow fits without sideways scrolling", async ({ page }) => {
    await page.goto("/home");
    const add = page.getByRole("button", { name: "New task" });
    const box = await add.boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(390 - (box.x + box.width)).toBeLessThanOrEqual(24);
      expect(844 - (box.y + box.height)).toBeLessThanOrEqual(24);
    }
    await expect(add).toHaveCSS("position", "fixed");

    await add.click();
    const dialog = page.getByRole("dialog", { name: "New task" });
    await dialog.getByLabel("Title").fill("Call grandma about the Sunday lunch and the cake recipe");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(successToast(page)).toContainText("Task added");
    await page.getByRole("checkbox", { name: /Mark 'Call grandma.*' as done/ }).click();
    await expect(page.getByRole("progressbar", { name: "Completed tasks" })).toHaveAttribute("aria-valuenow", "100");
    expect(await scrollsHorizontally(page)).toBe(false);

    // A shopping list with its first items; clicking it opens its own page.
    await page.getByRole("tab", { name: "Shopping" }).click();
    await page.getByRole("button", { name: "New shopping list" }).click();
    const listDialog = page.getByRole("dialog", { name: "New shopping list" });
    await listDialog.getByLabel("Title").fill("Weekend groceries");
    await listDialog.getByLabel("New item").fill("Milk");
    await listDialog.getByLabel("New item").press("Enter");
    await listDialog.getByLabel("New item").fill("Bread");
    await listDialog.getByRole("button", { name: "Add", exact: true }).click();
    const list = page.getByRole("listitem").filter({ hasText: "Weekend groceries" });
    await expect(list).toContainText("0/2");
    expect(await scrollsHorizontally(page)).toBe(false);
    await list.getByRole("link", { name: "Weekend groceries" }).click();
    await expect(page).toHaveURL(/\/shopping\/[0-9a-f-]{36}$/);
  });
});
