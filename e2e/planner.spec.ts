import type { Page } from "@playwright/test";
import { expect, scrollsHorizontally, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";

test.beforeEach(async ({ page, baseURL }) => {
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
});

const day = (page: Page, name: string) => page.getByRole("spinbutton", { name: new RegExp(`^${name}`) });
const total = (page: Page) => page.getByTestId("planner-total");
const average = (page: Page) => page.getByTestId("planner-average");

/** The week as the server has it: date → hours. */
async function savedWeek(page: Page, from: string): Promise<Record<string, number>> {
  const response = await page.request.get(`/api/planner?from=${from}`);
  const week = (await response.json()) as { days: { date: string; plannedHours: number }[] };
  return Object.fromEntries(week.days.map(({ date, plannedHours }) => [date, plannedHours]));
}

/** Every save the page sends. */
function recordSaves(page: Page): { date: string; hours: number }[] {
  const saves: { date: string; hours: number }[] = [];
  page.on("request", (request) => {
    if (request.method() !== "PUT" || !request.url().includes("/api/planner/")) return;
    saves.push({ date: request.url().split("/").pop() ?? "", hours: request.postDataJSON().plannedHours });
  });
  return saves;
}

test("a week's hours are saved as they are typed and survive a reload", async ({ page, pageErrors }) => {
  await page.goto("/planner?week=2026-03-09");
  await expect(page.getByRole("heading", { level: 2, name: "Week of 09.03. – 15.03.2026" })).toBeVisible();
  await expect(day(page, "Monday")).toHaveValue("0");
  await expect(total(page)).toContainText("0.0");

  await day(page, "Monday").fill("8");
  await day(page, "Tuesday").fill("7.5");
  await day(page, "Friday").fill("4");
  // The total follows the typing before anything is saved: 19.5 h, 19.5 ÷ 7 = 2.8 h a day.
  await expect(total(page)).toContainText("19.5");
  await expect(average(page)).toContainText("2.8");
  const friday = page.getByRole("listitem").filter({ has: day(page, "Friday") });
  await expect(friday.getByText("Saved")).toBeVisible();

  await expect
    .poll(() => savedWeek(page, "2026-03-09"))
    .toMatchObject({
      "2026-03-09": 8,
      "2026-03-10": 7.5,
      "2026-03-13": 4,
    });
  await page.reload();
  await expect(day(page, "Monday")).toHaveValue("8");
  await expect(day(page, "Tuesday")).toHaveValue("7.5");
  await expect(day(page, "Friday")).toHaveValue("4");
  await expect(total(page)).toContainText("19.5");
  await expect(average(page)).toContainText("2.8");

  // The arrow keys step by half an hour.
  await day(page, "Sunday").press("ArrowUp");
  await day(page, "Sunday").press("ArrowUp");
  await expect(day(page, "Sunday")).toHaveValue("1");
  await expect(total(page)).toContainText("20.5");
  expect(pageErrors).toEqual([]);
});

test("the week moves back and forward and the URL keeps it", async ({ page }) => {
  await page.goto("/planner");
  // Without ?week= the current week, Monday first, with today marked.
  await expect(page.getByText("Today", { exact: true })).toBeVisible();
  await expect(page.getByRole("spinbutton").first()).toHaveAccessibleName(/^Monday/);

  await page.goto("/planner?week=2026-03-11");
  await expect(page).toHaveURL(/\?week=2026-03-09$/);
  await day(page, "Monday").fill("6");
  await day(page, "Monday").blur();
  await expect(
    page
      .getByRole("listitem")
      .filter({ has: day(page, "Monday") })
      .getByText("Saved"),
  ).toBeVisible();

  await page.getByRole("link", { name: "Next week" }).click();
  await expect(page).toHaveURL(/\?week=2026-03-16$/);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Week of 16.03. – 22.03.2026");
  await expect(day(page, "Monday")).toHaveValue("0");
  await expect(page.getByText("16.03.", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Previous week" }).click();
  await page.getByRole("link", { name: "Previous week" }).click();
  await expect(page).toHaveURL(/\?week=2026-03-02$/);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Week of 02.03. – 08.03.2026");

  await page.goBack();
  await expect(page).toHaveURL(/\?week=2026-03-09$/);
  await expect(day(page, "Monday")).toHaveValue("6");
  await page.getByRole("link", { name: "This week" }).click();
  await expect(page.getByText("Today", { exact: true })).toBeVisible();
});

test("hours outside 0–24 are refused and not saved; a non-number counts as 0", async ({ page }) => {
  const saves = recordSaves(page);
  await page.goto("/planner?week=2026-03-09");
  await day(page, "Monday").fill("6");
  await day(page, "Monday").blur();
  await expect.poll(() => saves.length).toBe(1);

  await day(page, "Monday").fill("24.5");
  await expect(day(page, "Monday")).toHaveAttribute("aria-invalid", "true");
  await expect(day(page, "Monday")).toHaveAccessibleDescription("Enter between 0 and 24 hours. Not saved.");
  await day(page, "Monday").blur();
  await day(page, "Tuesday").fill("7.3");
  await expect(page.getByText("Use whole or half hours, e.g. 7.5. Not saved.")).toBeVisible();
  // The saved 6 still counts while the field holds a refused value.
  await expect(total(page)).toContainText("6.0");
  await page.waitForTimeout(800);
  expect(saves).toEqual([{ date: "2026-03-09", hours: 6 }]);
  await page.reload();
  await expect(day(page, "Monday")).toHaveValue("6");
  await expect(day(page, "Tuesday")).toHaveValue("0");

  await day(page, "Monday").fill("abc");
  await expect(page.getByText("Not a number, counts as 0.")).toBeVisible();
  await expect(total(page)).toContainText("0.0");
  await day(page, "Monday").blur();
  await expect(day(page, "Monday")).toHaveValue("0");
  await expect.poll(() => savedWeek(page, "2026-03-09")).toMatchObject({ "2026-03-09": 0 });
  await page.reload();
  await expect(day(page, "Monday")).toHaveValue("0");
});

test("failures to load or save say so", async ({ page }) => {
  await page.route("**/api/planner?*", (route) =>
    route.fulfill({ status: 400, json: { error: { code: "validation_failed", message: "no" } } }),
  );
  await page.goto("/planner?week=2026-03-09");
  await expect(page.locator("[data-sonner-toast][data-type='error']")).toContainText("Error loading hours");
  await page.unroute("**/api/planner?*");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(day(page, "Monday")).toHaveValue("0");

  // A refusal (4xx): a 5xx or no answer would keep the value in the outbox and send it again later.
  await page.route("**/api/planner/*", (route) =>
    route.fulfill({ status: 400, json: { error: { code: "validation_failed", message: "no" } } }),
  );
  await day(page, "Monday").fill("5");
  await day(page, "Monday").blur();
  await expect(
    page.locator("[data-sonner-toast][data-type='error']").filter({ hasText: "Error saving hours" }),
  ).toBeVisible();
  await expect(page.getByText("Not saved. Change the value or leave the field to try again.")).toBeVisible();
});

test.describe("on a phone, in Slovak", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the days read in Slovak from Monday and decimals take a comma", async ({ page }) => {
    await page.goto("/sk/planner?week=2026-03-09");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText("Týždeň 09.03. – 15.03.2026");
    const dayNames = page.getByRole("listitem").locator("label > span:first-child");
    // Waits for the week's days: the heading can show before the list has rendered.
    await expect(dayNames).toHaveText(["Pondelok", "Utorok", "Streda", "Štvrtok", "Piatok", "Sobota", "Nedeľa"]);
    const names = await dayNames.allTextContents();
    expect(names.map((name) => name.slice(0, 2))).toEqual(["Po", "Ut", "St", "Št", "Pi", "So", "Ne"]);

    await day(page, "Pondelok").fill("7,5");
    await day(page, "Utorok").fill("8");
    await expect(total(page)).toContainText("15,5");
    await expect(average(page)).toContainText("2,2");
    await day(page, "Streda").fill("25");
    await expect(page.getByText("Zadajte 0 až 24 hodín. Neuložené.")).toBeVisible();
    await day(page, "Streda").fill("0");
    await expect(
      page
        .getByRole("listitem")
        .filter({ has: day(page, "Utorok") })
        .getByText("Uložené"),
    ).toBeVisible();
    await page.reload();
    await expect(day(page, "Pondelok")).toHaveValue("7,5");
    expect(await scrollsHorizontally(page)).toBe(false);
  });
});

test("Slovak hours take the plural form of the number shown: 22,0 hodiny, 3,1 hodiny, 5 hodín", async ({ page }) => {
  await page.goto("/sk/planner?week=2026-03-09");
  await day(page, "Pondelok").fill("8");
  await day(page, "Utorok").fill("9");
  await day(page, "Streda").fill("5");
  // What a screen reader hears beside the figures (the visible "22,0 h" is the same number).
  await expect(total(page)).toContainText("22,0 hodiny");
  await expect(total(page)).not.toContainText("hodín");
  await expect(average(page)).toContainText("3,1 hodiny");
  // A whole number in a field is counted as usual.
  await expect(day(page, "Streda")).toHaveAttribute("aria-valuetext", "5 hodín");
  await expect(day(page, "Utorok")).toHaveAttribute("aria-valuetext", "9 hodín");
  await day(page, "Streda").fill("2");
  await expect(day(page, "Streda")).toHaveAttribute("aria-valuetext", "2 hodiny");
  await day(page, "Streda").fill("1");
  await expect(day(page, "Streda")).toHaveAttribute("aria-valuetext", "1 hodina");
  await expect(total(page)).toContainText("18,0 hodiny");
});
