import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { createTask, post, titlesIn } from "./support/page-api.ts";

/*
 * Dates on the home screen and beyond (issue 9): overdue tasks (point 11), what a calendar day holds
 * (point 10), the night greeting (point 16), one date style (point 12), the Slovak date card and
 * unpadded week numbers (Slovak list).
 */

test.use({ timezoneId: "Europe/Bratislava" });

test.beforeEach(async ({ page, baseURL }) => {
  const user = uniqueUser({ firstName: "Jana" });
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
});

test("open tasks whose time has passed are Overdue, above Today, and marked in words", async ({ page }) => {
  await createTask(page, "Yesterday's call", "2026-11-19");
  await createTask(page, "This morning", "2026-11-20T09:00:00+01:00");
  await createTask(page, "Today, any time", "2026-11-20");
  await createTask(page, "This afternoon", "2026-11-20T15:00:00+01:00");
  await createTask(page, "Undated");
  const done = await createTask(page, "Done last week", "2026-11-13");
  await post(page, `/api/notes/${done}/toggle`);
  // Friday 20 November 2026, noon.
  await page.clock.setFixedTime(new Date("2026-11-20T12:00:00+01:00"));
  await page.goto("/home");

  const overdue = page.getByRole("list", { name: "Overdue, 2 tasks" });
  await expect(titlesIn(overdue)).toHaveText(["Yesterday's call", "This morning"]);
  await expect(titlesIn(page.getByRole("list", { name: /^Today, / }))).toHaveText([
    "Today, any time",
    "This afternoon",
  ]);
  // Overdue comes first on the page.
  const groups = page.getByRole("heading", { level: 2, name: /^(Overdue|Today|No date|Completed), / });
  await expect(groups).toHaveText(["Overdue2", "Today2", "No date1", "Completed1"]);
  // Each late card says so in words, beside its date; the others do not.
  const late = overdue.getByRole("listitem").filter({ hasText: "Yesterday's call" });
  await expect(late).toContainText("Overdue19.11.2026");
  await expect(page.getByRole("listitem").filter({ hasText: "This afternoon" })).not.toContainText("Overdue");
  await expect(page.getByRole("listitem").filter({ hasText: "Done last week" })).not.toContainText("Overdue");

  // Ticking a late task takes it out of Overdue.
  await overdue.getByRole("checkbox", { name: "Mark 'This morning' as done" }).click();
  await expect(page.getByRole("list", { name: "Overdue, 1 task" })).toBeVisible();

  await page.goto("/sk/home");
  await expect(page.getByRole("heading", { level: 2, name: "Po termíne, 1 úloha" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Yesterday's call" })).toContainText("Po termíne");
});

test("without late tasks there is no Overdue group", async ({ page }) => {
  await createTask(page, "Next week", "2026-11-27");
  await page.clock.setFixedTime(new Date("2026-11-20T12:00:00+01:00"));
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 2, name: "Upcoming, 1 task" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Overdue/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /^Today/ })).toHaveCount(0);
});

