import type { Page } from "@playwright/test";
import enAuth from "../src/web/locales/en/auth.json" with { type: "json" };
import enContact from "../src/web/locales/en/contact.json" with { type: "json" };
import enDonate from "../src/web/locales/en/donate.json" with { type: "json" };
import enMarketing from "../src/web/locales/en/marketing.json" with { type: "json" };
import enTerms from "../src/web/locales/en/terms.json" with { type: "json" };
import skAuth from "../src/web/locales/sk/auth.json" with { type: "json" };
import skCommon from "../src/web/locales/sk/common.json" with { type: "json" };
import skContact from "../src/web/locales/sk/contact.json" with { type: "json" };
import skDonate from "../src/web/locales/sk/donate.json" with { type: "json" };
import skMarketing from "../src/web/locales/sk/marketing.json" with { type: "json" };
import skTerms from "../src/web/locales/sk/terms.json" with { type: "json" };
import { expect, scrollsHorizontally, test } from "./fixtures.ts";

type Language = "en" | "sk";

type PublicPage = {
  path: string;
  heading: Record<Language, string>;
  /** Something that appears only once the page has its data (from /api/public-config). */
  waitUntilLoaded?: (page: Page) => Promise<void>;
};

const PUBLIC_PAGES: PublicPage[] = [
  { path: "/", heading: { en: "Organize your life effortlessly", sk: skMarketing.landing.title } },
  { path: "/about", heading: { en: enMarketing.about.title, sk: skMarketing.about.title } },
  {
    path: "/contact",
    heading: { en: enContact.title, sk: skContact.title },
    waitUntilLoaded: (page) => expect(page.getByRole("link", { name: "author@example.org" })).toBeVisible(),
  },
  {
    path: "/donate",
    heading: { en: enDonate.title, sk: skDonate.title },
    waitUntilLoaded: (page) => expect(page.getByText("SK31 1200 0000 1987 4263 7541")).toBeVisible(),
  },
  { path: "/terms", heading: { en: enTerms.title, sk: skTerms.title } },
];

function localized(path: string, language: Language): string {
  if (language === "en") return path;
  return path === "/" ? "/sk" : `/sk${path}`;
}

async function openAndWait(page: Page, publicPage: PublicPage, language: Language): Promise<void> {
  const response = await page.goto(localized(publicPage.path, language));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: publicPage.heading[language], exact: true })).toBeVisible();
  await publicPage.waitUntilLoaded?.(page);
}

for (const publicPage of PUBLIC_PAGES) {
  test.describe(`the public page ${publicPage.path}`, () => {
    test("renders in English without errors", async ({ page, pageErrors }) => {
      await openAndWait(page, publicPage, "en");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("button", { name: "Prepnúť do slovenčiny" })).toBeVisible();
      expect(pageErrors).toEqual([]);
    });

    test("renders in Slovak, with no English heading left", async ({ page, pageErrors }) => {
      await openAndWait(page, publicPage, "sk");
      await expect(page.locator("html")).toHaveAttribute("lang", "sk");
      await expect(page.getByRole("button", { name: "Switch to English" })).toBeVisible();
      await expect(page.getByText(publicPage.heading.en, { exact: true })).toHaveCount(0);
      await expect(page.getByRole("link", { name: skCommon.footer.contact, exact: true })).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  });
}

test.describe("the landing page", () => {
  test("every Start Now opens sign-up", async ({ page }) => {
    await page.goto("/");
    const startNow = page.getByRole("link", { name: "Start Now", exact: true });
    await expect(startNow.first()).toBeVisible();
    const count = await startNow.count();
    for (let index = 0; index < count; index += 1) {
      await page.goto("/");
      await startNow.nth(index).click();
      await expect(page).toHaveURL("/auth?mode=signup");
    }
  });

  test("Learn More opens About", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Learn More", exact: true }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1, name: enMarketing.about.title })).toBeVisible();
  });

  test("in Slovak, both buttons stay in Slovak", async ({ page }) => {
    await page.goto("/sk");
    await page.getByRole("link", { name: skMarketing.landing.learnMore, exact: true }).click();
    await expect(page).toHaveURL("/sk/about");
    await page.goto("/sk");
    await page.getByRole("link", { name: skMarketing.landing.startNow, exact: true }).first().click();
    await expect(page).toHaveURL("/sk/auth?mode=signup");
  });
});

test.describe("the about page", () => {
  test("Create Your Account opens sign-up", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("link", { name: enMarketing.about.createAccount, exact: true }).click();
    await expect(page).toHaveURL("/auth?mode=signup");
  });
});

test.describe("the contact page", () => {
  const REPLY_PROMISE = {
    en: "We try to reply within 24 hours.",
    sk: skContact.replyPromise_other.replace("{{count}}", "24"),
  };

  for (const language of ["en", "sk"] as const) {
    test(`shows the configured addresses and the reply promise (${language})`, async ({ page }) => {
      await page.goto(localized("/contact", language));
      for (const email of ["author@example.org", "support@example.org"]) {
        await expect(page.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
      }
      await expect(page.getByText(REPLY_PROMISE[language])).toBeVisible();
    });
  }
});

test.describe("the footer", () => {
  const FOOTER_LINKS = [
    {
      name: { en: "Terms", sk: skCommon.footer.terms },
      path: "/terms",
      heading: { en: enTerms.title, sk: skTerms.title },
    },
    {
      name: { en: "Support the author", sk: skCommon.footer.donate },
      path: "/donate",
      heading: { en: enDonate.title, sk: skDonate.title },
    },
    {
      name: { en: "Contact", sk: skCommon.footer.contact },
      path: "/contact",
      heading: { en: enContact.title, sk: skContact.title },
    },
  ];

  for (const language of ["en", "sk"] as const) {
    for (const link of FOOTER_LINKS) {
      test(`links to ${link.path} (${language})`, async ({ page }) => {
        await page.goto(localized("/", language));
        await page.getByRole("contentinfo").getByRole("link", { name: link.name[language], exact: true }).click();
        await expect(page).toHaveURL(localized(link.path, language));
        await expect(page.getByRole("heading", { level: 1, name: link.heading[language], exact: true })).toBeVisible();
      });
    }
  }
});

test.describe("deep links", () => {
  test("/sk/about loads directly", async ({ page, pageErrors }) => {
    const response = await page.goto("/sk/about");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "sk");
    await expect(page.getByRole("heading", { level: 1, name: skMarketing.about.title, exact: true })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  // Signed-in screens: without a session the app asks to sign in, keeping where the visitor was going.
  const SIGNED_IN_LINKS = [
    { path: "/shopping/3", lang: "en", authUrl: "/auth?redirect=%2Fshopping%2F3", heading: enAuth.title.signIn },
    { path: "/sk/trash", lang: "sk", authUrl: "/sk/auth?redirect=%2Ftrash", heading: skAuth.title.signIn },
  ];

  for (const link of SIGNED_IN_LINKS) {
    test(`${link.path} loads directly and asks a signed-out visitor to sign in first`, async ({ page, pageErrors }) => {
      const response = await page.goto(link.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(link.authUrl);
      await expect(page.locator("html")).toHaveAttribute("lang", link.lang);
      await expect(page.getByRole("heading", { level: 1, name: link.heading, exact: true })).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  }
});

test.describe("on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const publicPage of PUBLIC_PAGES) {
    for (const language of ["en", "sk"] as const) {
      test(`${localized(publicPage.path, language)} does not scroll sideways`, async ({ page }) => {
        await openAndWait(page, publicPage, language);
        expect(await scrollsHorizontally(page)).toBe(false);
      });
    }
  }
});
