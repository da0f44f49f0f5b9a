import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSession, newUser, signedInClient, signIn } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { createTestClient } from "../../test-support/test-client.ts";

let harness: AccountsServer;
beforeAll(async () => {
  harness = await startAccountsServer();
});
afterAll(() => harness.close());

describe("deleting the account always needs the password", () => {
  it("refuses a fresh session without a password or with a wrong one; deletes with the right one", async () => {
    const user = newUser();
    const client = await signedInClient(harness.server.url, harness.mail, user);

    const withoutPassword = await client.post("/api/auth/delete-user", {});
    expect(withoutPassword.status).toBe(400);
    expect(await withoutPassword.json()).toMatchObject({ code: "INVALID_PASSWORD" });
    const wrongPassword = await client.post("/api/auth/delete-user", { password: "not my password" });
    expect(wrongPassword.status).toBe(400);
    expect((await getSession(client))?.user.email).toBe(user.email);

    expect((await client.post("/api/auth/delete-user", { password: user.password })).status).toBe(200);
    expect(await getSession(client)).toBeNull();
    expect((await signIn(createTestClient(harness.server.url), user)).status).toBe(401);
  });

  it("answers 401 to a visitor without a session", async () => {
    const response = await createTestClient(harness.server.url).post("/api/auth/delete-user", { password: "x" });
    expect(response.status).toBe(401);
  });
});

describe("changing the e-mail address needs the password and tells the old address", () => {
  it("refuses without or with a wrong password, and sends nothing", async () => {
    const user = newUser();
    const client = await signedInClient(harness.server.url, harness.mail, user);
    const newEmail = `stolen.${Date.now()}@example.org`;
    for (const body of [{ newEmail }, { newEmail, password: "guessed wrong" }]) {
      const response = await client.post("/api/auth/change-email", body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "INVALID_PASSWORD" });
    }
    await expect(harness.mail.waitFor(newEmail, { timeoutMs: 1500 })).rejects.toThrow(/no mail/);
    await expect(harness.mail.waitFor(user.email, { timeoutMs: 500 })).rejects.toThrow(/no mail/);
  });

  it("with the password: confirmation to the new address, a notice naming it to the old one", async () => {
    const user = newUser({ firstName: "Eva" });
    const client = await signedInClient(harness.server.url, harness.mail, user);
    const newEmail = `new.home.${Date.now()}@example.org`;
    const change = await client.post("/api/auth/change-email", { newEmail, password: user.password });
    expect(change.status).toBe(200);

    const notice = await harness.mail.waitFor(user.email, { subject: /being changed/ });
    expect(notice.subject).toBe("The e-mail address of your Poriadok account is being changed");
    expect(notice.text).toContain("Hello Eva,");
    expect(notice.text).toContain(newEmail);
    expect(notice.links).toContain(`${harness.server.config.baseUrl}/settings?view=account`);
    const confirmation = await harness.mail.waitFor(newEmail);
    expect(confirmation.subject).toBe("Confirm your new e-mail address for Poriadok");
  });

  it("writes the notice in the language of the page that asked", async () => {
    const user = newUser({ locale: "en" });
    const client = await signedInClient(harness.server.url, harness.mail, user);
    const newEmail = `nova.adresa.${Date.now()}@example.org`;
    const change = await client.request("/api/auth/change-email", {
      method: "POST",
      headers: { "x-poriadok-locale": "sk" },
      json: { newEmail, password: user.password },
    });
    expect(change.status).toBe(200);
    const notice = await harness.mail.waitFor(user.email, { subject: /mení/ });
    expect(notice.subject).toBe("E-mailová adresa vášho účtu v Poriadku sa mení");
    expect(notice.links).toContain(`${harness.server.config.baseUrl}/sk/settings?view=account`);
    expect((await harness.mail.waitFor(newEmail)).subject).toBe("Potvrďte novú e-mailovú adresu pre Poriadok");
  });
});

describe("changing the password while signed in", () => {
  it("needs the current password, keeps this session and signs out the others", async () => {
    const user = newUser();
    const here = await signedInClient(harness.server.url, harness.mail, user);
    const elsewhere = createTestClient(harness.server.url);
    expect((await signIn(elsewhere, user)).status).toBe(200);

    const wrong = await here.post("/api/auth/change-password", {
      currentPassword: "not it at all",
      newPassword: "a longer new one",
      revokeOtherSessions: true,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "INVALID_PASSWORD" });
    const tooShort = await here.post("/api/auth/change-password", {
      currentPassword: user.password,
      newPassword: "1234567",
      revokeOtherSessions: true,
    });
    expect(tooShort.status).toBe(400);
    expect(await tooShort.json()).toMatchObject({ code: "PASSWORD_TOO_SHORT" });

    const changed = await here.post("/api/auth/change-password", {
      currentPassword: user.password,
      newPassword: "a longer new one",
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await getSession(here))?.user.email).toBe(user.email);
    expect(await getSession(elsewhere)).toBeNull();
    expect((await signIn(createTestClient(harness.server.url), user)).status).toBe(401);
    const withNew = await signIn(createTestClient(harness.server.url), {
      email: user.email,
      password: "a longer new one",
    });
    expect(withNew.status).toBe(200);
  });
});

describe("length limits on the user's fields", () => {
  it("refuses long names and any picture at sign-up and in updates, storing nothing", async () => {
    const user = newUser();
    const client = await signedInClient(harness.server.url, harness.mail, user);
    const refusals = [
      { firstName: "J".repeat(101) },
      { lastName: "N".repeat(101) },
      { name: "X".repeat(202) },
      { name: "Jana\u0000" },
      { firstName: "Ja\u0000na" },
      { username: {} },
      { username: 5 },
      { displayUsername: ["jana"] },
      { image: "https://evil.example/tracker.png" },
      { image: `data:image/png;base64,${"A".repeat(20_000)}` },
    ];
    for (const body of refusals) {
      const response = await client.post("/api/auth/update-user", body);
      expect([JSON.stringify(body).slice(0, 40), response.status]).toEqual([JSON.stringify(body).slice(0, 40), 400]);
      expect(await response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    }
    const session = await getSession(client);
    expect(session?.user).toMatchObject({ firstName: user.firstName, lastName: user.lastName, image: null });

    const longSignUp = await createTestClient(harness.server.url).post("/api/auth/sign-up/email", {
      email: `long.${Date.now()}@example.org`,
      password: "long enough password",
      name: "Y".repeat(300),
    });
    expect(longSignUp.status).toBe(400);
    expect(await longSignUp.json()).toMatchObject({ code: "VALIDATION_ERROR", message: "validation.tooLong" });
    const accepted = await client.post("/api/auth/update-user", { firstName: "J".repeat(100), name: "ok" });
    expect(accepted.status).toBe(200);
  });
});
