import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";

/*
 * Recurring tasks and the reminder picker (issue 13): a weekly task made in the New task dialog on
 * chosen weekdays, its words on the card, ticking it brings next week's, and editing an occurrence
 * asks "this one / all future" — in English and in Slovak.
 */

test.use({ timezoneId: "Europe/Bratislava" });

test.beforeEach(async ({ page, baseURL }) => {
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
  // Monday 23 November 2026, 10:00.
  await page.clock.setFixedTime(new Date("2026-11-23T10:00:00+01:00"));
});

type SavedTask = {
  title: string;
  date: string | null;
  reminder: string | null;
  repeat: string | null;
  completed: boolean;
};

async function savedTasks(page: Page): Promise<SavedTask[]> {
  const body = (await (await page.request.get("/api/notes?category=tasks")).json()) as { notes: SavedTask[] };
  return body.notes;
}

test("a weekly task on Monday and Thursday: words on the card, ticked it brings the next one, edits ask", async ({
  page,
  pageErrors,
}) => {
  await page.goto("/home");
  await page.getByRole("button", { name: "New task" }).click();
  const dialog = page.getByRole("dialog", { name: "New task" });
  await dialog.getByLabel("Title").fill("Take out the bins");
  // Before a date, one line says the reminder and the repeat need one.
  await expect(dialog.getByText("Reminder and repeat: pick a date first.")).toBeVisible();
  await expect(dialog.getByLabel("Repeat")).toHaveCount(0);
  await dialog.getByRole("button", { name: /Date/ }).click();
  await page.getByRole("button", { name: /November 26/ }).click();
  await dialog.getByLabel("Time").fill("18:00");

  await dialog.getByLabel("Reminder").selectOption({ label: "1 hour before" });
  await dialog.getByLabel("Repeat").selectOption({ label: "Weekly, on chosen days" });
  const days = dialog.getByRole("group", { name: "On these days" });
  // The date's own weekday (a Thursday) is chosen to start with; Monday is added.
  await expect(days.getByRole("checkbox", { name: "Thursday" })).toBeChecked();
  // The day's chip is the checkbox's label (the box itself is visually hidden).
  await days.locator("label", { hasText: "Monday" }).click();
  await expect(days.getByRole("checkbox", { name: "Monday" })).toBeChecked();
  await expect(dialog.getByText("Repeats every Monday and Thursday.")).toBeVisible();
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("listitem").filter({ hasText: "Take out the bins" });
  await expect(card.getByTestId("card-repeat")).toHaveText("Repeats: every Monday and Thursday");
  await expect(card.getByTestId("card-reminder")).toContainText("26.11.2026 17:00");
  expect(await savedTasks(page)).toEqual([
    expect.objectContaining({
      date: "2026-11-26T18:00:00+01:00",
      reminder: "2026-11-26T17:00:00+01:00",
      repeat: "FREQ=WEEKLY;BYDAY=MO,TH",
    }),
  ]);

  // Ticked, next week's Monday comes in, with its reminder an hour before.
  await card.getByRole("checkbox", { name: "Mark 'Take out the bins' as done" }).click();
  const next = page.getByRole("listitem").filter({ hasText: "30.11.2026 18:00" });
  await expect(next).toContainText("Take out the bins");
  await expect(next.getByTestId("card-reminder")).toContainText("30.11.2026 17:00");
  await expect(next.getByTestId("card-repeat")).toContainText("every Monday and Thursday");

  // Editing it asks: only this one, or all future ones.
  await next.getByRole("button", { name: "Take out the bins", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit task" });
  await edit.getByLabel("Title").fill("Bins and paper");
  await edit.getByRole("button", { name: "Save" }).click();
  const question = page.getByRole("alertdialog", { name: "Change a repeating task" });
  await expect(question).toContainText("Change only this task, or this one and all the following ones?");
  await expect(question.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await question.getByRole("button", { name: "This one" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("button", { name: "Bins and paper", exact: true })).toBeVisible();

  // "This one": the occurrence after it has the series' title again.
  await page
    .getByRole("listitem")
    .filter({ hasText: "Bins and paper" })
    .getByRole("checkbox", { name: "Mark 'Bins and paper' as done" })
    .click();
  await expect(page.getByRole("listitem").filter({ hasText: "03.12.2026 18:00" })).toContainText("Take out the bins");
  expect(pageErrors).toEqual([]);
});

test("in Slovak: the words, the reminder picker and the question", async ({ page, pageErrors }) => {
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  const created = await page.request.post("/api/notes", {
    headers: { origin },
    data: {
      category: "tasks",
      title: "Vyniesť smeti",
      date: "2026-11-26T18:00:00+01:00",
      reminder: "2026-11-26T17:45:00+01:00",
      repeat: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH",
      timeZone: "Europe/Bratislava",
    },
  });
  expect(created.status()).toBe(201);
  await page.goto("/sk/home");
  const card = page.getByRole("listitem").filter({ hasText: "Vyniesť smeti" });
  await expect(card.getByTestId("card-repeat")).toHaveText("Opakuje sa: každé 2 týždne vo štvrtok");
  await expect(card.getByTestId("card-reminder")).toContainText("26.11.2026 17:45");

  await card.getByRole("button", { name: "Vyniesť smeti", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Upraviť úlohu" });
  // A reminder that is no preset shows as its own date and time.
  await expect(edit.getByLabel("Pripomienka", { exact: true })).toHaveValue("at");
  await expect(edit.getByLabel("Pripomenúť")).toHaveValue("2026-11-26T17:45");
  await edit.getByLabel("Pripomienka", { exact: true }).selectOption({ label: "1 deň vopred" });
  await expect(edit.getByLabel("Opakovanie")).toHaveValue("weekly");
  await edit.getByRole("button", { name: "Uložiť" }).click();
  const question = page.getByRole("alertdialog", { name: "Zmena opakovanej úlohy" });
  await expect(question.getByRole("button", { name: "Len túto" })).toBeVisible();
  await question.getByRole("button", { name: "Všetky budúce" }).click();
  await expect(card.getByTestId("card-reminder")).toContainText("25.11.2026 18:00");

  await card.getByRole("checkbox", { name: /Vyniesť smeti/ }).click();
  // Every 2 weeks: 10 December, reminded a day before (the series took the new reminder).
  const next = page.getByRole("listitem").filter({ hasText: "10.12.2026 18:00" });
  await expect(next.getByTestId("card-reminder")).toContainText("09.12.2026 18:00");
  expect(pageErrors).toEqual([]);
});

test("ticked offline and sent twice (the first answer lost), the next occurrence is made once", async ({
  page,
  context,
  pageErrors,
}) => {
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  const data = { category: "tasks", title: "Water the plants", date: "2026-11-26", repeat: "FREQ=WEEKLY;BYDAY=TH" };
  expect((await page.request.post("/api/notes", { headers: { origin }, data })).status()).toBe(201);
  await page.goto("/home");
  const card = page.getByRole("listitem").filter({ hasText: "Water the plants" });
  await expect(card.getByTestId("card-repeat")).toHaveText("Repeats: every Thursday");
  // The outbox's code loads on the first touch of the page, while online.
  const outboxLoaded = page.waitForResponse((response) => /\/assets\/outbox-[\w-]+\.js$/.test(response.url()));
  await page.keyboard.press("Shift");
  await outboxLoaded;

  // The first time the tick reaches the server, its answer is lost on the way back.
  let lostAnswers = 0;
  await context.route(
    (url) => /^\/api\/notes\/[^/]+$/.test(url.pathname),
    async (route) => {
      if (route.request().method() !== "PATCH" || lostAnswers > 0) return route.fallback();
      lostAnswers += 1;
      await route.fetch();
      await route.abort("internetdisconnected");
    },
  );
  await context.setOffline(true);
  await card.getByRole("checkbox", { name: "Mark 'Water the plants' as done" }).click();
  await expect(page.getByRole("banner").getByRole("status")).toHaveText("Offline · 1 change waiting");

  await context.setOffline(false);
  await expect(page.getByRole("listitem").filter({ hasText: "03.12.2026" })).toContainText("Water the plants");
  expect(lostAnswers).toBe(1);
  const tasks = (await savedTasks(page)).filter((task) => task.title === "Water the plants");
  expect(tasks.map((task) => [task.date, task.completed]).sort()).toEqual([
    ["2026-11-26", true],
    ["2026-12-03", false],
  ]);
  // The lost answer is the browser's own console line; nothing else went wrong.
  expect(pageErrors.filter((error) => !error.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
});
