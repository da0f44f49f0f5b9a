import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { findHorizontalOverflow } from "./support/horizontal-overflow.ts";
import { post, titlesIn } from "./support/page-api.ts";

/*
 * Issue 25 point 6, "No Today": the tasks tab's groups (Overdue, Today, Tomorrow, Upcoming, No date,
 * Completed), the Today screen in the header (today's and overdue tasks from every list), and tag chips
 * on cards that narrow the list to their tag. On a phone and a laptop, in English and Slovak.
 */

test.use({ timezoneId: "Europe/Bratislava" });

/** Friday 20 November 2026, noon in Bratislava: the browser's clock in every test below. */
const NOW = new Date("2026-11-20T12:00:00+01:00");

type Seeded = { work: string; home: string };

/** The six tasks of the example, two of them tagged Work and one Home. */
async function seedTasks(page: Page): Promise<Seeded> {
  const work = (await post<{ id: string }>(page, "/api/tags", { name: "Work" })).id;
  const home = (await post<{ id: string }>(page, "/api/tags", { name: "Home" })).id;
  const task = (title: string, fields: Record<string, unknown> = {}) =>
    post<{ id: string }>(page, "/api/notes", { title, category: "tasks", ...fields });
  await task("Call the bank", { date: "2026-11-19", tags: [work] });
  await task("Dentist at four", { date: "2026-11-20T16:00:00+01:00", tags: [home] });
  await task("Pick up the parcel", { date: "2026-11-21" });
  await task("Conference", { date: "2026-12-04", tags: [work] });
  await task("Someday maybe");
  const done = await task("Water the plants", { date: "2026-11-20" });
  await post(page, `/api/notes/${done.id}/toggle`);
  return { work, home };
}

const GROUPS = {
  en: ["Overdue", "Today", "Tomorrow", "Upcoming", "No date", "Completed"],
  sk: ["Po termíne", "Dnes", "Zajtra", "Nadchádzajúce", "Bez termínu", "Dokončené"],
} as const;
const ONE_TASK = { en: "1 task", sk: "1 úloha" } as const;
const TITLES = [
  "Call the bank",
  "Dentist at four",
  "Pick up the parcel",
  "Conference",
  "Someday maybe",
  "Water the plants",
];