test("picking a day in the calendar shows its tasks in order of time and adds a task on that date", async ({
  page,
  pageErrors,
}) => {
  await createTask(page, "Dentist", "2026-11-24T14:00:00+01:00");
  await createTask(page, "Plumber", "2026-11-24T09:30:00+01:00");
  await createTask(page, "Pay the rent", "2026-11-24");
  await createTask(page, "Another day", "2026-11-25");
  await page.clock.setFixedTime(new Date("2026-11-20T12:00:00+01:00"));
  await page.goto("/home");

  await page.getByRole("button", { name: /Open the calendar/ }).click();
  const calendar = page.getByRole("dialog", { name: "Calendar" });
  const due = calendar.getByRole("region", { name: "Due on this day" });
  // Today (the 20th) has nothing.
  await expect(due).toContainText("Nothing is due on this day.");

  await calendar.getByRole("button", { name: /November 24th, 2026/ }).click();
  // One date format on the screen: the heading writes the day as the date field below does (issue 25).
  await expect(calendar).toContainText("Tuesday, 24.11.2026");
  await expect(due.getByRole("listitem")).toHaveText(["All dayPay the rent", "09:30Plumber", "14:00Dentist"]);

  await due.getByRole("button", { name: "Add a task on this date" }).click();
  const dialog = page.getByRole("dialog", { name: "New task" });
  await expect(dialog.getByRole("button", { name: /^Date/ })).toHaveAccessibleName("Date 24.11.2026");
  await dialog.getByLabel("Title").fill("Pick up the parcel");
  await dialog.getByLabel("Time").fill("11:00");
  const created = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/notes"));
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  expect((await created).postDataJSON()).toMatchObject({
    title: "Pick up the parcel",
    date: "2026-11-24T11:00:00+01:00",
  });

  // Back in the calendar, the new task is in its place.
  await expect(dialog).toBeHidden();
  await expect(due.getByRole("listitem")).toHaveText([
    "All dayPay the rent",
    "09:30Plumber",
    "11:00Pick up the parcel",
    "14:00Dentist",
  ]);
  await calendar.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("button", { name: "Pick up the parcel", exact: true })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("the greeting says good night between 22:00 and 5:00, in both languages", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2026-11-23T01:15:00+01:00"));
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1, name: "Good night, Jana" })).toBeVisible();
  await page.goto("/sk/home");
  await expect(page.getByRole("heading", { level: 1, name: "Dobrú noc, Jana" })).toBeVisible();

  await page.clock.setFixedTime(new Date("2026-11-23T21:59:00+01:00"));
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1, name: "Good evening, Jana" })).toBeVisible();
});

test("the date card reads '23. novembra, pondelok' in Slovak and 'Monday, 23 November' in English", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date("2026-11-23T10:00:00+01:00"));
  await page.goto("/sk/home");
  const skCard = page.getByRole("button", { name: /Otvoriť kalendár/ });
  await expect(skCard).toHaveAccessibleName(/23\. novembra, pondelok/);
  // What the eye sees: the ordinal dot, the genitive month, lower case.
  await expect(skCard.locator("span[aria-hidden='true']")).toHaveText("23.novembrapondelok");

  await page.goto("/home");
  const card = page.getByRole("button", { name: /Open the calendar/ });
  await expect(card).toHaveAccessibleName(/Monday, 23 November/);
});

test("week numbers are not zero-padded, in both languages", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2027-01-05T10:00:00+01:00"));
  await page.goto("/sk/home");
  const skCard = page.getByRole("button", { name: /Otvoriť kalendár/ });
  await expect(skCard).toContainText("Týždeň 1");
  await skCard.click();
  // January 2027 in ISO weeks: 28 December – 3 January is week 53 of 2026.
  await expect(page.getByRole("dialog", { name: "Kalendár" }).getByRole("rowheader")).toHaveText([
    "53",
    "1",
    "2",
    "3",
    "4",
  ]);

  await page.goto("/home");
  await page.getByRole("button", { name: /Open the calendar/ }).click();
  await expect(page.getByRole("dialog", { name: "Calendar" }).getByRole("rowheader")).toHaveText([
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
  ]);
});

test("the trash and quick notes write dates as dd.MM.yyyy HH:mm in both languages", async ({ page }) => {
  const id = await createTask(page, "Old errand");
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  await page.request.delete(`/api/notes/${id}`, { headers: { origin } });
  const stamp = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;

  await page.goto("/trash");
  const time = page.getByRole("article", { name: "Old errand" }).locator("time");
  await expect(time).toHaveText(/^Deleted \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  await page.goto("/sk/trash");
  await expect(time).toHaveText(/^Vymazané \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  expect((await time.textContent())?.replace(/^Vymazané /, "")).toMatch(stamp);

  await page.clock.setFixedTime(new Date("2026-11-23T01:20:00+01:00"));
  await page.goto("/quick-notes");
  await page.getByRole("button", { name: "New quick note" }).click();
  await page.getByRole("textbox", { name: "New quick note" }).fill("Buy stamps");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("list", { name: "Your quick notes" })).toContainText("Created 23.11.2026 01:20");
  await page.goto("/sk/home");
  await expect(page.getByRole("region", { name: "Rýchle poznámky" })).toContainText("23.11.2026 01:20");
});
