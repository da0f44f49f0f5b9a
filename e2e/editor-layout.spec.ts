import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { createNote } from "./support/organiser-data.ts";

/*
 * Issue 25, point 7: editors that fight the keyboard and the screen. The repeat field has room on a
 * laptop (no option cut off, the weekdays in one row, the interval not squeezed) and keeps the custom
 * RRULE behind "More"; a text near its limit shows a counter and a too-long one names the limit; on a
 * phone the floating + button covers neither the last card's delete button nor the notes calendar's
 * days (which fold away, remembered); toasts cover neither the header's search nor a dialog's title.
 * Measured with the boxes the browser lays out, in English and Slovak, on a phone and a laptop.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

const TEXTS = {
  en: {
    path: "/home",
    newTask: "New task",
    newNote: "New note",
    title: "Title",
    date: /^Date/,
    day26: /November 26th, 2026/,
    day15: /November 15th, 2026/,
    repeat: "Repeat",
    weekly: "Weekly, on chosen days",
    weekdays: "On these days",
    interval: "Every how many weeks",
    more: "More repeat options",
    custom: "Custom rule (RRULE)",
    customPreview: "Repeats by a custom rule.",
    add: "Add",
    left: "15 characters left",
    over: "56 characters too many",
    none: "0 characters left",
    limit: "At most 200 characters.",
    calendar: "Calendar",
    showAll: "Show all",
    search: /^Search/,
    delete: (title: string) => `Delete '${title}'`,
    markBought: "Mark “Milk” as bought",
  },
  sk: {
    path: "/sk/home",
    newTask: "Nová úloha",
    newNote: "Nová poznámka",
    title: "Názov",
    date: /^Dátum/,
    day26: /26\. novembra 2026/,
    day15: /15\. novembra 2026/,
    repeat: "Opakovanie",
    weekly: "Týždenne, vo vybrané dni",
    weekdays: "V tieto dni",
    interval: "Každých koľko týždňov",
    more: "Ďalšie možnosti opakovania",
    custom: "Vlastné pravidlo (RRULE)",
    customPreview: "Opakuje sa podľa vlastného pravidla.",
    add: "Pridať",
    left: "Zostáva 15 znakov",
    over: "56 znakov navyše",
    none: "Zostáva 0 znakov",
    limit: "Najviac 200 znakov.",
    calendar: "Kalendár",
    showAll: "Zobraziť všetky",
    search: /^Hľadať/,
    delete: (title: string) => `Vymazať „${title}“`,
    markBought: "Označiť „Milk“ ako kúpené",
  },
} as const;

type Language = keyof typeof TEXTS;
type Box = { x: number; y: number; width: number; height: number };

test.use({ timezoneId: "Europe/Bratislava" });

test.beforeEach(async ({ page, baseURL }) => {
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
  // Monday 23 November 2026, 10:00.
  await page.clock.setFixedTime(new Date("2026-11-23T10:00:00+01:00"));
});

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/** A toast's box once it has slid into place (sonner animates it in from the bottom edge). */
async function settledBoxOf(toast: Locator): Promise<Box> {
  let previous = await boxOf(toast);
  await expect
    .poll(async () => {
      const current = await boxOf(toast);
      const settled = current.y === previous.y;
      previous = current;
      return settled;
    })
    .toBe(true);
  return previous;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The + button: beside the tabs on a laptop, floating bottom-right on a phone. Found by its title, as
 * an open dialog hides the page behind it from the accessibility tree.
 */
const addButton = (page: Page, name: string) => page.locator(`button[title="${name}"]`);

async function openNewTask(page: Page, language: Language) {
  await page.getByRole("button", { name: TEXTS[language].newTask, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: TEXTS[language].newTask });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * The options of a native select that do not fit its box: each option's text measured in the
 * select's own font, against the width the select gives its text (its padding and arrow aside).
 */
function optionsCutOff(select: Locator): Promise<string[]> {
  return select.evaluate((element) => {
    const box = element as unknown as {
      clientWidth: number;
      options: ArrayLike<{ text: string }>;
      ownerDocument: {
        createElement(name: "canvas"): {
          getContext(kind: "2d"): { font: string; measureText(text: string): { width: number } };
        };
        defaultView: {
          getComputedStyle(element: unknown): { font: string; paddingLeft: string; paddingRight: string };
        };
      };
    };
    const style = box.ownerDocument.defaultView.getComputedStyle(element);
    const context = box.ownerDocument.createElement("canvas").getContext("2d");
    context.font = style.font;
    // Chromium draws the select's arrow inside the right padding plus about 20 px of the content box.
    const room = box.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - 20;
    return Array.from(box.options)
      .filter((option) => context.measureText(option.text).width > room)
      .map((option) => option.text);
  });
}

/** Whether a box's content is wider than the box (text cut off or spilling). */
function isCutOff(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth > element.clientWidth + 0.5);
}

for (const language of ["en", "sk"] as const) {
  const text = TEXTS[language];

  for (const [device, viewport] of [
    ["laptop", LAPTOP],
    ["phone", PHONE],
  ] as const) {
    test(`${language}, ${device}: the repeat field has room, and the custom rule waits behind More`, async ({
      page,
      pageErrors,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(text.path);
      const dialog = await openNewTask(page, language);
      await dialog.getByLabel(text.title, { exact: true }).fill("Bins");
      await dialog.getByRole("button", { name: text.date }).click();
      await page.getByRole("button", { name: text.day26 }).click();

      const repeat = dialog.getByLabel(text.repeat, { exact: true });
      await repeat.selectOption({ label: text.weekly });
      await expect(repeat.locator("option:checked")).toHaveText(text.weekly);
      expect(await optionsCutOff(repeat)).toEqual([]);
      // The custom rule is not among the choices until "More" is opened.
      expect(await repeat.locator("option").allTextContents()).not.toContain(text.custom);
      await expect(dialog.getByLabel(text.custom)).toHaveCount(0);

      // Seven weekday chips in one row, none cut off; Thursday (the date's weekday) chosen.
      const chips = dialog.getByRole("group", { name: text.weekdays }).locator("label");
      await expect(chips).toHaveCount(7);
      const tops = new Set<number>();
      for (const chip of await chips.all()) {
        tops.add(Math.round((await boxOf(chip)).y));
        expect(await isCutOff(chip)).toBe(false);
      }
      expect([...tops]).toHaveLength(1);
      // The interval: its label on one line, its box wide enough for two digits and the arrows.
      const interval = dialog.getByLabel(text.interval);
      expect((await boxOf(interval)).width).toBeGreaterThanOrEqual(90);
      const intervalLabel = dialog.locator("label", { hasText: text.interval });
      expect((await boxOf(intervalLabel)).height).toBeLessThan(24);
      expect(await isCutOff(intervalLabel)).toBe(false);

      // "More" is a disclosure the keyboard opens; the rule field starts from the preset's rule.
      const more = dialog.getByRole("button", { name: text.more });
      await expect(more).toHaveAttribute("aria-expanded", "false");
      await more.focus();
      await page.keyboard.press("Enter");
      await expect(more).toHaveAttribute("aria-expanded", "true");
      const rule = dialog.getByLabel(text.custom);
      await expect(rule).toHaveValue("FREQ=WEEKLY;BYDAY=TH");
      await rule.fill("FREQ=MONTHLY;BYDAY=1MO");
      await expect(repeat).toHaveValue("custom");
      await expect(dialog.getByText(text.customPreview)).toBeVisible();
      await dialog.getByRole("button", { name: text.add, exact: true }).click();
      await expect(dialog).toBeHidden();
      // The task appears at once; the server has it a moment later.
      const savedRules = async () => {
        const body = (await (await page.request.get("/api/notes?category=tasks")).json()) as {
          notes: { repeat: string | null }[];
        };
        return body.notes.map((note) => note.repeat);
      };
      await expect.poll(savedRules).toEqual(["FREQ=MONTHLY;BYDAY=1MO"]);
      expect(pageErrors).toEqual([]);
    });
  }

  test(`${language}: the title counts down near its limit, and the message names the limit`, async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto(text.path);
    const dialog = await openNewTask(page, language);
    const title = dialog.getByLabel(text.title, { exact: true });
    const counter = dialog.getByTestId("character-counter");
    await title.fill("a".repeat(100));
    await expect(counter).toHaveCount(0);
    await title.fill("a".repeat(185));
    await expect(counter).toHaveText(text.left);
    await expect(title).toHaveAccessibleDescription(text.left);
    await title.fill("a".repeat(256));
    await expect(counter).toHaveText(text.over);
    await dialog.getByRole("button", { name: text.add, exact: true }).click();
    await expect(dialog.getByText(text.limit)).toBeVisible();
    await expect(title).toHaveAccessibleDescription(new RegExp(text.limit.replace(".", "\\.")));
    await expect(dialog).toBeVisible();
    await title.fill("a".repeat(200));
    await expect(counter).toHaveText(text.none);
    await dialog.getByRole("button", { name: text.add, exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(pageErrors).toEqual([]);
  });

  test(`${language}, phone: the + button leaves the last card's delete button and the calendar's days free`, async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    await page.setViewportSize(PHONE);
    for (let index = 1; index <= 8; index += 1)
      await createNote(page.request, baseURL ?? "", { title: `Task ${index}`, category: "tasks" });
    for (let index = 1; index <= 5; index += 1)
      await createNote(page.request, baseURL ?? "", { title: `Note ${index}`, category: "notes", content: "Text" });

    await page.goto(`${text.path}?tab=tasks`);
    await expect(page.getByRole("button", { name: text.delete("Task 1") })).toBeVisible();
    await page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)");
    const fab = addButton(page, text.newTask);
    // The oldest task is last.
    expect(intersects(await boxOf(fab), await boxOf(page.getByRole("button", { name: text.delete("Task 1") })))).toBe(
      false,
    );

    await page.goto(`${text.path}?tab=notes`);
    const noteFab = addButton(page, text.newNote);
    const calendarToggle = page.getByRole("button", { name: text.calendar, exact: true });
    await expect(calendarToggle).toHaveAttribute("aria-expanded", "true");
    const day15 = page.getByRole("button", { name: text.day15 });
    await expect(day15).toBeVisible();
    // Day 15 at the + button's height (in Slovak it is a Sunday, in the column under the button).
    const [fabBox, dayBox] = [await boxOf(noteFab), await boxOf(day15)];
    await page.evaluate(`window.scrollBy(0, ${dayBox.y + dayBox.height / 2 - (fabBox.y + fabBox.height / 2)})`);
    expect(intersects(await boxOf(noteFab), await boxOf(day15))).toBe(false);
    const grid = page.getByRole("grid");
    expect(intersects(await boxOf(noteFab), await boxOf(grid))).toBe(false);
    // Every note (they were made on the server's day, not the page's), the oldest last.
    await page.getByRole("button", { name: text.showAll }).click();
    await expect(page.getByRole("button", { name: text.delete("Note 1") })).toBeVisible();
    await page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)");
    expect(
      intersects(await boxOf(noteFab), await boxOf(page.getByRole("button", { name: text.delete("Note 1") }))),
    ).toBe(false);

    // Folded away, it stays folded after a reload.
    await calendarToggle.click();
    await expect(calendarToggle).toHaveAttribute("aria-expanded", "false");
    await expect(grid).toBeHidden();
    await page.reload();
    await expect(page.getByRole("button", { name: text.calendar, exact: true })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(page.getByRole("grid")).toBeHidden();
    await page.getByRole("button", { name: text.calendar, exact: true }).click();
    await expect(page.getByRole("grid")).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test(`${language}: toasts cover neither the header's search (laptop) nor a dialog's title (phone)`, async ({
    page,
    baseURL,
  }) => {
    for (let index = 1; index <= 3; index += 1)
      await createNote(page.request, baseURL ?? "", { title: `Task ${index}`, category: "tasks" });
    const toast = page.locator("[data-sonner-toast]").first();

    await page.setViewportSize(LAPTOP);
    await page.goto(text.path);
    await page.getByRole("button", { name: text.delete("Task 3") }).click();
    await expect(toast).toBeVisible();
    const search = page.getByRole("button", { name: text.search });
    const laptopToast = await settledBoxOf(toast);
    expect(intersects(laptopToast, await boxOf(search))).toBe(false);
    // Bottom-right on a laptop.
    expect(laptopToast.y).toBeGreaterThan(LAPTOP.height / 2);
    expect(laptopToast.x).toBeGreaterThan(LAPTOP.width / 2);

    await page.setViewportSize(PHONE);
    await page.goto(text.path);
    await page.getByRole("button", { name: text.delete("Task 2") }).click();
    await expect(toast).toBeVisible();
    const dialog = await openNewTask(page, language);
    await expect(toast).toBeVisible();
    const toastBox = await settledBoxOf(toast);
    expect(intersects(toastBox, await boxOf(dialog.getByRole("heading", { name: text.newTask })))).toBe(false);
    // Above the + button, not over it.
    expect(intersects(toastBox, await boxOf(addButton(page, text.newTask)))).toBe(false);

    // On a shopping list, above the add-item bar at the bottom of the screen.
    const listId = await createNote(page.request, baseURL ?? "", {
      title: "Groceries",
      category: "shopping",
      items: [{ name: "Milk" }],
    });
    await page.goto(`${text.path.replace("/home", "")}/shopping/${listId}`);
    await page.getByRole("button", { name: text.markBought }).click();
    await expect(toast).toBeVisible();
    expect(intersects(await settledBoxOf(toast), await boxOf(page.locator("[data-bottom-bar]")))).toBe(false);
  });
}
