import type { Page } from "@playwright/test";
import { expect, scrollsHorizontally, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { createNote } from "./support/organiser-data.ts";

// "Today" and "this week" are the browser's: a Central European browser on a server that runs in UTC.
test.use({ timezoneId: "Europe/Bratislava" });

test.beforeEach(async ({ page, baseURL }) => {
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
});

/** Three tasks (two completed), a shopping list and a note, made through the API. */
async function createData(page: Page, baseURL: string) {
  const tasks = [];
  for (const title of ["Call the plumber", "Pay rent", "Book the dentist"]) {
    tasks.push(await createNote(page.request, baseURL, { title, category: "tasks" }));
  }
  for (const id of tasks.slice(0, 2)) {
    const response = await page.request.post(`/api/notes/${id}/toggle`, { headers: { origin: baseURL } });
    expect(response.ok()).toBe(true);
  }
  await createNote(page.request, baseURL, { title: "Groceries", category: "shopping", items: [{ name: "Milk" }] });
  await createNote(page.request, baseURL, { title: "Ideas", category: "notes" });
}

/** The value of one card ("Total items" → its dd) in a part of the screen. */
const figure = (page: Page, region: string, term: string) =>
  page
    .getByRole("region", { name: region })
    .locator("dl > div")
    .filter({ has: page.getByRole("term").filter({ hasText: term }) })
    .getByRole("definition")
    .first();

test("the cards and the month count what was created and completed", async ({ page, baseURL, pageErrors }) => {
  await createData(page, baseURL ?? "");
  const statsRequest = page.waitForRequest((request) => request.url().includes("/api/stats"));
  await page.goto("/statistics");
  expect(new URL((await statsRequest).url()).searchParams.get("timeZone")).toBe("Europe/Bratislava");

  await expect(page.getByRole("heading", { level: 1, name: "Statistics" })).toBeVisible();
  await expect(figure(page, "Overview", "Overall progress")).toHaveText("67%");
  await expect(page.getByRole("progressbar", { name: "Share of tasks completed" })).toHaveAttribute(
    "aria-valuenow",
    "67",
  );
  await expect(figure(page, "Overview", "Completed tasks")).toContainText("2 / 3");
  await expect(figure(page, "Overview", "Completed tasks")).toContainText("2 of 3");
  await expect(figure(page, "Overview", "Total items")).toHaveText("5");
  await expect(figure(page, "Overview", "Shopping lists")).toHaveText("1");
  await expect(figure(page, "Overview", "Created today")).toHaveText("5");
  await expect(figure(page, "Overview", "Created this week")).toHaveText("5");

  await expect(figure(page, "This month", "New items")).toHaveText("5");
  await expect(figure(page, "This month", "Completed tasks")).toHaveText("2");
  await expect(figure(page, "This month", "Overall progress")).toHaveText("67%");
  expect(pageErrors).toEqual([]);
});

test("the charts are pictures with a summary, and their numbers are in a table", async ({ page, baseURL }) => {
  await createData(page, baseURL ?? "");
  await page.goto("/statistics");

  const perDay = page.getByRole("img", {
    name: /^Items created per day over the last 30 days: 5 in total, the most on .+ \(5\), 5 today\.$/,
  });
  await expect(perDay).toBeVisible();
  const perWeek = page.getByRole("img", {
    name: /^Tasks completed per week over the last 12 weeks: 2 in total, the most in the week of .+ \(2\), 2 this week\.$/,
  });
  await expect(perWeek).toBeVisible();

  const dayChart = page.getByRole("region", { name: "Items created per day" });
  await dayChart.getByText("Show the numbers").click();
  const rows = dayChart.getByRole("table", { name: "Items created per day" }).getByRole("row");
  await expect(rows).toHaveCount(31);
  await expect(rows.nth(1)).toContainText("(today)");
  await expect(rows.nth(1).getByRole("cell")).toHaveText("5");
  await expect(rows.nth(2).getByRole("cell")).toHaveText("0");

  // The keyboard walks the bars: the latest first, then back in time.
  await perDay.focus();
  await expect(page.getByText(/^.+: 5 items$/)).toBeAttached();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByText(/^.+: 0 items$/)).toBeAttached();
});

test("a new account sees calm, empty charts", async ({ page }) => {
  await page.goto("/statistics");
  await expect(figure(page, "Overview", "Total items")).toHaveText("0");
  await expect(figure(page, "Overview", "Overall progress")).toHaveText("0%");
  await expect(page.getByText("No tasks yet").first()).toBeVisible();
  await expect(page.getByRole("img", { name: "Items created per day over the last 30 days: none yet." })).toBeVisible();
  await expect(page.getByText("Nothing created in the last 30 days yet.", { exact: false })).toBeVisible();
  await expect(page.getByText("No tasks completed in the last 12 weeks yet.", { exact: false })).toBeVisible();
});

test("a failed load can be tried again", async ({ page, baseURL }) => {
  await createData(page, baseURL ?? "");
  await page.route("**/api/stats?*", (route) =>
    route.fulfill({ status: 400, json: { error: { code: "validation_failed", message: "no" } } }),
  );
  await page.goto("/statistics");
  await expect(page.getByRole("alert")).toContainText("Statistics could not be loaded.");
  await page.unroute("**/api/stats?*");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(figure(page, "Overview", "Total items")).toHaveText("5");
});

test.describe("on a phone, in Slovak", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the statistics read in Slovak and fit the screen", async ({ page, baseURL }) => {
    await createData(page, baseURL ?? "");
    await page.goto("/sk/statistics");
    await expect(page.getByRole("heading", { level: 1, name: "Štatistiky" })).toBeVisible();
    await expect(figure(page, "Prehľad", "Celkový pokrok")).toHaveText("67 %");
    await expect(figure(page, "Prehľad", "Všetky položky")).toHaveText("5");
    await expect(figure(page, "Prehľad", "Splnené úlohy")).toContainText("2 z 3");
    await expect(figure(page, "Prehľad", "Vytvorené tento týždeň")).toHaveText("5");
    await expect(page.getByRole("heading", { level: 2, name: "Tento mesiac" })).toBeVisible();
    await expect(
      page.getByRole("img", {
        name: /^Vytvorené položky po dňoch za posledných 30 dní: spolu 5, najviac .+, dnes 5\.$/,
      }),
    ).toBeVisible();
    await expect(
      page.getByRole("img", { name: /^Splnené úlohy po týždňoch za posledných 12 týždňov: spolu 2/ }),
    ).toBeVisible();
    expect(await scrollsHorizontally(page)).toBe(false);
  });
});
