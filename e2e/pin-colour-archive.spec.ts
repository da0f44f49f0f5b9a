import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { waitUntilSettled } from "./support/axe.ts";

/*
 * Pin, colour and archive (issue 29) on a phone and a laptop, in English and Slovak, on the tasks tab
 * (notes and lists share the card and its menu): a card pinned from
 * its menu goes first (and stays first after a reload), every colour of the palette reads well in the
 * light and the dark theme (axe's color-contrast rule), and an archived card leaves the list, comes
 * back with Undo, and is restored from the Archive screen.
 */

const COLORS = ["red", "orange", "yellow", "green", "teal", "blue", "purple", "pink", "brown", "gray"] as const;

const LANGUAGES = [
  {
    code: "en",
    prefix: "",
    more: (title: string) => `More actions for '${title}'`,
    pin: "Pin",
    pinned: "Pinned",
    colour: "Colour",
    teal: "Teal",
    noColour: "No colour",
    archive: "Archive",
    archived: "Task archived",
    undo: "Undo",
    archivePage: "Archive",
    unarchive: (title: string) => `Unarchive “${title}”`,
    empty: "The archive is empty",
  },
  {
    code: "sk",
    prefix: "/sk",
    more: (title: string) => `Ďalšie akcie pre „${title}“`,
    pin: "Pripnúť",
    pinned: "Pripnuté",
    colour: "Farba",
    teal: "Tyrkysová",
    noColour: "Bez farby",
    archive: "Archivovať",
    archived: "Úloha je v archíve",
    undo: "Späť",
    archivePage: "Archív",
    unarchive: (title: string) => `Vrátiť „${title}“ z archívu`,
    empty: "Archív je prázdny",
  },
] as const;
type Language = (typeof LANGUAGES)[number];

const VIEWPORTS = [
  { name: "phone", size: { width: 390, height: 844 } },
  { name: "laptop", size: { width: 1280, height: 800 } },
] as const;

async function createNote(page: Page, baseURL: string, note: Record<string, unknown>): Promise<string> {
  const response = await page.request.post("/api/notes", { headers: { origin: baseURL }, data: note });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

const cards = (page: Page) => page.getByRole("tabpanel").locator("li[data-note-id]");
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });

/** Opens a card's menu with the keyboard (focus, Enter), as a screen-reader or keyboard user would. */
async function openMenu(page: Page, language: Language, title: string) {
  const button = page.getByRole("button", { name: language.more(title) });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
}

/** axe's color-contrast rule on the page as it is: the list's tinted cards included. */
async function contrastViolations(page: Page): Promise<string[]> {
  await waitUntilSettled(page);
  const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(" ")} — ${node.failureSummary ?? ""}`),
  );
}

for (const language of LANGUAGES) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${language.code}, ${viewport.name}`, () => {
      test.use({ viewport: viewport.size, storedItems: { theme: "light" } });
      // One long flow on a two-core machine shared by the whole run.
      test.describe.configure({ timeout: 120_000 });

      test.beforeEach(async ({ page, baseURL }) => {
        const user = uniqueUser();
        await createConfirmedUser(page.request, baseURL ?? "", user);
        await signInThroughApi(page.request, baseURL ?? "", user);
      });

      test("pins from the card's menu, colours readably in both themes, archives with Undo and restores", async ({
        page,
        baseURL,
        pageErrors,
      }) => {
        const origin = baseURL ?? "";
        for (const color of COLORS) {
          await createNote(page, origin, { title: `Colour ${color}`, category: "tasks", color, content: "A line." });
        }
        for (const title of ["Oldest", "Middle", "Newest"])
          await createNote(page, origin, { title, category: "tasks" });
        await page.goto(`${language.prefix}/home?tab=tasks`);
        // The first load of a busy two-core machine can take its time.
        await expect(card(page, "Newest")).toBeVisible({ timeout: 20_000 });
        await expect(cards(page).first()).toContainText("Newest");

        // Pin: the card goes first, marked, and stays first from the server's order.
        await openMenu(page, language, "Oldest");
        await page.getByRole("menuitem", { name: language.pin }).click();
        await expect(cards(page).first()).toContainText("Oldest");
        await expect(cards(page).first().getByRole("heading")).toContainText(`${language.pinned}:`);
        await page.reload();
        await expect(cards(page).first()).toContainText("Oldest");

        // Colour by keyboard: the submenu's swatches are named; the card takes the tint.
        await openMenu(page, language, "Oldest");
        await page.getByRole("menuitem", { name: language.colour }).press("ArrowRight");
        await expect(page.getByRole("menuitemradio", { name: language.noColour })).toBeChecked();
        await page.getByRole("menuitemradio", { name: language.teal }).press("Enter");
        await expect(card(page, "Oldest")).toHaveAttribute("data-note-color", "teal");
        await expect(page.getByRole("menu")).toHaveCount(0);

        // Every colour reads well in the light theme and in the dark one.
        expect(await contrastViolations(page), "light theme").toEqual([]);
        await page.evaluate("localStorage.setItem('theme', 'dark')");
        await page.reload();
        await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        await expect(card(page, "Colour teal")).toHaveAttribute("data-note-color", "teal");
        expect(await contrastViolations(page), "dark theme").toEqual([]);

        // Archive: the card leaves; Undo brings it back; archived again, it waits in the Archive.
        await openMenu(page, language, "Middle");
        await page.getByRole("menuitem", { name: language.archive }).click();
        await expect(card(page, "Middle")).toHaveCount(0);
        const toast = page.locator("[data-sonner-toast]").filter({ hasText: language.archived });
        // Sonner's own tick shows, unpainted: a card icons' rule on `data-icon` once filled it as a square.
        await expect(toast.locator("[data-icon] svg")).toBeVisible();
        await expect(toast.locator("[data-icon]")).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
        await toast.getByRole("button", { name: language.undo }).click();
        await expect(card(page, "Middle")).toBeVisible();
        await openMenu(page, language, "Middle");
        await page.getByRole("menuitem", { name: language.archive }).click();
        await expect(card(page, "Middle")).toHaveCount(0);

        await page.getByRole("link", { name: language.archivePage, exact: true }).click();
        await expect(page.getByRole("heading", { level: 1, name: language.archivePage })).toBeVisible();
        await expect(page.getByRole("article", { name: "Middle" })).toBeVisible();
        await page.getByRole("button", { name: language.unarchive("Middle") }).click();
        await expect(page.getByRole("heading", { name: language.empty })).toBeVisible();
        await expect(page.getByRole("heading", { name: language.empty }).locator("..")).toBeFocused();

        await page.goto(`${language.prefix}/home?tab=tasks`);
        await expect(card(page, "Middle")).toBeVisible();
        await expect(cards(page).first()).toContainText("Oldest");
        expect(pageErrors).toEqual([]);
      });
    });
  }
}
