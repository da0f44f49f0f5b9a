import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { blockingViolations } from "./support/axe.ts";
import { createNote } from "./support/organiser-data.ts";

/*
 * Quick add on /home (issue 28): one line, typed in English or Slovak, shows what it recognised as
 * chips, a chip taken back leaves its words in the title, and Enter creates the task (with its date,
 * time, tags and repeat), the shopping list with its items, or the items of a list the line names —
 * read back through the API. Offline, the line waits and reaches the server once. /share opens it filled.
 */

test.use({ timezoneId: "Europe/Bratislava" });

type SavedNote = {
  id: string;
  title: string;
  category: string;
  date: string | null;
  repeat: string | null;
  tags: string[];
  itemsTotal: number;
};

test.beforeEach(async ({ page, baseURL }) => {
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user);
  await signInThroughApi(page.request, baseURL ?? "", user);
  // Friday 27 November 2026, 10:00 in Bratislava.
  await page.clock.setFixedTime(new Date("2026-11-27T10:00:00+01:00"));
});

async function saved(page: Page, category: string): Promise<SavedNote[]> {
  return ((await (await page.request.get(`/api/notes?category=${category}`)).json()) as { notes: SavedNote[] }).notes;
}

async function tagNames(page: Page): Promise<Map<string, string>> {
  const tags = ((await (await page.request.get("/api/tags")).json()) as { tags: Array<{ id: string; name: string }> })
    .tags;
  return new Map(tags.map((tag) => [tag.id, tag.name]));
}

test("English: the chips of a line, one taken back, and Enter makes the repeating task", async ({
  page,
  pageErrors,
}) => {
  await page.goto("/home");
  const field = page.getByRole("textbox", { name: "Quick add" });
  // `q` reaches the field from anywhere on the page.
  await expect(field).toBeVisible();
  await page.locator("body").press("q");
  await expect(field).toBeFocused();
  await field.fill("tomorrow at 5pm call mom #family #phone every friday");
  const chips = page.getByRole("list", { name: "Recognised" });
  await expect(chips.getByRole("listitem")).toHaveText([
    "Tomorrow, 17:00",
    "#family (new tag)",
    "#phone (new tag)",
    "every Friday",
  ]);
  // Taken back, "#phone" stays in the title.
  await chips.getByRole("button", { name: "Keep “#phone” in the title" }).click();
  await expect(chips.getByRole("listitem")).toHaveCount(3);
  await field.press("Enter");

  await expect(field).toHaveValue("");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Task added: call mom #phone" })).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: "call mom #phone" })).toBeVisible();
  await expect
    .poll(async () => (await saved(page, "tasks")).map(({ title, date, repeat }) => ({ title, date, repeat })))
    .toEqual([{ title: "call mom #phone", date: "2026-11-28T17:00:00+01:00", repeat: "FREQ=WEEKLY;BYDAY=FR" }]);
  const [task] = await saved(page, "tasks");
  const names = await tagNames(page);
  expect(task?.tags.map((id) => names.get(id))).toEqual(["family"]);

  // The toast's Undo takes the task back (to the trash).
  await page
    .locator("[data-sonner-toast]")
    .filter({ hasText: "Task added: call mom #phone" })
    .getByRole("button", { name: "Undo" })
    .click();
  await expect.poll(async () => (await saved(page, "tasks")).length).toBe(0);

  // A line that is only a date is not a task: it says what is missing and keeps the line.
  await field.fill("tomorrow at 9");
  await field.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Type what to add, not only when." })).toBeVisible();
  await expect(field).toHaveValue("tomorrow at 9");
  expect(pageErrors).toEqual([]);
});

test.describe("Slovak, on a phone", () => {
  test.use({ storedItems: { language: "sk" }, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a shopping line makes a list with its items; a line to an existing list adds to it", async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    await createNote(page.request, baseURL ?? "", { title: "Lidl", category: "shopping" });
    await page.goto("/sk/home");
    const field = page.getByRole("textbox", { name: "Rýchle pridanie" });
    await field.tap();
    await field.fill("Kúpiť mlieko, chlieb a 2 maslá");
    const chips = page.getByRole("list", { name: "Rozpoznané" });
    await expect(chips.getByRole("listitem")).toHaveText(["Nákupný zoznam"]);
    await field.press("Enter");
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Nákupný zoznam pridaný: Nákup" }),
    ).toBeVisible();
    await expect(page.getByRole("tab", { name: "Nákupy" })).toHaveAttribute("aria-selected", "true");
    await expect
      .poll(async () => (await saved(page, "shopping")).map(({ title, itemsTotal }) => ({ title, itemsTotal })))
      .toContainEqual({ title: "Nákup", itemsTotal: 3 });

    await field.fill("vajcia a syr do lidl");
    await expect(chips.getByRole("listitem")).toHaveText(["Pridá do zoznamu Lidl"]);
    await field.press("Enter");
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "2 položky pridané do zoznamu Lidl" }),
    ).toBeVisible();
    await expect
      .poll(async () => (await saved(page, "shopping")).find((note) => note.title === "Lidl")?.itemsTotal)
      .toBe(2);

    // A task in Slovak without diacritics, its date, time, tag and repeat as chips.
    await field.fill("zajtra o 17:00 zavolat mame #rodina kazdy piatok");
    await expect(chips.getByRole("listitem")).toHaveText(["Zajtra", "17:00", "#rodina (nový štítok)", "každý piatok"]);
    // The field with its chips, on a phone in Slovak: no serious accessibility problem.
    expect(await blockingViolations(page)).toEqual([]);
    await field.press("Enter");
    await expect
      .poll(async () => (await saved(page, "tasks")).map(({ title, date, repeat }) => ({ title, date, repeat })))
      .toEqual([{ title: "zavolat mame", date: "2026-11-28T17:00:00+01:00", repeat: "FREQ=WEEKLY;BYDAY=FR" }]);
    expect(pageErrors).toEqual([]);
  });
});

