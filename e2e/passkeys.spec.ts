import type { CDPSession, Page } from "@playwright/test";
import { test as base, expect } from "./fixtures.ts";
import { createConfirmedUser, uniqueUser } from "./support/accounts.ts";
import { type LocalhostServer, startLocalhostServer } from "./support/localhost-server.ts";

/**
 * Passkeys end to end in Chromium with a virtual authenticator (Chrome DevTools Protocol's WebAuthn
 * domain: CTAP2, built in, resident keys, user verification that succeeds): added in Settings →
 * Account with a name and the password, signed in with from the sign-in screen (no password, no
 * code), offered in the e-mail field's autofill, and removed — in English and in Slovak. These run
 * against a server at http://localhost (support/localhost-server.ts): WebAuthn needs a domain.
 */
const test = base.extend<object, { localhostServer: LocalhostServer }>({
  localhostServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none.
    async ({}, use) => {
      const server = await startLocalhostServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ localhostServer }, use) => use(localhostServer.url),
});
test.describe.configure({ timeout: 120_000 });

type Texts = {
  prefix: string;
  email: string;
  password: string;
  signIn: string;
  passkeySignIn: string;
  sectionTitle: string;
  name: string;
  add: string;
  added: string;
  remove: string;
  removeDialog: RegExp;
  removed: string;
  none: string;
  unknown: string;
};

const LANGUAGES: Record<"en" | "sk", Texts> = {
  en: {
    prefix: "",
    email: "Email",
    password: "Password",
    signIn: "Sign in",
    passkeySignIn: "Sign in with a passkey",
    sectionTitle: "Passkeys",
    name: "Name",
    add: "Add a passkey",
    added: "Passkey added.",
    remove: "Remove",
    removeDialog: /Remove the passkey/,
    removed: "Passkey removed.",
    none: "You have no passkeys yet.",
    unknown: "This passkey is not known here; it may have been removed. Sign in with your password.",
  },
  sk: {
    prefix: "/sk",
    email: "E-mail",
    password: "Heslo",
    signIn: "Prihlásiť sa",
    passkeySignIn: "Prihlásiť sa prístupovým kľúčom",
    sectionTitle: "Prístupové kľúče",
    name: "Názov",
    add: "Pridať prístupový kľúč",
    added: "Prístupový kľúč je pridaný.",
    remove: "Odstrániť",
    removeDialog: /Odstrániť prístupový kľúč/,
    removed: "Prístupový kľúč je odstránený.",
    none: "Zatiaľ nemáte žiadny prístupový kľúč.",
    unknown: "Tento prístupový kľúč tu nepoznáme, možno bol odstránený. Prihláste sa heslom.",
  },
};

/** A built-in authenticator with resident keys whose user verification always succeeds. */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function signInWithPassword(page: Page, texts: Texts, user: { email: string; password: string }) {
  await page.goto(`${texts.prefix}/auth`);
  await page.getByLabel(texts.email).fill(user.email);
  await page.getByLabel(texts.password, { exact: true }).fill(user.password);
  await page.getByRole("button", { name: texts.signIn, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${texts.prefix}/home$`));
}

/** Records each `navigator.credentials.get` the page makes, before any of its scripts run. */
const RECORD_CREDENTIAL_REQUESTS = `
  window.__credentialRequests = [];
  const get = navigator.credentials.get.bind(navigator.credentials);
  navigator.credentials.get = (options) => {
    window.__credentialRequests.push({ mediation: options?.mediation ?? null });
    return get(options);
  };`;

/**
 * Opens the sign-in screen with the autofill's request pending and unanswered, as in a person's
 * browser until they pick a passkey there. The virtual authenticator would answer it at once, so
 * its presence is off until the request is made; a request already pending stays so.
 */
async function openSignInWithAutofillWaiting(
  page: Page,
  texts: Texts,
  { cdp, authenticatorId }: { cdp: CDPSession; authenticatorId: string },
) {
  await cdp.send("WebAuthn.setAutomaticPresenceSimulation", { authenticatorId, enabled: false });
  await page.goto(`${texts.prefix}/auth`);
  await page.getByLabel(texts.email).focus();
  await expect.poll(() => page.evaluate("window.__credentialRequests")).toEqual([{ mediation: "conditional" }]);
  await cdp.send("WebAuthn.setAutomaticPresenceSimulation", { authenticatorId, enabled: true });
}

for (const [language, texts] of Object.entries(LANGUAGES)) {
  test(`a passkey is added, signs in from the autofill and from the button, and is removed (${language})`, async ({
    page,
    baseURL,
    localhostServer,
  }) => {
    await page.addInitScript({ content: RECORD_CREDENTIAL_REQUESTS });
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
    const user = uniqueUser();
    await createConfirmedUser(page.request, baseURL ?? "", user, language as "en" | "sk", localhostServer.outbox);
    await signInWithPassword(page, texts, user);

    await page.goto(`${texts.prefix}/settings?view=account`);
    const section = page.getByRole("region", { name: texts.sectionTitle });
    await expect(section.getByText(texts.none)).toBeVisible();
    await section.getByLabel(texts.name, { exact: true }).fill("Laptop");
    await section.getByLabel(texts.password, { exact: true }).fill(user.password);
    await section.getByRole("button", { name: texts.add }).click();
    await expect(page.getByText(texts.added)).toBeVisible();
    await expect(section.getByRole("listitem").filter({ hasText: "Laptop" })).toBeVisible();
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);
    expect(credentials[0]?.rpId).toBe("localhost");

    // Signed out, the passkey picked in the e-mail field's autofill signs in alone. The virtual
    // authenticator answers the autofill's request at once, as a person picking it there would.
    await page.context().clearCookies();
    await page.goto(`${texts.prefix}/auth`);
    await page.getByLabel(texts.email).focus();
    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/home$`));

    // Signed out again, the sign-in screen's button signs in with the passkey alone.
    await page.context().clearCookies();
    await openSignInWithAutofillWaiting(page, texts, { cdp, authenticatorId });
    await page.getByRole("button", { name: texts.passkeySignIn }).click();
    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/home$`));

    // Removed, it no longer signs in (the authenticator still holds it).
    await page.goto(`${texts.prefix}/settings?view=account`);
    await section.getByRole("button", { name: new RegExp(texts.remove) }).click();
    await page
      .getByRole("alertdialog", { name: texts.removeDialog })
      .getByRole("button", { name: texts.remove })
      .click();
    await expect(page.getByText(texts.removed)).toBeVisible();
    await expect(section.getByText(texts.none)).toBeVisible();
    await page.context().clearCookies();
    await openSignInWithAutofillWaiting(page, texts, { cdp, authenticatorId });
    await page.getByRole("button", { name: texts.passkeySignIn }).click();
    await expect(page.getByText(texts.unknown)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/auth$`));
  });
}

test("the e-mail field offers passkeys in the browser's autofill", async ({ page }) => {
  // What the sign-in screen asks of the browser, recorded before any of its scripts run.
  await page.addInitScript({ content: RECORD_CREDENTIAL_REQUESTS });
  await addVirtualAuthenticator(page);
  await page.goto("/auth");
  const email = page.getByLabel("Email");
  await expect(email).toHaveAttribute("autocomplete", "username webauthn");
  // The prerendered page starts the app on the first interaction; the form then asks for the autofill's passkeys.
  await email.focus();
  await expect.poll(() => page.evaluate("window.__credentialRequests")).toEqual([{ mediation: "conditional" }]);
});
