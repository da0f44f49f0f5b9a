import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { blockingViolations } from "./support/axe.ts";

/*
 * Issue 25: the calendar shows what is planned (point 4) — days with tasks marked by dots and their
 * count in the day's name, a weekly task's coming occurrences on their days (read-only) —, a ticked
 * repeating task is one occurrence, counted once and listed after the open one (point 8), and the
 * calendar's week numbers say which numbering they follow (point 11), in English and in Slovak.
 */

test.use({ timezoneId: "Europe/Bratislava" });

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

test.beforeEach(async ({ page, baseURL }) => {
  // Two calendars' months, a dialog and axe on a loaded two-core machine: more than the default 30 s.
  test.setTimeout(90_000);
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
  // Monday 23 November 2026, 10:00.
  await page.clock.setFixedTime(new Date("2026-11-23T10:00:00+01:00"));
});

async function createTask(page: Page, data: Record<string, unknown>): Promise<string> {
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  const created = await page.request.post("/api/notes", { headers: { origin }, data: { category: "tasks", ...data } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Two tasks on Thursday 26 November, and one every Tuesday at 18:00 from 24 November. */
async function planWeek(page: Page, titles: { dentist: string; post: string; bins: string }) {
  await createTask(page, { title: titles.dentist, date: "2026-11-26T09:30:00+01:00" });
  await createTask(page, { title: titles.post, date: "2026-11-26" });
  await createTask(page, {
    title: titles.bins,
    date: "2026-11-24T18:00:00+01:00",
    repeat: "FREQ=WEEKLY;BYDAY=TU",
    timeZone: "Europe/Bratislava",
  });
}

/** What the contrast check uses of the page (the tests are typed without the DOM library). */
type PageGlobals = {
  document: { createElement: (tag: "canvas") => { getContext: (kind: "2d") => Canvas2D } };
  getComputedStyle: (element: unknown) => { backgroundColor: string };
};
type Canvas2D = {
  fillStyle: string;
  fillRect: (x: number, y: number, width: number, height: number) => void;
  getImageData: (x: number, y: number, width: number, height: number) => { data: Uint8ClampedArray };
};

/**
 * WCAG's contrast of a dot with the calendar's background: both colours as sRGB (the theme's oklch
 * read back through a canvas).
 */
async function dotContrast(dot: Locator): Promise<number> {
  return dot.evaluate((element) => {
    const page = globalThis as unknown as PageGlobals;
    const toRgb = (color: string) => {
      const context = page.document.createElement("canvas").getContext("2d");
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((value) => {
        const channel = value / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const dotLuminance = luminance(toRgb(page.getComputedStyle(element).backgroundColor));
    const background = luminance(toRgb(page.getComputedStyle(element.closest("[role='dialog']")).backgroundColor));
    return (Math.max(dotLuminance, background) + 0.05) / (Math.min(dotLuminance, background) + 0.05);
  });
}

test("English, laptop: days with tasks are marked and named with their count; a weekly task shows on its coming days", async ({
  page,
  pageErrors,
}) => {
  await page.setViewportSize(LAPTOP);
  await planWeek(page, { dentist: "Dentist", post: "Post office", bins: "Take out the bins" });
  await page.goto("/home");
  await page.getByRole("button", { name: /Open the calendar/ }).click();
  const calendar = page.getByRole("dialog", { name: "Calendar" });

  const thursday = calendar.getByRole("button", { name: /November 26th, 2026, 2 tasks$/ });
  await expect(thursday).toBeVisible();
  await expect(thursday.locator("[data-slot='day-mark'] > span")).toHaveCount(2);
  await expect(calendar.getByRole("button", { name: /November 24th, 2026, 1 task$/ })).toBeVisible();
  // A day without tasks says nothing more than its date.
  await expect(calendar.getByRole("button", { name: /November 25th, 2026$/ })).toBeVisible();
  // The dots stand out in the dark theme (the default) and in the light one (3:1, a UI part's contrast).
  const dot = thursday.locator("[data-slot='day-mark'] > span").first();
  expect(await dotContrast(dot)).toBeGreaterThanOrEqual(3);
  await calendar.getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await page.getByRole("button", { name: /Open the calendar/ }).click();
  expect(await dotContrast(dot)).toBeGreaterThanOrEqual(3);

  // The second Tuesday after the first: the weekly task is there, read-only until it comes.
  await calendar.getByRole("button", { name: "Go to the Next Month" }).click();
  const secondTuesday = calendar.getByRole("button", { name: /December 8th, 2026, 1 task$/ });
  await secondTuesday.click();
  const due = calendar.getByRole("region", { name: "Due on this day" });
  await expect(due.getByRole("listitem")).toHaveText([/^18:00Take out the binsUpcoming repeat$/]);
  await expect(due).not.toContainText("Nothing is due on this day.");
  await expect(due.getByRole("checkbox")).toHaveCount(0);

  // A task added on that day counts there at once, beside the coming one.
  await due.getByRole("button", { name: "Add a task on this date" }).click();
  const dialog = page.getByRole("dialog", { name: "New task" });
  await dialog.getByLabel("Title").fill("Pick up the parcel");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(calendar.getByRole("button", { name: /December 8th, 2026, selected, 2 tasks$/ })).toBeVisible();
  await expect(due.getByRole("listitem")).toHaveText([
    "All dayPick up the parcel",
    /^18:00Take out the binsUpcoming repeat$/,
  ]);
  // The accessibility gate holds for the marked calendar (light theme here, dark in the Slovak test).
  expect(await blockingViolations(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test("Slovak, phone: the count in Slovak plural forms, and the coming Tuesday", async ({ page, pageErrors }) => {
  await page.setViewportSize(PHONE);
  await planWeek(page, { dentist: "Zubár", post: "Pošta", bins: "Vyniesť smeti" });
  await createTask(page, { title: "Lekáreň", date: "2026-11-26T16:00:00+01:00" });
  await createTask(page, { title: "Kvety", date: "2026-11-27" });
  for (const title of ["Účty", "Banka", "Obchod", "Auto", "Pes"]) await createTask(page, { title, date: "2026-11-30" });
  await page.goto("/sk/home");
  await page.getByRole("button", { name: /Otvoriť kalendár/ }).click();
  const calendar = page.getByRole("dialog", { name: "Kalendár" });
  await expect(calendar.getByRole("button", { name: /26\. novembra 2026, 3 úlohy$/ })).toBeVisible();
  await expect(calendar.getByRole("button", { name: /27\. novembra 2026, 1 úloha$/ })).toBeVisible();
  const monday = calendar.getByRole("button", { name: /30\. novembra 2026, 5 úloh$/ });
  // Three dots at most: more reads as "many".
  await expect(monday.locator("[data-slot='day-mark'] > span")).toHaveCount(3);

  await calendar.getByRole("button", { name: "Prejsť na ďalší mesiac" }).click();
  await calendar.getByRole("button", { name: /8\. decembra 2026, 1 úloha$/ }).click();
  const due = calendar.getByRole("region", { name: "Naplánované na tento deň" });
  await expect(due.getByRole("listitem")).toHaveText([/^18:00Vyniesť smetiNadchádzajúce opakovanie$/]);
  expect(await blockingViolations(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test("English: a ticked weekly task is one dated occurrence, counted once, listed after the open one", async ({
  page,
  pageErrors,
}) => {
  await createTask(page, { title: "Buy stamps" });
  await createTask(page, {
    title: "Water the plants",
    date: "2026-11-23T18:00:00+01:00",
    repeat: "FREQ=WEEKLY;BYDAY=MO",
    timeZone: "Europe/Bratislava",
  });
  await page.goto("/home");
  await expect(page.getByText("0 of 2 tasks done")).toBeVisible();
  const today = page.getByRole("listitem").filter({ hasText: "23.11.2026 18:00" });
  await today.getByRole("checkbox", { name: "Mark 'Water the plants' as done" }).click();

  const next = page.getByRole("listitem").filter({ hasText: "30.11.2026 18:00" });
  await expect(next.getByTestId("card-repeat")).toHaveText("Repeats: every Monday");
  // The done one: its own date, no "every Monday".
  await expect(today.getByTestId("card-repeat")).toHaveText("One occurrence of a repeating task");
  await expect(today.locator("time").first()).toHaveText("23.11.2026 18:00");
  // The series is one task, done today: not "1 of 3".
  await expect(page.getByText("1 of 2 tasks done")).toBeVisible();

  await page.getByRole("button", { name: /^Search/ }).click();
  const dialog = page.getByRole("dialog", { name: "Search" });
  await page.getByRole("combobox").fill("plants");
  const options = dialog.getByRole("group", { name: "Tasks" }).getByRole("option");
  await expect(options).toHaveText(["Water the plants", "Water the plantsDone"]);
  expect(pageErrors).toEqual([]);
});

test("Slovak: the done occurrence, the progress and the search in Slovak", async ({ page, pageErrors }) => {
  await createTask(page, { title: "Kúpiť známky" });
  await createTask(page, {
    title: "Poliať kvety",
    date: "2026-11-23T18:00:00+01:00",
    repeat: "FREQ=WEEKLY;BYDAY=MO",
    timeZone: "Europe/Bratislava",
  });
  await page.goto("/sk/home");
  const today = page.getByRole("listitem").filter({ hasText: "23.11.2026 18:00" });
  await today.getByRole("checkbox", { name: /Poliať kvety/ }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "30.11.2026 18:00" })).toContainText("Poliať kvety");
  await expect(today.getByTestId("card-repeat")).toHaveText("Jeden termín opakovanej úlohy");
  await expect(page.getByText("Hotové: 1 z 2 úloh")).toBeVisible();

  await page.getByRole("button", { name: /^Hľadať/ }).click();
  const dialog = page.getByRole("dialog", { name: "Hľadať" });
  await page.getByRole("combobox").fill("kvety");
  await expect(dialog.getByRole("group", { name: "Úlohy" }).getByRole("option")).toHaveText([
    "Poliať kvety",
    "Poliať kvetyHotová",
  ]);
  expect(pageErrors).toEqual([]);
});

test("the week numbers say which numbering they follow, and a week of the next year says so", async ({ page }) => {
  // Monday 28 December 2026.
  await page.clock.setFixedTime(new Date("2026-12-28T10:00:00+01:00"));
  await page.goto("/home");
  await page.getByRole("button", { name: /Open the calendar/ }).click();
  const calendar = page.getByRole("dialog", { name: "Calendar" });
  // US weeks from Sunday: the row of 27 December – 2 January is week 1 of 2027, and the line says so.
  await expect(calendar.getByRole("rowheader")).toHaveText(["49", "50", "51", "52", "1"]);
  await expect(calendar).toContainText("week 1 of 2027");
  await expect(calendar).toContainText("Week 1 is the week with January 1 (US week numbers)");

  await page.goto("/sk/home");
  await page.getByRole("button", { name: /Otvoriť kalendár/ }).click();
  const skCalendar = page.getByRole("dialog", { name: "Kalendár" });
  // ISO weeks from Monday: 28 December – 3 January is week 53 of 2026.
  await expect(skCalendar.getByRole("rowheader")).toHaveText(["49", "50", "51", "52", "53"]);
  await expect(skCalendar).toContainText("týždeň 53");
  await expect(skCalendar).not.toContainText("roku");
  await expect(skCalendar).toContainText("Čísla týždňov podľa ISO 8601");
  await skCalendar.getByRole("button", { name: "Prejsť na ďalší mesiac" }).click();
  await skCalendar.getByRole("button", { name: /nedeľa 3\. januára 2027/ }).click();
  await expect(skCalendar).toContainText("týždeň 53 roku 2026");
});

for (const language of ["en", "sk"] as const) {
  const text = {
    en: {
      path: "/home?tab=notes",
      viewport: LAPTOP,
      titles: { dentist: "Dentist", post: "Post office", bins: "Take out the bins" },
      thursday: /November 26th, 2026, 2 tasks$/,
      tuesday: /November 24th, 2026, 1 task$/,
      nextMonth: "Go to the Next Month",
      secondTuesday: /December 8th, 2026, 1 task$/,
      due: "Due on this day",
      coming: /^18:00Take out the binsUpcoming repeat$/,
      noNotes: "No notes from this day",
    },
    sk: {
      path: "/sk/home?tab=notes",
      viewport: PHONE,
      titles: { dentist: "Zubár", post: "Pošta", bins: "Vyniesť smeti" },
      thursday: /26\. novembra 2026, 2 úlohy$/,
      tuesday: /24\. novembra 2026, 1 úloha$/,
      nextMonth: "Prejsť na ďalší mesiac",
      secondTuesday: /8\. decembra 2026, 1 úloha$/,
      due: "Naplánované na tento deň",
      coming: /^18:00Vyniesť smetiNadchádzajúce opakovanie$/,
      noNotes: "Z tohto dňa nemáte žiadne poznámky",
    },
  }[language];

  test(`${language}: the notes tab's calendar marks the tasks' days too and lists a day's tasks below its notes`, async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize(text.viewport);
    await planWeek(page, text.titles);
    // A notes tab without notes shows its empty state, not the calendar.
    await page.request.post("/api/notes", {
      headers: { origin: new URL(test.info().project.use.baseURL ?? "").origin },
      data: { category: "notes", title: "Recipe", content: "Flour, eggs" },
    });
    await page.goto(text.path);
    const calendar = page.getByRole("grid").first();
    const thursday = calendar.getByRole("button", { name: text.thursday });
    await expect(thursday).toBeVisible();
    await expect(thursday.locator("[data-slot='day-mark'] > span")).toHaveCount(2);
    await expect(calendar.getByRole("button", { name: text.tuesday })).toBeVisible();

    // A coming occurrence of the weekly task, read-only, under the day's (no) notes.
    await page.getByRole("button", { name: text.nextMonth }).click();
    await page.getByRole("button", { name: text.secondTuesday }).click();
    await expect(page.getByText(text.noNotes)).toBeVisible();
    const due = page.getByRole("region", { name: text.due });
    await expect(due.getByRole("listitem")).toHaveText([text.coming]);
    await expect(due.getByRole("checkbox")).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}
