import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { blockingViolations } from "./support/axe.ts";
import { createNote } from "./support/organiser-data.ts";

/*
 * Markdown in notes (issue 29): a note written in Markdown opens rendered, its card shows the text
 * without the marks, nothing a note holds runs as script, and the editor's Preview toggle works by
 * keyboard — in English and Slovak, in the light and the dark theme.
 */

const PAYLOAD = [
  "# Cesta do Tatier",
  "",
  "- [x] lístky",
  "- [ ] **teplé** ponožky",
  "",
  "[mapa](https://mapy.example/tatry) a `kód`",
  "",
  "<script>window.__ran = 'script'</script>",
  "<img src=x onerror=\"window.__ran = 'img'\">",
  "[klik](javascript:window.__ran='link') [klik2](JaVaScRiPt:alert(1)) [dáta](data:text/html,<script>alert(1)</script>)",
  '<a href="javascript:alert(1)">surový odkaz</a>',
  "&#106;avascript:alert(1)",
].join("\n");

const LANGUAGES = [
  { code: "en", path: "/home", notes: "Notes", edit: "Edit note", preview: "Preview", content: "Content" },
  { code: "sk", path: "/sk/home", notes: "Poznámky", edit: "Upraviť poznámku", preview: "Náhľad", content: "Obsah" },
] as const;

/** Dialogs (alert, confirm) the page opens: a payload that ran would show up here. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on("dialog", (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

for (const language of LANGUAGES)
  for (const theme of ["light", "dark"] as const)
    test.describe(`${language.code}, ${theme} theme`, () => {
      test.use({ storedItems: { theme } });

      test.beforeEach(async ({ page, baseURL }) => {
        // Sign-up, the note, /home, the dialog's and the renderer's chunks, and axe-core over the open
        // dialog: more than 30 s on a busy two-core machine.
        test.slow();
        const user = uniqueUser();
        await createConfirmedUser(page.request, baseURL ?? "", user);
        await signInThroughApi(page.request, baseURL ?? "", user);
        await createNote(page.request, baseURL ?? "", { category: "notes", title: "Tatry", content: PAYLOAD });
      });

      test("a note in Markdown opens rendered; what it holds as HTML stays text", async ({ page, pageErrors }) => {
        const dialogs = watchDialogs(page);
        await page.goto(language.path);
        await page.getByRole("tab", { name: new RegExp(language.notes) }).click();
        const card = page.locator("li", { has: page.getByRole("button", { name: "Tatry", exact: true }) });
        // The card: the text without Markdown's marks.
        await expect(card).toContainText("Cesta do Tatier");
        await expect(card).not.toContainText("# Cesta");
        await card.getByRole("button", { name: "Tatry", exact: true }).click();

        const dialog = page.getByRole("dialog", { name: language.edit });
        const preview = dialog.getByRole("button", { name: language.preview });
        await expect(preview).toHaveAttribute("aria-pressed", "true");
        const shown = dialog.getByRole("region", { name: language.content });
        await expect(shown.getByRole("heading", { name: "Cesta do Tatier" })).toBeVisible();
        await expect(shown.getByRole("checkbox", { name: "lístky" })).toBeChecked();
        await expect(shown.getByRole("checkbox", { name: "teplé ponožky" })).not.toBeChecked();
        await expect(shown.locator("strong")).toHaveText("teplé");
        await expect(shown.locator("code")).toHaveText("kód");
        const link = shown.getByRole("link", { name: "mapa" });
        await expect(link).toHaveAttribute("href", "https://mapy.example/tatry");
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        // The payloads are on the page as text, and none of them became an element or a link.
        await expect(shown).toContainText("<script>window.__ran = 'script'</script>");
        await expect(shown).toContainText("<img src=x onerror=");
        await expect(shown).toContainText("[klik](javascript:window.__ran='link')");
        await expect(shown.getByRole("link")).toHaveCount(1);
        expect(
          // A string, not a function: the e2e files are typed without the DOM library.
          await page.evaluate(`({
            ran: window.__ran ?? null,
            scriptsInNote: document.querySelectorAll("[role=dialog] script").length,
            handlers: [...document.querySelectorAll("[role=dialog] *")].flatMap((element) =>
              element.getAttributeNames().filter((name) => name.startsWith("on")),
            ),
            images: document.querySelectorAll("[role=dialog] img").length,
            scriptLinks: [...document.querySelectorAll("a[href]")].filter((a) =>
              /^\\s*(javascript|data|vbscript):/i.test(a.getAttribute("href") ?? ""),
            ).length,
          })`),
        ).toEqual({ ran: null, scriptsInNote: 0, handlers: [], images: 0, scriptLinks: 0 });
        expect(await blockingViolations(page)).toEqual([]);
        expect(dialogs).toEqual([]);
        expect(pageErrors).toEqual([]);
      });

      test("the Preview toggle works by keyboard and gives the text back untouched", async ({ page }) => {
        await page.goto(language.path);
        await page.getByRole("tab", { name: new RegExp(language.notes) }).click();
        await page.getByRole("button", { name: "Tatry", exact: true }).click();
        const dialog = page.getByRole("dialog", { name: language.edit });
        const preview = dialog.getByRole("button", { name: language.preview });
        await preview.focus();
        await page.keyboard.press("Enter");
        await expect(preview).toHaveAttribute("aria-pressed", "false");
        const content = dialog.getByRole("textbox", { name: language.content });
        await expect(content).toHaveValue(PAYLOAD);
        await content.fill("## Nový plán\n\n- [ ] vstať skoro");
        await preview.focus();
        await page.keyboard.press("Space");
        await expect(preview).toHaveAttribute("aria-pressed", "true");
        const shown = dialog.getByRole("region", { name: language.content });
        await expect(shown.getByRole("heading", { name: "Nový plán", level: 2 })).toBeVisible();
        await expect(shown.getByRole("checkbox", { name: "vstať skoro" })).not.toBeChecked();
        await page.keyboard.press("Space");
        await expect(dialog.getByRole("textbox", { name: language.content })).toHaveValue(
          "## Nový plán\n\n- [ ] vstať skoro",
        );
      });
    });
