import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { createTask, post, titlesIn } from "./support/page-api.ts";

test.use({ timezoneId: "Europe/Bratislava" });

test.beforeEach(async ({ page, baseURL }) => {
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
});

test("tasks are grouped as upcoming (by date and time), no date and completed (latest first)", async ({ page }) => {
  await createTask(page, "No date");
  await createTask(page, "Pay rent", "2026-12-01");
  await createTask(page, "Dentist", "2026-11-24T14:00:00+01:00");
  await createTask(page, "Plumber", "2026-11-24T09:30:00+01:00");
  await createTask(page, "Whole day", "2026-11-24");
  const read = await createTask(page, "Read the contract");
  const bins = await createTask(page, "Take the bins out", "2026-11-20");
  await post(page, `/api/notes/${read}/toggle`);
  await page.waitForTimeout(20); // distinct completion times
  await post(page, `/api/notes/${bins}/toggle`);

  // Before every date above, so nothing is overdue (overdue tasks: home-dates.spec.ts).
  await page.clock.setFixedTime(new Date("2026-11-20T08:00:00+01:00"));
  await page.goto("/home");
  await expect(page.getByText("7 tasks", { exact: true })).toBeVisible();
  // Each group is a list named by its heading, count included ("Upcoming, 4 tasks"); the days and the
  // groups by day (today, tomorrow): e2e/today.spec.ts.
  const upcoming = page.getByRole("list", { name: /^Upcoming, / });
  const completed = page.getByRole("list", { name: /^Completed, / });
  await expect(page.getByRole("heading", { level: 2, name: "Upcoming, 4 tasks" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "No date, 1 task" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Completed, 2 tasks" })).toBeVisible();
  await expect(titlesIn(upcoming)).toHaveText(["Whole day", "Plumber", "Dentist", "Pay rent"]);
  await expect(titlesIn(page.getByRole("list", { name: /^No date, / }))).toHaveText(["No date"]);
  await expect(titlesIn(completed)).toHaveText(["Take the bins out", "Read the contract"]);

  // Ticking moves the task to the top of Completed at once, and focus stays on its tick box.
  await upcoming.getByRole("checkbox", { name: "Mark 'Plumber' as done" }).click();
  const plumberDone = completed.getByRole("checkbox", { name: "Mark 'Plumber' as not done" });
  await expect(plumberDone).toBeFocused();
  await expect(titlesIn(completed)).toHaveText(["Plumber", "Take the bins out", "Read the contract"]);
  await expect(page.getByRole("heading", { name: "Upcoming, 3 tasks" })).toBeVisible();

  // With the keyboard: Space ticks it open again; it goes back to its place by date.
  await page.keyboard.press("Space");
  await expect(upcoming.getByRole("checkbox", { name: "Mark 'Plumber' as done" })).toBeFocused();
  await expect(titlesIn(upcoming)).toHaveText(["Whole day", "Plumber", "Dentist", "Pay rent"]);
  // …and stays there once the server has answered.
  await page.waitForLoadState("networkidle");
  await expect(titlesIn(upcoming)).toHaveText(["Whole day", "Plumber", "Dentist", "Pay rent"]);
  await expect(titlesIn(completed)).toHaveText(["Take the bins out", "Read the contract"]);

  await page.goto("/sk/home");
  await expect(page.getByRole("heading", { level: 2, name: "Nadchádzajúce, 4 úlohy" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Bez termínu, 1 úloha" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Dokončené, 2 úlohy" })).toBeVisible();
});

test("with every task done, the list says so, Completed lists them and empty groups are left out", async ({ page }) => {
  const id = await createTask(page, "Only task");
  await post(page, `/api/notes/${id}/toggle`);
  await page.goto("/home");
  await expect(page.getByText("Nothing left to do. Well done!")).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: /^(Overdue|Today|Tomorrow|Upcoming|No date), / }),
  ).toHaveCount(0);
  await expect(titlesIn(page.getByRole("list", { name: "Completed, 1 task" }))).toHaveText(["Only task"]);
});

test("the notes calendar marks the days with notes and lists the chosen day's notes", async ({ page, pageErrors }) => {
  await post(page, "/api/notes", { title: "Gift ideas", category: "notes", content: "A scarf" });
  await post(page, "/api/notes", { title: "Pancake recipe", category: "notes" });
  await post(page, "/api/notes", { title: "Not a note", category: "tasks" });

  await page.goto("/home?tab=notes");
  // Notes are created now (the server's clock), so today is the marked day, and it is chosen at first.
  const today = new Date();
  const todayLabel = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" }).format(today);
  const calendar = page.getByRole("grid", { name: todayLabel });
  const marked = calendar.getByRole("button", { name: /, 2 notes$/ });
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveAccessibleName(/^Today, .*, selected, 2 notes$/);
  await expect(marked.locator("[data-slot='day-mark']")).toHaveCount(1);
  await expect(calendar.locator("[data-slot='day-mark']")).toHaveCount(1);

  const dayList = page.getByRole("region", { name: /, 2 notes$/ });
  await expect(dayList.getByRole("heading", { level: 2 })).toContainText(String(today.getFullYear()));
  await expect(titlesIn(dayList.getByRole("list"))).toHaveText(["Pancake recipe", "Gift ideas"]);
  await expect(page.getByText("2 notes", { exact: true })).toBeVisible();

  // Another day of the month has no notes (and no "notes" in its name).
  const otherDay = today.getDate() === 1 ? 2 : 1;
  const other = calendar.locator(`[data-day]:not([data-outside]) button`).nth(otherDay - 1);
  await expect(other).not.toHaveAccessibleName(/notes/);
  await other.click();
  await expect(page.getByText("No notes from this day")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /, 0 notes$/ })).toBeVisible();

  // Show all lists every note; choosing a day leaves it.
  const showAll = page.getByRole("button", { name: "Show all" });
  await showAll.click();
  await expect(showAll).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { level: 2, name: "All notes, 2 notes" })).toBeVisible();
  await expect(titlesIn(page.getByRole("list", { name: "All notes, 2 notes" }))).toHaveText([
    "Pancake recipe",
    "Gift ideas",
  ]);
  await calendar.getByRole("button", { name: /, 2 notes$/ }).click();
  await expect(showAll).toHaveAttribute("aria-pressed", "false");
  await expect(titlesIn(page.getByRole("region", { name: /, 2 notes$/ }).getByRole("list"))).toHaveCount(2);

  // The cards keep working: opening one edits it.
  await page.getByRole("button", { name: "Gift ideas", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Edit note" })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("the Slovak notes calendar starts on Monday and names the marked day in Slovak", async ({ page }) => {
  await post(page, "/api/notes", { title: "Nápad", category: "notes" });
  await post(page, "/api/notes", { title: "Recept", category: "notes" });
  await post(page, "/api/notes", { title: "Zoznam kníh", category: "notes" });
  await page.goto("/sk/home?tab=notes");
  const calendar = page.getByRole("grid");
  await expect(calendar.locator("thead th").first()).toHaveText("Po");
  await expect(calendar.getByRole("button", { name: /^Dnes, .*, 3 poznámky$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Zobraziť všetky" })).toBeVisible();
  await expect(page.getByText("3 poznámky", { exact: true })).toBeVisible();
});