test("offline, the line waits and reaches the server once", async ({ page, context }) => {
  await page.goto("/home");
  const field = page.getByRole("textbox", { name: "Quick add" });
  // A tap, as a person's: the first touch also fetches the outbox's code (lib/outbox/run-command.ts).
  await field.click();
  await expect(page.getByRole("list", { name: "Recognised" })).toHaveCount(0);
  await field.fill("tomorrow dentist");
  await expect(page.getByRole("list", { name: "Recognised" }).getByRole("listitem")).toHaveText(["Tomorrow"]);
  // The task's checks (loaded on focus, as the New task dialog's) and the outbox are in before the network goes.
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  await field.press("Enter");
  await expect(page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: "dentist" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("status")).toContainText("1 change waiting");
  await context.setOffline(false);
  await expect(page.getByRole("banner").getByRole("status")).not.toContainText("waiting");
  await expect.poll(async () => (await saved(page, "tasks")).map((note) => note.title)).toEqual(["dentist"]);
});

test("/share opens quick add with the shared words, for the person to add", async ({ page }) => {
  await page.goto(`/share?title=${encodeURIComponent("Recipe")}&text=${encodeURIComponent("bake bread tomorrow")}`);
  await expect(page).toHaveURL(/\/home$/);
  const field = page.getByRole("textbox", { name: "Quick add" });
  await expect(field).toHaveValue("Recipe bake bread tomorrow");
  await expect(field).toBeFocused();
  expect(await saved(page, "tasks")).toEqual([]);
  await field.press("Enter");
  await expect.poll(async () => (await saved(page, "tasks")).map((note) => note.title)).toEqual(["Recipe bake bread"]);
});

test.describe("speech", () => {
  test("what is said is added to the field in the page's language, for the person to check", async ({ page }) => {
    // Chromium's recognition needs Google's servers: a stand-in for the browser's API says one line.
    await page.addInitScript(`
      window.SpeechRecognition = class {
        start() {
          window.__speechLanguage = this.lang;
          setTimeout(() => {
            this.onresult({ results: [[{ transcript: "call the bank tomorrow" }]] });
            this.onend();
          }, 50);
        }
        stop() { this.onend(); }
      };
    `);
    await page.goto("/home");
    const field = page.getByRole("textbox", { name: "Quick add" });
    await field.click();
    await page.getByRole("button", { name: "Speak" }).click();
    await expect(field).toHaveValue("call the bank tomorrow");
    await expect(page.getByRole("list", { name: "Recognised" }).getByRole("listitem")).toHaveText(["Tomorrow"]);
    expect(await page.evaluate("window.__speechLanguage")).toBe("en-US");
    expect(await saved(page, "tasks")).toEqual([]);
  });

  test("no microphone where the browser has no speech recognition", async ({ page }) => {
    await page.addInitScript("delete window.SpeechRecognition; delete window.webkitSpeechRecognition;");
    await page.goto("/home");
    await page.getByRole("textbox", { name: "Quick add" }).click();
    await expect(page.getByRole("list", { name: "Recognised" })).toHaveCount(0);
    await page.getByRole("textbox", { name: "Quick add" }).fill("tomorrow");
    await expect(page.getByRole("list", { name: "Recognised" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Speak" })).toHaveCount(0);
  });
});

test("the installed app's shortcuts: New task, New shopping list and Search", async ({ page }) => {
  const field = page.getByRole("textbox", { name: "Quick add" });
  await page.goto("/home?quickAdd=");
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("");
  await expect(page).toHaveURL(/\/home$/);

  await page.goto("/home?tab=shopping&quickAdd=");
  await expect(field).toHaveValue("Buy ");
  await expect(field).toBeFocused();

  await page.goto("/home?search=");
  await expect(page.getByRole("dialog").getByRole("textbox")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
