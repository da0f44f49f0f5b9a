import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { findHorizontalOverflow } from "./support/horizontal-overflow.ts";
import { LONG_QUICK_NOTE, seedLongContent } from "./support/long-content.ts";

/*
 * Issue 9, point 2: nothing may be wider than a phone. Every public and signed-in screen, at 360 and
 * 390 px, in both languages, filled with the longest content a person can type. Each screen is a soft
 * assertion, so one run lists every screen that overflows, not just the first.
 */

const PUBLIC_PATHS = ["/", "/about", "/contact", "/donate", "/terms", "/quick-notes", "/auth", "/auth?mode=signup"];
const SETTINGS_VIEWS = ["account", "tags", "language", "notifications", "donate", "about", "delete"];

function signedInPaths(listId: string): string[] {
  return [
    "/",
    "/home?tab=tasks",
    "/home?tab=shopping",
    "/home?tab=notes",
    "/today",
    "/settings",
    ...SETTINGS_VIEWS.map((view) => `/settings?view=${view}`),
    "/statistics",
    "/planner",
    `/shopping/${listId}`,
    "/trash",
    "/quick-notes",
  ];
}

/**
 * Screens whose overflow lies in another engineer's area (issue 9 is split between several people).
 * Their assertions stay: the test fails until those fixes land, and each failure names its owner here.
 */
const FIXED_ELSEWHERE: Record<string, string> = {};

const localized = (path: string, language: "en" | "sk") =>
  language === "sk" ? `/sk${path === "/" ? "" : path}` : path;

async function expectNoOverflow(page: Page, path: string) {
  const owner = FIXED_ELSEWHERE[path.replace(/^\/sk(?=\/|$)/, "") || "/"];
  if (owner) test.info().annotations.push({ type: "overflow fixed elsewhere", description: `${path}: ${owner}` });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Skeletons and "Loading…" placeholders are gone once the screen shows its content.
  await expect(page.locator("[role='status'] .animate-pulse, [data-slot='skeleton']")).toHaveCount(0);
  expect.soft(await findHorizontalOverflow(page), `${path} at ${page.viewportSize()?.width} px`).toEqual({
    scrollExcess: 0,
    elements: [],
  });
}

test.use({
  storedItems: {
    quickNotes: JSON.stringify([{ id: "1763888400000", text: LONG_QUICK_NOTE, created: "2025-11-23T09:00:00.000Z" }]),
  },
});

for (const width of [360, 390]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const language of ["en", "sk"] as const) {
      test(`no screen is wider than the phone (${language})`, async ({ page, baseURL }) => {
        test.setTimeout(240_000);
        for (const path of [...PUBLIC_PATHS, "/no-such-page"]) await expectNoOverflow(page, localized(path, language));

        const user = uniqueUser({ firstName: "Bartolomej-Maximilián", lastName: "Šťastný-Dlhopriezviskový" });
        await createConfirmedUser(page.request, baseURL ?? "", user, language);
        await signInThroughApi(page.request, baseURL ?? "", user);
        const { listId } = await seedLongContent(page.request, baseURL ?? "");
        for (const path of signedInPaths(listId)) await expectNoOverflow(page, localized(path, language));
      });
    }
  });
}