for (const [device, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["laptop", { width: 1366, height: 768 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });
    let seeded: Seeded;

    test.beforeEach(async ({ page, baseURL }) => {
      const user = uniqueUser();
      await createConfirmedUser(page.request, baseURL ?? "", user);
      await signInThroughApi(page.request, baseURL ?? "", user);
      seeded = await seedTasks(page);
      await page.clock.setFixedTime(NOW);
    });

    for (const language of ["en", "sk"] as const) {
      const root = language === "sk" ? "/sk" : "";

      test(`the tasks tab groups by day, each group a named section with its count (${language})`, async ({
        page,
        pageErrors,
      }) => {
        await page.goto(`${root}/home?tab=tasks`);
        const names = GROUPS[language];
        // Each group is a section named by its heading, in this order, and holds its one task.
        const headings = page.getByRole("heading", { level: 2, name: new RegExp(`^(${names.join("|")}), `) });
        await expect(headings).toHaveText(names.map((name) => `${name}1`));
        for (const [index, name] of names.entries()) {
          const group = page.getByRole("region", { name: `${name}, ${ONE_TASK[language]}` });
          await expect(titlesIn(group.getByRole("list"))).toHaveText([TITLES[index] ?? ""]);
        }
        // The task due today at 16:00 is not "upcoming" among undated and far-off ones.
        await expect(page.getByRole("region", { name: new RegExp(`^${names[3]}, `) })).not.toContainText(
          "Dentist at four",
        );
        expect(pageErrors).toEqual([]);
      });

      test(`the header's Today shows today's and overdue tasks from every list (${language})`, async ({
        page,
        pageErrors,
      }) => {
        await page.goto(`${root}/home`);
        const todayName = language === "sk" ? "Dnes" : "Today";
        const link = page.getByRole("navigation").getByRole("link", { name: todayName, exact: true });
        await expect(link).toBeInViewport();
        // The header still fits the phone with the new link.
        expect(await findHorizontalOverflow(page)).toEqual({ scrollExcess: 0, elements: [] });
        await link.click();
        await expect(page).toHaveURL(`${root}/today`);
        await expect(page.getByRole("heading", { level: 1, name: todayName })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${todayName}`));
        await expect(link).toHaveAttribute("aria-current", "page");

        const [overdue, today] = GROUPS[language];
        await expect(page.getByRole("heading", { level: 2 })).toHaveText([`${overdue}1`, `${today}1`]);
        await expect(titlesIn(page.getByRole("list", { name: `${overdue}, ${ONE_TASK[language]}` }))).toHaveText([
          "Call the bank",
        ]);
        const todayList = page.getByRole("list", { name: `${today}, ${ONE_TASK[language]}` });
        await expect(titlesIn(todayList)).toHaveText(["Dentist at four"]);
        for (const absent of ["Pick up the parcel", "Conference", "Someday maybe", "Water the plants"]) {
          await expect(page.getByText(absent)).toHaveCount(0);
        }

        // Ticked, a task leaves Today; with both done, the screen says there is nothing left.
        const markDone = language === "sk" ? "Označiť „Dentist at four“ ako hotové" : "Mark 'Dentist at four' as done";
        await todayList.getByRole("checkbox", { name: markDone }).click();
        await expect(page.getByText("Dentist at four")).toHaveCount(0);
        const markBankDone = language === "sk" ? "Označiť „Call the bank“ ako hotové" : "Mark 'Call the bank' as done";
        await page.getByRole("checkbox", { name: markBankDone }).click();
        await expect(page.getByText(language === "sk" ? "Na dnes nemáte nič" : "Nothing due today")).toBeVisible();
        expect(pageErrors).toEqual([]);
      });

      test(`a tag chip on a card narrows the list to its tag; the filter shows, goes with Back and is removed (${language})`, async ({
        page,
        pageErrors,
      }) => {
        await page.goto(`${root}/home?tab=tasks`);
        const cards = page.locator("[data-note-id]");
        await expect(cards).toHaveCount(6);
        const show = language === "sk" ? "Zobraziť len položky so štítkom Work" : "Show only items tagged Work";
        await page
          .locator("[data-note-id]")
          .filter({ hasText: "Call the bank" })
          .getByRole("button", { name: show })
          .click();
        await expect(page).toHaveURL(new RegExp(`${root}/home\\?tab=tasks&tag=${seeded.work}$`));
        await expect(titlesIn(page.getByRole("list", { name: /, / }))).toHaveText(["Call the bank", "Conference"]);
        // The filter is a visible chip whose button removes it; it has the focus, so a screen reader hears it.
        const remove = page.getByRole("button", {
          name: language === "sk" ? "Zrušiť filter Work" : "Remove the filter Work",
        });
        await expect(remove).toBeFocused();
        await expect(page.getByText(language === "sk" ? "Filter podľa štítka:" : "Filtered by tag:")).toBeVisible();

        // Back shows everything again; Forward brings the filter back.
        await page.goBack();
        await expect(cards).toHaveCount(6);
        await expect(remove).toHaveCount(0);
        await page.goForward();
        await expect(cards).toHaveCount(2);

        // Removing the chip shows everything; focus goes back to the chosen tab.
        await remove.click();
        await expect(cards).toHaveCount(6);
        await expect(page).toHaveURL(`${root}/home?tab=tasks`);
        await expect(page.getByRole("tab", { selected: true })).toBeFocused();

        // On the Today screen too: the Home tag keeps only the dentist.
        await page.goto(`${root}/today?tag=${seeded.home}`);
        await expect(titlesIn(page.getByRole("list", { name: /, / }))).toHaveText(["Dentist at four"]);
        await page
          .getByRole("button", { name: language === "sk" ? "Zrušiť filter Home" : "Remove the filter Home" })
          .click();
        await expect(cards).toHaveCount(2);
        expect(pageErrors).toEqual([]);
      });
    }
  });
}
