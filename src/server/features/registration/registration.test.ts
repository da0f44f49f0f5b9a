import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RegistrationMode } from "../../../shared/schemas/registration.ts";
import { newUser, signedInClient, signUp, type TestUser } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { organiserApi } from "../../test-support/api-client.ts";
import { createTestClient } from "../../test-support/test-client.ts";
import { withDatabase } from "../../test-support/with-database.ts";
import { inviteToSignUp, listSignUpInvitations } from "./index.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** POST /api/auth/sign-up/email for a new person: the status and Better Auth's error code, if any. */
async function trySignUp(harness: AccountsServer, user: TestUser): Promise<[number, string | undefined]> {
  const response = await signUp(createTestClient(harness.server.url), user);
  const body = (await response.json()) as { code?: string };
  return [response.status, body.code];
}

const INVITATION_SUBJECT = /An invitation to Poriadok|Pozvánka do Poriadku/;

/** What an admin's "invite by e-mail" does, on the test server's database; waits for (and takes) its mail. */
async function inviteAsAdmin(harness: AccountsServer, email: string, now?: Date) {
  const { dataDir, databaseUrl, baseUrl } = harness.server.config;
  const invitation = await withDatabase({ dataDir, databaseUrl }, (db) =>
    inviteToSignUp(db, { email, invitedBy: null, baseUrl, now }),
  );
  const mail = await harness.mail.waitFor(email, { subject: INVITATION_SUBJECT });
  return { ...invitation, mail };
}

describe("REGISTRATION=open (the default)", () => {
  let harness: AccountsServer;
  beforeAll(async () => {
    harness = await startAccountsServer();
  });
  afterAll(() => harness.close());

  it("lets anyone sign up, and says so in the public configuration", async () => {
    const user = newUser();
    expect(await trySignUp(harness, user)).toEqual([200, undefined]);
    await harness.mail.waitFor(user.email, { subject: /Confirm your e-mail/ });
    const config = await (await harness.server.request("/api/public-config")).json();
    expect(config).toMatchObject({ registration: "open" });
  });
});

