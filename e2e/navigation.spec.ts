import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createConfirmedUser, signInThroughApi, uniqueUser } from "./support/accounts.ts";
import { createNote, trashNote } from "./support/organiser-data.ts";

/*
 * Issue 9: the way home and to the trash for a signed-in person, names for the header's icons (hover,
 * keyboard, touch), the app's frame on a cold load, and the toast region's name in Slovak.
 */

async function signIn(page: Page, baseURL: string | undefined, locale: "en" | "sk" = "en") {
  const user = uniqueUser();
  await createConfirmedUser(page.request, baseURL ?? "", user, locale);
  await signInThroughApi(page.request, baseURL ?? "", user);
  return user;
}

const appNav = (page: Page, name = "App") => page.getByRole("banner").getByRole("navigation", { name });

test.describe("the start page", () => {
  test("offers a visitor sign-in and sign-up, and nothing of the app", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start Now" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Open the app" })).toHaveCount(0);
    await expect(page.getByText("Signed in as")).toHaveCount(0);
  });

  // On a device where someone has signed in, the app keeps a copy of the user (localStorage `user`); the
  // prerendered start page then starts the app at once instead of on the first touch (docs/decisions/014).
  test.describe("on a device where someone is signed in", () => {
    test.use({
      storedItems: { user: JSON.stringify({ firstName: "Jana", lastName: "Nováková", email: "j@example.org" }) },
    });

    test("tells a signed-in person who is signed in and opens the app instead of Sign in", async ({
      page,
      baseURL,
      pageErrors,
    }) => {
      await signIn(page, baseURL);
      await page.goto("/");
      await expect(page.getByText("Signed in as Jana")).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Open the app" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Start Now" })).toHaveCount(0);

      await page.getByRole("main").getByRole("link", { name: "Open the app" }).first().click();
      await expect(page).toHaveURL(/\/home$/);
      expect(pageErrors).toEqual([]);
    });

    test("in Slovak too, and the app it opens stays Slovak", async ({ page, baseURL }) => {
      await signIn(page, baseURL, "sk");
      await page.goto("/sk");
      await expect(page.getByText("Prihlásený účet: Jana")).toBeVisible();
      await expect(page.getByRole("link", { name: "Prihlásiť sa" })).toHaveCount(0);
      await page.getByRole("banner").getByRole("link", { name: "Otvoriť aplikáciu" }).click();
      await expect(page).toHaveURL(/\/sk\/home$/);
    });
  });
});

test.describe("the about page", () => {
  test("asks a visitor to create an account", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Create Your Account" })).toHaveAttribute("href", "/auth?mode=signup");
    await expect(main.getByRole("link", { name: "Open the app" })).toHaveCount(0);
  });

  test("takes a signed-in person back to the app instead of offering sign-up", async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    await signIn(page, baseURL);
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Open the app" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Your Account" })).toHaveCount(0);
    await main.getByRole("link", { name: "Open the app" }).click();
    await expect(page).toHaveURL(/\/home$/);

    await page.goto("/sk/about");
    await expect(page.getByRole("main").getByRole("link", { name: "Otvoriť aplikáciu" })).toHaveAttribute(
      "href",
      "/sk/home",
    );
    await expect(page.getByRole("link", { name: "Vytvoriť si účet" })).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});

