import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { post } from "./support/page-api.ts";

/*
 * Long lists (more than 200 loaded cards) render only the rows near the screen: scrolling still loads
 * page after page, the DOM keeps a few dozen cards, screen readers hear each card's place in the whole
 * list, the keyboard walks the cards with the page following, and trashing or ticking leaves focus
 * where a short list does.
 */

test.use({ timezoneId: "Europe/Bratislava" });

/** Far fewer than loaded: a phone-sized screen of rows and their overscan. */
const MOST_CARDS_RENDERED = 100;

test.beforeEach(async ({ page, baseURL }) => {
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
});

/** At each end of a made list, notes made one by one, so their order (by creation) is their number's. */
const IN_ORDER = 65;

/**
 * Makes `count` notes of one kind, titled `${prefix} 1` (oldest) to `${prefix} ${count}`: the first and
 * last IN_ORDER one after another, those between 20 at a time (their order among themselves is loose).
 */
async function createMany(page: Page, count: number, prefix: string, category: "tasks" | "shopping") {
  const create = (n: number) => post(page, "/api/notes", { title: `${prefix} ${n}`, category });
  for (let n = 1; n <= IN_ORDER; n += 1) await create(n);
  for (let start = IN_ORDER + 1; start <= count - IN_ORDER; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - IN_ORDER + 1 - start) }, (_, offset) => start + offset);
    await Promise.all(batch.map(create));
  }
  for (let n = count - IN_ORDER + 1; n <= count; n += 1) await create(n);
}

/** Scrolls to the page's end until `last` is shown (each arrival of the end loads the next page). */
async function scrollToEnd(page: Page, last: Locator) {
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(last).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
}

test("260 shopping lists: scrolling loads them all, few cards in the DOM, each knows its place, Tab scrolls them in", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await createMany(page, 260, "List", "shopping");
  await page.goto("/home?tab=shopping");
  const cards = page.getByRole("tabpanel").locator("[data-note-id]");
  await expect(page.getByText("260 lists", { exact: true })).toBeVisible();
  // The server counts 260, so the list is long from its first page: of its 50 cards only the rows on
  // screen are built (turning long at the 201st would build all 200 first, then drop them).
  await expect(page.getByRole("link", { name: "List 260", exact: true })).toBeVisible();
  await expect.poll(() => cards.count()).toBeLessThan(50);

  // Newest first: the oldest list is the last of six pages.
  const oldest = cards.filter({ has: page.getByRole("link", { name: "List 1", exact: true }) });
  await scrollToEnd(page, oldest);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  await expect(oldest).toHaveAttribute("aria-posinset", "260");
  await expect(oldest).toHaveAttribute("aria-setsize", "260");
  await expect.poll(() => cards.count()).toBeLessThan(MOST_CARDS_RENDERED);
  // One list: the rendered cards are its items, the last one the 260th.
  const list = page.getByRole("tabpanel").getByRole("list");
  await expect(list).toHaveCount(1);
  await expect(list.getByRole("listitem").last()).toHaveAttribute("aria-posinset", "260");

  // Back at the top, the keyboard walks down the cards: each one it reaches is scrolled into view, and
  // rows ahead keep coming while rows behind go.
  await page.mouse.wheel(0, -100_000);
  const newest = page.getByRole("link", { name: "List 260", exact: true });
  await expect(newest).toBeInViewport();
  await newest.focus();
  for (let card = 260; card > 200; card -= 1) {
    const link = page.getByRole("link", { name: `List ${card}`, exact: true });
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport();
    await page.keyboard.press("Tab"); // the card's More actions (pin, colour, archive)
    await page.keyboard.press("Tab"); // the card's Delete button
    await page.keyboard.press("Tab"); // the next card
  }
  // Twenty rows down, the first rows have gone.
  await expect(page.getByRole("link", { name: "List 260", exact: true })).toHaveCount(0);
  await expect.poll(() => cards.count()).toBeLessThan(MOST_CARDS_RENDERED);
});

test("230 tasks: trashing moves focus to the next card, a ticked task is followed to Completed far below", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await createMany(page, 230, "Task", "tasks");
  await page.goto("/home?tab=tasks");
  const panel = page.getByRole("tabpanel");
  const cards = panel.locator("[data-note-id]");
  const undated = panel.getByRole("list", { name: /^No date/ });
  await scrollToEnd(page, page.getByRole("button", { name: "Delete 'Task 1'" }));
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  await expect.poll(() => cards.count()).toBeLessThan(MOST_CARDS_RENDERED);
  await expect(undated.locator("[data-note-id]").last()).toHaveAttribute("aria-setsize", "230");

  // Trashing with the keyboard: focus goes to the card after it, as in a short list.
  await page.mouse.wheel(0, -100_000);
  await page.getByRole("button", { name: "Delete 'Task 229'" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Task 228", exact: true })).toBeFocused();
  await expect(page.getByRole("button", { name: "Delete 'Task 229'" })).toHaveCount(0);

  // Ticking the top task: it goes to the top of Completed, 228 tasks further down, which is not
  // rendered; the page scrolls there and focus follows it to its tick box.
  const tick = page.getByRole("checkbox", { name: "Mark 'Task 230' as done" });
  await tick.focus();
  await page.keyboard.press("Space");
  const ticked = page.getByRole("checkbox", { name: "Mark 'Task 230' as not done" });
  await expect(ticked).toBeFocused();
  await expect(ticked).toBeInViewport();
  await expect.poll(() => cards.count()).toBeLessThan(MOST_CARDS_RENDERED);
});