describe.each<RegistrationMode>(["invite", "closed"])("REGISTRATION=%s", (mode) => {
  let harness: AccountsServer;
  beforeAll(async () => {
    harness = await startAccountsServer({ REGISTRATION: mode });
  });
  afterAll(() => harness.close());

  it("refuses a stranger with 403 registration_closed, and says the mode in the public configuration", async () => {
    expect(await trySignUp(harness, newUser())).toEqual([403, "registration_closed"]);
    const config = await (await harness.server.request("/api/public-config")).json();
    expect(config).toMatchObject({ registration: mode });
  });

  it("lets an address an admin invited sign up (in any letter case), mailing it a sign-up link with the address", async () => {
    const user = newUser({ locale: "sk" });
    const { mail, ...invitation } = await inviteAsAdmin(harness, user.email.toUpperCase());
    expect(invitation).toMatchObject({ email: user.email.toLowerCase(), invitedBy: null, usedAt: null });
    expect(mail.links.map((href) => new URL(href))).toContainEqual(
      expect.objectContaining({ pathname: "/auth", search: expect.stringContaining("invited=1") }),
    );
    expect(mail.links.some((href) => new URL(href).searchParams.get("email") === user.email.toLowerCase())).toBe(true);

    await signedInClient(harness.server.url, harness.mail, user);
    const { dataDir, databaseUrl } = harness.server.config;
    const invitations = await withDatabase({ dataDir, databaseUrl }, listSignUpInvitations);
    expect(invitations.find((row) => row.email === user.email.toLowerCase())?.usedAt).toEqual(expect.any(String));
    // An account now: inviting the address again is refused, and it cannot sign up a second account.
    await expect(inviteAsAdmin(harness, user.email)).rejects.toMatchObject({
      code: "sign_up_invitation_has_account",
      status: 409,
    });
  });

  it("lets an address invited to a shared list sign up and join the list", async () => {
    const owner = newUser();
    await inviteAsAdmin(harness, owner.email);
    const ownerApi = organiserApi(await signedInClient(harness.server.url, harness.mail, owner));
    const list = await ownerApi.createNote({ title: "Groceries", category: "shopping", items: [{ name: "Milk" }] });
    expect(list.status).toBe(201);

    const guest = newUser();
    expect(await trySignUp(harness, guest)).toEqual([403, "registration_closed"]);
    const invited = await ownerApi.call("POST", `/api/shared-lists/${list.body.id}/invitations`, {
      email: guest.email,
    });
    expect(invited.status).toBe(201);
    const mail = await harness.mail.waitFor(guest.email, { subject: /shopping list/ });
    const guestApi = organiserApi(await signedInClient(harness.server.url, harness.mail, guest));
    const token = mail.links.find((href) => href.includes("/invitations/"))?.split("/invitations/")[1];
    const accepted = await guestApi.call("POST", `/api/shared-lists/invitations/${token}/accept`);
    expect(accepted).toMatchObject({ status: 200, body: { noteId: list.body.id } });
  });

  it("refuses an address whose invitation expired, an admin's or a shared list's", async () => {
    const late = newUser();
    await inviteAsAdmin(harness, late.email, new Date(Date.now() - 15 * DAY_MS));
    expect(await trySignUp(harness, late)).toEqual([403, "registration_closed"]);

    const owner = newUser();
    await inviteAsAdmin(harness, owner.email);
    const ownerApi = organiserApi(await signedInClient(harness.server.url, harness.mail, owner));
    const list = await ownerApi.createNote({ title: "Party", category: "shopping", items: [{ name: "Cake" }] });
    const guest = newUser();
    expect(
      (await ownerApi.call("POST", `/api/shared-lists/${list.body.id}/invitations`, { email: guest.email })).status,
    ).toBe(201);
    const { dataDir, databaseUrl } = harness.server.config;
    await withDatabase({ dataDir, databaseUrl }, (db) =>
      db
        .updateTable("list_invitations")
        .set({ expires_at: new Date(Date.now() - DAY_MS).toISOString() })
        .where("email", "=", guest.email.toLowerCase())
        .execute(),
    );
    expect(await trySignUp(harness, guest)).toEqual([403, "registration_closed"]);
  });

  it("gives an address that already has an account the same refusal as any other (nothing to learn)", async () => {
    const member = newUser();
    await inviteAsAdmin(harness, member.email);
    await signedInClient(harness.server.url, harness.mail, member);
    expect(await trySignUp(harness, { ...member, password: "another password 9" })).toEqual([
      403,
      "registration_closed",
    ]);
  });
});

describe("invitations to sign up", () => {
  let harness: AccountsServer;
  beforeAll(async () => {
    harness = await startAccountsServer({ REGISTRATION: "invite" });
  });
  afterAll(() => harness.close());

  it("refuses what is not an address; inviting again renews the invitation and mails it again", async () => {
    await expect(inviteAsAdmin(harness, "not an address")).rejects.toMatchObject({
      code: "sign_up_invitation_invalid_email",
      status: 400,
    });
    const user = newUser();
    const first = await inviteAsAdmin(harness, user.email, new Date(Date.now() - 20 * DAY_MS));
    expect(await trySignUp(harness, user)).toEqual([403, "registration_closed"]);
    const again = await inviteAsAdmin(harness, user.email);
    expect(Date.parse(again.expiresAt)).toBeGreaterThan(Date.parse(first.expiresAt));
    expect(await trySignUp(harness, user)).toEqual([200, undefined]);
  });

  it("writes the mail in the inviter's language, naming the inviter", async () => {
    const admin = newUser({ locale: "sk", firstName: "Zuzana", lastName: "Adminová" });
    await inviteAsAdmin(harness, admin.email);
    await signedInClient(harness.server.url, harness.mail, admin);
    const { dataDir, databaseUrl, baseUrl } = harness.server.config;
    const invitee = newUser();
    await withDatabase({ dataDir, databaseUrl }, async (db) => {
      const inviter = await db
        .selectFrom("user")
        .select("id")
        .where("email", "=", admin.email)
        .executeTakeFirstOrThrow();
      await inviteToSignUp(db, { email: invitee.email, invitedBy: inviter.id, baseUrl });
    });
    const mail = await harness.mail.waitFor(invitee.email, { subject: /Pozvánka do Poriadku/ });
    expect(mail.text).toContain("Zuzana Adminová vás pozýva do Poriadku");
    expect(mail.links.some((href) => href.startsWith(`${baseUrl}/sk/auth?mode=signup&email=`))).toBe(true);
  });
});
