import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { createTask, post, titlesIn } from "./support/page-api.ts";

/*
 * Long lists come a page (50) at a time: more load when the end of the list scrolls into view, and a
 * "Load more" button does the same for the keyboard; the count above a list counts all of it.
 */

test.use({ timezoneId: "Europe/Bratislava" });

test.beforeEach(async ({ page, baseURL }) => {
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
});

test("161 shopping lists: 50 at first, more on scrolling and with Load more by keyboard, done/total on every card", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const first = await post<{ id: string; items: { id: string }[] }>(page, "/api/notes", {
    title: "List 1",
    category: "shopping",
    items: [{ name: "Milk" }, { name: "Bread" }, { name: "Eggs" }],
  });
  await post(page, `/api/notes/${first.id}/items/${first.items[0]?.id}/toggle`);
  for (let start = 2; start <= 161; start += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, 162 - start) }, (_, offset) =>
        post(page, "/api/notes", { title: `List ${start + offset}`, category: "shopping" }),
      ),
    );
  }

  await page.goto("/home?tab=shopping");
  const panel = page.getByRole("tabpanel");
  const cards = panel.locator("[data-note-id]");
  await expect(page.getByText("161 lists", { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(50);

  // Scrolling to the end of the list brings the next page without a click.
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(100);
  await expect(panel.locator("[aria-live=polite]").filter({ hasText: "50 more shown" })).toHaveCount(1);

  // Without scrolling (no IntersectionObserver here), the keyboard reaches "Load more" right after the
  // last card; Enter loads the next page and the focus stays on the button until the list is complete.
  await page.addInitScript({ content: "delete window.IntersectionObserver;" });
  await page.reload();
  await expect(cards).toHaveCount(50);
  await cards
    .last()
    .getByRole("button", { name: /Delete/ })
    .focus();
  await page.keyboard.press("Tab");
  const loadMore = panel.getByRole("button", { name: "Load more" });
  await expect(loadMore).toBeFocused();
  for (const count of [100, 150]) {
    await page.keyboard.press("Enter");
    await expect(cards).toHaveCount(count);
    await expect(loadMore).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await expect(cards).toHaveCount(161);
  await expect(loadMore).toHaveCount(0);

  // The oldest list's card shows its done/total from the counts (its items are not in the list).
  const oldest = cards
    .filter({ hasText: "List 1" })
    .filter({ has: page.getByRole("link", { name: "List 1", exact: true }) });
  await expect(oldest.getByRole("progressbar", { name: "Bought 1 of 3" })).toBeVisible();
  await expect(oldest.getByText("1/3")).toBeVisible();
});

test("a dated task made before 60 undated ones is on the first page, in Upcoming above No date; ticking moves it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await createTask(page, "Dentist", "2026-11-24T09:30:00+01:00");
  for (let start = 1; start <= 60; start += 20) {
    await Promise.all(Array.from({ length: 20 }, (_, offset) => createTask(page, `Chore ${start + offset}`)));
  }
  await page.clock.setFixedTime(new Date("2026-11-20T08:00:00+01:00"));
  await page.goto("/home?tab=tasks");
  await expect(page.getByText("61 tasks", { exact: true })).toBeVisible();
  const upcoming = page.getByRole("list", { name: /^Upcoming, / });
  await expect(titlesIn(upcoming)).toHaveText(["Dentist"]);
  await expect(page.locator("[data-note-id]")).toHaveCount(50);
  // The group counts all its tasks, not just the loaded ones (the server's progress figures).
  await expect(page.getByRole("heading", { level: 2, name: "No date, 60 tasks" })).toBeVisible();

  // The progress card counts all 61 tasks (the server's figure), moved at once by the tick: 1 of 61 = 2%.
  await expect(page.getByText("0%", { exact: true })).toBeVisible();
  await upcoming.getByRole("checkbox", { name: "Mark 'Dentist' as done" }).click();
  const completed = page.getByRole("list", { name: /^Completed, / });
  await expect(titlesIn(completed)).toHaveText(["Dentist"]);
  await expect(page.getByRole("heading", { level: 2, name: /^Upcoming, / })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "No date, 60 tasks" })).toBeVisible();
  await expect(page.getByText("2%", { exact: true })).toBeVisible();

  // Scrolling loads the remaining undated tasks below.
  await expect(async () => {
    await page.locator("[data-note-id]").last().scrollIntoViewIfNeeded();
    await expect(page.locator("[data-note-id]")).toHaveCount(61, { timeout: 1_000 });
  }).toPass();
});
