import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSession, newUser, signedInClient, signIn, signUp } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import type { MailCatcher } from "../../test-support/mail-catcher.ts";
import { createTestClient } from "../../test-support/test-client.ts";
import type { TestServer } from "../../test-support/test-server.ts";

let server: TestServer;
let mail: MailCatcher;
let harness: AccountsServer;

beforeAll(async () => {
  harness = await startAccountsServer({ MAIL_FROM: "Poriadok <no-reply@poriadok.test>" });
  ({ server, mail } = harness);
});
afterAll(() => harness.close());

describe("sign-up and e-mail confirmation", () => {
  it("sends a confirmation mail whose link (at BASE_URL) confirms the address; only then sign-in works", async () => {
    const client = createTestClient(server.url);
    const user = newUser({ firstName: "Peter" });
    const signUpResponse = await signUp(client, user);
    expect(signUpResponse.status).toBe(200);
    expect(client.cookies.size).toBe(0);

    const confirmation = await mail.waitFor(user.email);
    expect(confirmation.subject).toBe("Confirm your e-mail address for Poriadok");
    expect(confirmation.text).toContain("Hello Peter,");
    const link = confirmation.links.find((href) =>
      href.startsWith(`${server.config.baseUrl}/api/auth/verify-email?token=`),
    );
    expect(link).toBeDefined();

    const early = await signIn(client, user);
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });

    const confirmed = await client.get(link as string);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/auth?verified=1");

    const signedIn = await signIn(client, user);
    expect(signedIn.status).toBe(200);
    const sessionCookie = client.lastSetCookie.find((line) => line.startsWith("poriadok.session_token="));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i);

    const session = await getSession(client);
    expect(session?.user).toMatchObject({
      email: user.email,
      firstName: "Peter",
      lastName: "Nováková",
      emailVerified: true,
    });
  });

  it("writes the mail in the user's language", async () => {
    const user = newUser({ locale: "sk", firstName: "Zuzana" });
    await signUp(createTestClient(server.url), user, "/sk/auth?verified=1");
    const confirmation = await mail.waitFor(user.email);
    expect(confirmation.subject).toBe("Potvrďte svoju e-mailovú adresu pre Poriadok");
    expect(confirmation.text).toContain("Dobrý deň, Zuzana,");
    expect(confirmation.html).toContain('lang="sk"');
  });

  it("offers a resend to an unconfirmed account", async () => {
    const client = createTestClient(server.url);
    const user = newUser();
    await signUp(client, user);
    await mail.waitFor(user.email);
    const resend = await client.post("/api/auth/send-verification-email", {
      email: user.email,
      callbackURL: "/auth?verified=1",
    });
    expect(resend.status).toBe(200);
    const second = await mail.waitFor(user.email);
    expect(second.links.some((href) => href.includes("/api/auth/verify-email?token="))).toBe(true);
  });

  it("refuses a password shorter than 8 characters", async () => {
    const response = await signUp(createTestClient(server.url), newUser({ password: "1234567" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
  });
});

describe("sign-in", () => {
  it("answers a wrong password and an unknown e-mail identically", async () => {
    const user = newUser();
    await signedInClient(server.url, mail, user);
    const wrongPassword = await signIn(createTestClient(server.url), { email: user.email, password: "wrong password" });
    const unknownEmail = await signIn(createTestClient(server.url), {
      email: "nobody.here@example.org",
      password: "wrong password",
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(await unknownEmail.json()).toEqual(await wrongPassword.json());
  });

  it("signs out by revoking the session on the server", async () => {
    const client = await signedInClient(server.url, mail);
    const token = client.cookies.get("poriadok.session_token");
    expect((await client.post("/api/auth/sign-out")).status).toBe(200);
    const replay = createTestClient(server.url);
    replay.cookies.set("poriadok.session_token", token as string);
    expect(await getSession(replay)).toBeNull();
  });
});

describe("password reset", () => {
  it("mails a link back to /auth with a token; the new password works and the old one does not", async () => {
    const user = newUser();
    const oldSession = await signedInClient(server.url, mail, user);
    const visitor = createTestClient(server.url);
    const request = await visitor.post("/api/auth/request-password-reset", {
      email: user.email,
      redirectTo: "/auth?mode=reset",
    });
    expect(request.status).toBe(200);

    const resetMail = await mail.waitFor(user.email, { subject: /password/i });
    const link = resetMail.links.find((href) => href.includes("/api/auth/reset-password/"));
    const redirect = await visitor.get(link as string);
    expect(redirect.status).toBe(302);
    const target = new URL(redirect.headers.get("location") as string, server.url);
    expect(target.pathname).toBe("/auth");
    expect(target.searchParams.get("mode")).toBe("reset");
    const token = target.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await visitor.post("/api/auth/reset-password", { newPassword: "a brand new one", token });
    expect(reset.status).toBe(200);
    expect((await signIn(createTestClient(server.url), user)).status).toBe(401);
    expect(
      (await signIn(createTestClient(server.url), { email: user.email, password: "a brand new one" })).status,
    ).toBe(200);
    expect(await getSession(oldSession)).toBeNull();
  });

  it("answers a reset request for an unknown address like any other (no probing)", async () => {
    const response = await createTestClient(server.url).post("/api/auth/request-password-reset", {
      email: "nobody.at.all@example.org",
      redirectTo: "/auth?mode=reset",
    });
    expect(response.status).toBe(200);
  });
});

describe("e-mail change", () => {
  it("is confirmed through a mail to the new address", async () => {
    const user = newUser();
    const client = await signedInClient(server.url, mail, user);
    const newEmail = `changed.${Date.now()}@example.org`;
    const change = await client.post("/api/auth/change-email", {
      newEmail,
      password: user.password,
      callbackURL: "/settings?emailChanged=1",
    });
    expect(change.status).toBe(200);

    const confirmation = await mail.waitFor(newEmail);
    expect(confirmation.subject).toBe("Confirm your new e-mail address for Poriadok");
    let session = await getSession(client);
    expect(session?.user.email).toBe(user.email);

    const link = confirmation.links.find((href) => href.includes("/api/auth/verify-email"));
    expect((await client.get(link as string)).status).toBe(302);
    session = await getSession(client);
    expect(session?.user.email).toBe(newEmail);
    expect((await signIn(createTestClient(server.url), { email: newEmail, password: user.password })).status).toBe(200);
  });
});