test.describe("the app's header", () => {
  test("its house goes to /home, not to the marketing page; the current screen is marked", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    await page.goto("/statistics");
    await expect(appNav(page).getByRole("link", { name: "Statistics" })).toHaveAttribute("aria-current", "page");
    await appNav(page).getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);

    await page.goto("/sk/planner");
    await appNav(page, "Aplikácia").getByRole("link", { name: "Domov", exact: true }).click();
    await expect(page).toHaveURL(/\/sk\/home$/);
  });

  test("names its icons in a tooltip on keyboard focus and on hover", async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    await page.goto("/home");
    // The screen itself (its tabs), not the frame shown while its code loads: that frame's header is
    // replaced, and it has the greeting too (app/home-loading.tsx).
    await expect(page.getByRole("tab", { name: /Tasks/ })).toBeVisible();
    const statistics = appNav(page).getByRole("link", { name: "Statistics" });
    await statistics.focus();
    await expect(page.getByRole("tooltip", { name: "Statistics" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tooltip", { name: "Hours planner" })).toBeVisible();
    await expect(page.getByRole("tooltip", { name: "Statistics" })).toHaveCount(0);

    // The browser's colour scheme decides which way the toggle goes; the tooltip says the same as its name.
    // (The toggle is named by its text, not an aria-label: read the name it has, exactly.)
    const isDark = (await appNav(page).getByRole("button", { name: "Switch to light theme", exact: true }).count()) > 0;
    const themeLabel = isDark ? "Switch to light theme" : "Switch to dark theme";
    await appNav(page).getByRole("button", { name: themeLabel, exact: true }).hover();
    await expect(page.getByRole("tooltip", { name: themeLabel, exact: true })).toBeVisible();
  });

  test("has the trash always, with its count once something is in it", async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    await page.goto("/home");
    await appNav(page).getByRole("link", { name: "Trash", exact: true }).click();
    await expect(page).toHaveURL(/\/trash$/);
    await expect(page.getByRole("heading", { level: 1, name: "Trash" })).toBeVisible();

    for (const title of ["Old idea", "Done and gone"]) {
      await trashNote(
        page.request,
        baseURL ?? "",
        await createNote(page.request, baseURL ?? "", { title, category: "notes" }),
      );
    }
    await page.goto("/home");
    await expect(appNav(page).getByRole("link", { name: "Trash, 2 items" })).toContainText("2");

    await page.goto("/sk/home");
    await expect(appNav(page, "Aplikácia").getByRole("link", { name: "Kôš, 2 položky" })).toBeVisible();
  });
});

test.describe("on a touch phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("a long press names an icon without following it; a tap follows it", async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    await page.goto("/home");
    // The loading frame's header is replaced once the screen is there: wait for the screen (its tabs) first.
    await expect(page.getByRole("tab", { name: /Tasks/ })).toBeVisible();
    const planner = appNav(page).getByRole("link", { name: "Hours planner" });
    await expect(planner).toBeVisible();

    const box = await planner.boundingBox();
    if (!box) throw new Error("the planner link has no box");
    const point = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
    const touch = { ...point, pointerType: "touch", isPrimary: true, bubbles: true, pointerId: 7 };
    await planner.dispatchEvent("pointerdown", touch);
    await expect(page.getByRole("tooltip", { name: "Hours planner" })).toBeVisible();
    await planner.dispatchEvent("pointerup", touch);
    await planner.dispatchEvent("click", { ...point, bubbles: true });
    await expect(page).toHaveURL(/\/home$/);

    await planner.tap();
    await expect(page).toHaveURL(/\/planner$/);
  });
});

test("settings has a permanent entry to the trash, also when it is empty", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto("/settings");
  await expect(page.getByText("You have no tasks, lists or notes yet", { exact: true })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Settings sections" })
    .getByRole("link", { name: /^Trash/ })
    .click();
  await expect(page).toHaveURL(/\/trash$/);
  await expect(page.getByRole("heading", { level: 1, name: "Trash" })).toBeVisible();
});

test("a cold load shows the app's header at once, before the session is known", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  let isSessionAnswered = false;
  let releaseSession = () => {};
  const sessionHeld = new Promise<void>((resolve) => {
    releaseSession = resolve;
  });
  await page.route("**/api/auth/get-session*", async (route) => {
    await sessionHeld;
    await route.continue();
    isSessionAnswered = true;
  });

  await page.goto("/home");
  await expect(appNav(page).getByRole("link", { name: "Home", exact: true })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toBeAttached();
  expect(isSessionAnswered).toBe(false);

  releaseSession();
  await expect(page.getByRole("tab", { name: /Tasks/ })).toBeVisible();
});

test("the notifications region is named in the page's language", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Notifications alt+T" })).toBeAttached();
  await page.getByRole("button", { name: "Prepnúť do slovenčiny" }).click();
  await expect(page).toHaveURL(/\/sk$/);
  await expect(page.getByRole("region", { name: "Upozornenia alt+T" })).toBeAttached();

  await page.goto("/sk/quick-notes");
  await expect(page.getByRole("region", { name: "Upozornenia alt+T" })).toBeAttached();
  await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(0);
});
