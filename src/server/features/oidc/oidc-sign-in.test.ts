import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OIDC_CALLBACK_PATH } from "../../../shared/schemas/identity-provider.ts";
import { newUser, signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { signInWithIdentityProvider } from "../../test-support/oidc-sign-in-flow.ts";
import {
  type IdentityAccount,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from "../../test-support/oidc-test-provider.ts";
import { createTestClient, type TestClient } from "../../test-support/test-client.ts";
import { freePort } from "../../test-support/test-server.ts";
import { withDatabase } from "../../test-support/with-database.ts";
import { inviteToSignUp, listSignUpInvitations } from "../registration/index.ts";

/**
 * Sign-in with the operator's identity provider against a real OpenID Connect provider
 * (oidc-provider, started here): the whole authorization-code flow with PKCE, as a browser makes it.
 * Two Poriadoks sign in there: one open to anyone, one with REGISTRATION=closed.
 */
let idp: TestIdentityProvider;
let open: AccountsServer;
let closed: AccountsServer;

beforeAll(async () => {
  const ports = [await freePort(), await freePort()];
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  idp = await startTestIdentityProvider(urls.map((url) => `${url}${OIDC_CALLBACK_PATH}`));
  const serverEnv = (index: number) => ({
    PORT: String(ports[index]),
    BASE_URL: urls[index] ?? "",
    ...idp.env("Family ID"),
  });
  open = await startAccountsServer(serverEnv(0));
  closed = await startAccountsServer({ ...serverEnv(1), REGISTRATION: "closed" });
}, 60_000);
afterAll(async () => {
  await open?.close();
  await closed?.close();
  await idp?.close();
});

let counter = 0;
/** A person at the identity provider, with a fresh address unless given one. */
function person(overrides: Partial<IdentityAccount> = {}): IdentityAccount {
  counter += 1;
  const account = {
    sub: `person-${counter}-${Date.now()}`,
    email: `idp${counter}.${Date.now()}@example.org`,
    emailVerified: true,
    givenName: "Zuzana",
    familyName: "Horváthová",
    name: "Zuzana Horváthová",
    ...overrides,
  };
  idp.addAccount(account);
  return account;
}

async function signIn(harness: AccountsServer, login: string, locale: "en" | "sk" = "en") {
  const app = createTestClient(harness.server.url);
  const outcome = await signInWithIdentityProvider(app, harness.server.url, login, locale);
  return { app, ...outcome };
}

type SessionUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  locale: string;
};
async function sessionUser(app: TestClient): Promise<SessionUser | null> {
  const body = (await (await app.get("/api/auth/get-session")).json()) as { user: SessionUser } | null;
  return body?.user ?? null;
}

async function providersOf(app: TestClient): Promise<string[]> {
  const accounts = (await (await app.get("/api/auth/list-accounts")).json()) as { providerId: string }[];
  return accounts.map((account) => account.providerId).sort();
}

async function usersWithEmail(harness: AccountsServer, email: string): Promise<number> {
  const { dataDir, databaseUrl } = harness.server.config;
  const rows = await withDatabase({ dataDir, databaseUrl }, (db) =>
    db.selectFrom("user").select("id").where("email", "=", email.toLowerCase()).execute(),
  );
  return rows.length;
}

describe("sign-in with the identity provider", () => {
  it("is offered by the public configuration under OIDC_NAME, and not where unset", async () => {
    expect(await (await open.server.request("/api/public-config")).json()).toMatchObject({ oidcName: "Family ID" });
    const plain = await startAccountsServer();
    expect(await (await plain.server.request("/api/public-config")).json()).toMatchObject({ oidcName: null });
    await plain.close();
  });

  it("makes a new person's account with the profile's names and the page's language, signed in; the next time, the same account", async () => {
    const someone = person();
    const first = await signIn(open, someone.sub, "sk");
    expect(first).toMatchObject({ location: "/home", error: null });
    const user = await sessionUser(first.app);
    expect(user).toMatchObject({
      email: someone.email,
      emailVerified: true,
      firstName: "Zuzana",
      lastName: "Horváthová",
      locale: "sk",
    });
    expect(await providersOf(first.app)).toEqual(["oidc"]);

    const again = await signIn(open, someone.sub);
    expect(again.location).toBe("/home");
    expect((await sessionUser(again.app))?.id).toBe(user?.id);
    expect(await usersWithEmail(open, someone.email)).toBe(1);
  });

  it("takes the first name from `name` when the profile has no given_name", async () => {
    const someone = person({ givenName: undefined, familyName: undefined, name: "Peter Novák" });
    const { app } = await signIn(open, someone.sub);
    expect(await sessionUser(app)).toMatchObject({ firstName: "Peter", lastName: "Novák", locale: "en" });
  });

  it("joins an existing password account when the provider verified the same address: one account, both ways in", async () => {
    const member = newUser();
    const withPassword = await signedInClient(open.server.url, open.mail, member);
    const existing = await sessionUser(withPassword);
    const someone = person({ email: member.email.toUpperCase() });

    const { app, location } = await signIn(open, someone.sub);
    expect(location).toBe("/home");
    expect((await sessionUser(app))?.id).toBe(existing?.id);
    expect(await providersOf(app)).toEqual(["credential", "oidc"]);
    expect(await usersWithEmail(open, member.email)).toBe(1);
  });

  it("does not join an existing account when the provider did not verify the address", async () => {
    const member = newUser();
    const withPassword = await signedInClient(open.server.url, open.mail, member);
    const someone = person({ email: member.email, emailVerified: false });

    const { app, location, error } = await signIn(open, someone.sub);
    expect(error).toBe("account_not_linked");
    expect(location).toMatch(/^\/auth\?sso=failed&error=account_not_linked/);
    expect(await sessionUser(app)).toBeNull();
    expect(await providersOf(withPassword)).toEqual(["credential"]);
  });

  it("gives a new person whose address the provider did not verify a confirmation mail, and no session until confirmed", async () => {
    const someone = person({ emailVerified: false });
    const { app, error } = await signIn(open, someone.sub);
    expect(error).toBe("email_not_verified");
    expect(await sessionUser(app)).toBeNull();
    const mail = await open.mail.waitFor(someone.email, { subject: /Confirm your e-mail/ });
    const link = mail.links.find((href) => href.includes("/api/auth/verify-email"));
    expect((await createTestClient(open.server.url).get(link ?? "")).status).toBe(302);
    expect((await signIn(open, someone.sub)).location).toBe("/home");
  });

  it("refuses a disabled account, as with a password", async () => {
    const someone = person();
    const { app } = await signIn(open, someone.sub);
    expect(await sessionUser(app)).not.toBeNull();
    const { dataDir, databaseUrl } = open.server.config;
    await withDatabase({ dataDir, databaseUrl }, (db) =>
      db.updateTable("user").set({ banned: true }).where("email", "=", someone.email).execute(),
    );
    const refused = await signIn(open, someone.sub);
    expect(refused.error).toBe("BANNED_USER");
    expect(await sessionUser(refused.app)).toBeNull();
  });
});

describe("sign-in with the identity provider, REGISTRATION=closed", () => {
  it("refuses a new person with registration_closed and makes no account", async () => {
    const stranger = person();
    const { app, location, error } = await signIn(closed, stranger.sub);
    expect(error).toBe("registration_closed");
    expect(location).toMatch(/^\/auth\?sso=failed&error=registration_closed/);
    expect(await sessionUser(app)).toBeNull();
    expect(await usersWithEmail(closed, stranger.email)).toBe(0);
  });

  it("lets an invited person in, using the invitation", async () => {
    const invited = person();
    const { dataDir, databaseUrl, baseUrl } = closed.server.config;
    await withDatabase({ dataDir, databaseUrl }, (db) =>
      inviteToSignUp(db, { email: invited.email, invitedBy: null, baseUrl }),
    );
    await closed.mail.waitFor(invited.email);
    const { app, location } = await signIn(closed, invited.sub);
    expect(location).toBe("/home");
    expect(await sessionUser(app)).toMatchObject({ email: invited.email });
    const invitations = await withDatabase({ dataDir, databaseUrl }, listSignUpInvitations);
    expect(invitations.find((row) => row.email === invited.email)?.usedAt).toEqual(expect.any(String));
  });

  it("lets a person with an account in (registration is about new accounts)", async () => {
    const { dataDir, databaseUrl, baseUrl } = closed.server.config;
    const member = newUser();
    await withDatabase({ dataDir, databaseUrl }, (db) =>
      inviteToSignUp(db, { email: member.email, invitedBy: null, baseUrl }),
    );
    await closed.mail.waitFor(member.email);
    await signedInClient(closed.server.url, closed.mail, member);
    const someone = person({ email: member.email });
    expect((await signIn(closed, someone.sub)).location).toBe("/home");
  });
});
