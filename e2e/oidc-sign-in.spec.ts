import type { Page } from "@playwright/test";
import {
  type IdentityAccount,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from "../src/server/test-support/oidc-test-provider.ts";
import { OIDC_CALLBACK_PATH } from "../src/shared/schemas/identity-provider.ts";
import { test as base, expect } from "./fixtures.ts";
import { freePort, type LocalhostServer, startLocalhostServer } from "./support/localhost-server.ts";

/**
 * "Sign in with …" the operator's identity provider, in the browser: a real OpenID Connect provider
 * (oidc-provider, started here with its development sign-in and consent pages) and a server of its
 * own configured for it (OIDC_*). The button is named by OIDC_NAME, works from the keyboard, and a
 * new person comes back signed in on /home in the page's language; a refusal is explained on the
 * sign-in screen. In English and in Slovak.
 */
type Sso = { server: LocalhostServer; idp: TestIdentityProvider };

const test = base.extend<object, { sso: Sso }>({
  sso: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none.
    async ({}, use) => {
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const idp = await startTestIdentityProvider([`${url}${OIDC_CALLBACK_PATH}`]);
      const server = await startLocalhostServer({ PORT: String(port), ...idp.env("Family ID") });
      await use({ server, idp });
      await server.stop();
      await idp.close();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ sso }, use) => use(sso.server.url),
});
test.describe.configure({ timeout: 90_000 });

const LANGUAGES = [
  {
    prefix: "",
    button: "Sign in with Family ID",
    unconfirmed: "Your e-mail address is not confirmed yet. We sent you a link to confirm it",
  },
  {
    prefix: "/sk",
    button: "Prihlásiť sa cez Family ID",
    unconfirmed: "Vaša e-mailová adresa ešte nie je potvrdená. Poslali sme vám odkaz na jej potvrdenie",
  },
];

let counter = 0;
function person(idp: TestIdentityProvider, overrides: Partial<IdentityAccount> = {}): IdentityAccount {
  counter += 1;
  const account = {
    sub: `e2e-${counter}-${Date.now()}`,
    email: `sso${counter}.${Date.now()}@example.org`,
    emailVerified: true,
    givenName: "Zuzana",
    familyName: "Horváthová",
    ...overrides,
  };
  idp.addAccount(account);
  return account;
}

/** The identity provider's own pages: its sign-in form (any login, any password), then its consent. */
async function signInAtProvider(page: Page, login: string) {
  await page.getByPlaceholder("Enter any login").fill(login);
  await page.getByPlaceholder("and password").fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

for (const texts of LANGUAGES) {
  test(`a new person signs in through the provider from the keyboard and lands on ${texts.prefix}/home`, async ({
    page,
    sso,
  }) => {
    const someone = person(sso.idp);
    await page.goto(`${texts.prefix}/auth`);
    const button = page.getByRole("button", { name: texts.button });
    await expect(button).toBeVisible();
    await button.focus();
    await page.keyboard.press("Enter");
    await signInAtProvider(page, someone.sub);
    await expect(page).toHaveURL(new RegExp(`^${sso.server.url}${texts.prefix}/home$`));
    await expect(page.getByRole("heading", { name: /Zuzana/ })).toBeVisible();
  });

  test(`an address the provider did not confirm is explained on the sign-in screen (${texts.prefix || "/"})`, async ({
    page,
    sso,
  }) => {
    const someone = person(sso.idp, { emailVerified: false });
    await page.goto(`${texts.prefix}/auth`);
    await page.getByRole("button", { name: texts.button }).click();
    await signInAtProvider(page, someone.sub);
    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/auth\\?sso=failed&error=email_not_verified`));
    await expect(page.getByRole("alert")).toContainText(texts.unconfirmed);
  });
}
