import type { Page } from "@playwright/test";
import enNotes from "../src/web/locales/en/notes.json" with { type: "json" };
import skNotes from "../src/web/locales/sk/notes.json" with { type: "json" };
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { createNote } from "./support/organiser-data.ts";

/*
 * The app under its Content-Security-Policy (src/server/http/security-headers.ts): every screen
 * renders, the pre-paint theme script runs (it is allowed by its hash only), and the browser reports
 * no violation — no blocked script, style, image, connection or manifest.
 */

// Records CSP violations as the page reports them, and the theme the document has when parsing ends:
// after the inline pre-paint script, before any of the app's own (module) scripts have run.
const WATCH_THE_PAGE = `
  window.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (event) => {
    window.__cspViolations.push(event.violatedDirective + " blocked " + (event.blockedURI || "inline") + " in " + event.sourceFile + ":" + event.lineNumber);
  });
  document.addEventListener("readystatechange", () => {
    if (document.readyState !== "interactive") return;
    const root = document.documentElement;
    window.__beforeApp = { isDark: root.classList.contains("dark"), colorScheme: root.style.colorScheme, lang: root.lang };
  });
`;

type BeforeApp = { isDark: boolean; colorScheme: string; lang: string };

test.use({ storedItems: { theme: "light" } });
test.beforeEach(async ({ page }) => {
  await page.addInitScript({ content: WATCH_THE_PAGE });
});

const LANGUAGES = [
  { prefix: "", lang: "en", newTask: enNotes.new.tasks },
  { prefix: "/sk", lang: "sk", newTask: skNotes.new.tasks },
] as const;

async function expectScreenUnderPolicy(page: Page, route: string, lang: string, pageErrors: string[]) {
  const response = await page.goto(route);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);

  const beforeApp = await page.evaluate<BeforeApp>("window.__beforeApp");
  expect(beforeApp, "the pre-paint script applied the stored light theme").toEqual({
    isDark: false,
    colorScheme: "light",
    lang,
  });
  // Let late work (lazy chunks, toasts, images) happen before counting violations.
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate<string[]>("window.__cspViolations"), `CSP violations on ${route}`).toEqual([]);
  const policyErrors = pageErrors.filter((error) => /content security policy|permissions.policy/i.test(error));
  expect(policyErrors, `console errors about the policies on ${route}`).toEqual([]);
  // The not-found screen's document is a real 404, which the browser logs as a failed resource.
  expect(pageErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
}

for (const { prefix, lang, newTask } of LANGUAGES) {
  test.describe(`public screens (${lang}) under the CSP`, () => {
    for (const path of ["", "/auth", "/terms", "/about", "/contact", "/donate", "/quick-notes", "/no-such-page"]) {
      test(`${prefix}${path}` || "/", async ({ page, pageErrors }) => {
        await expectScreenUnderPolicy(page, `${prefix}${path}` || "/", lang, pageErrors);
      });
    }
  });

  test.describe(`signed-in screens (${lang}) under the CSP`, () => {
    test("home, settings, statistics, planner, a shopping list and the trash", async ({
      page,
      baseURL,
      pageErrors,
    }) => {
      const user = uniqueUser();
      await createConfirmedUser(page.request, baseURL ?? "", user, lang);
      await signInThroughApi(page.request, baseURL ?? "", user);
      const listId = await createNote(page.request, baseURL ?? "", {
        title: "Groceries",
        category: "shopping",
        items: [{ name: "Milk" }],
      });
      for (const path of ["/home", "/settings", "/statistics", "/planner", `/shopping/${listId}`, "/trash"]) {
        await expectScreenUnderPolicy(page, `${prefix}${path}`, lang, pageErrors);
      }
      // A dialog (Radix: portal, focus trap, scroll lock with its injected style) opens without a violation.
      await page.goto(`${prefix}/home`);
      await page.getByRole("button", { name: newTask }).click();
      await expect(page.getByRole("dialog", { name: newTask })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      expect(await page.evaluate<string[]>("window.__cspViolations")).toEqual([]);
    });
  });
}

test("the built app serves no source maps", async ({ page, request }) => {
  await page.goto("/");
  const scripts = await page.evaluate<string[]>(
    "[...document.querySelectorAll('script[src]')].map((script) => new URL(script.src).pathname)",
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const body = await (await request.get(script)).text();
    expect(body).not.toContain("sourceMappingURL=");
    expect((await request.get(`${script}.map`)).status()).toBe(404);
  }
});
