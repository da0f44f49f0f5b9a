import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVOKE_API_CREDENTIALS_FIELD } from "../../shared/schemas/account.ts";
import type { CreatedCalendarFeed } from "../../shared/schemas/calendar-feed.ts";
import { signIn, type TestUser } from "../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../test-support/accounts-server.ts";
import { createApiTokenWith, tokenClient } from "../test-support/api-tokens.ts";
import { type Person, signedInPerson, tokenOf } from "../test-support/sharing-people.ts";
import { createTestClient, type TestClient } from "../test-support/test-client.ts";

/**
 * Issue 24, must-fix 5: credentials that outlived recovery. A personal API token could mint a calendar
 * feed, invite people, register push endpoints and make tokens, each of which kept working after every
 * token was revoked; and a password reset signed out the sessions but left the tokens and the feed
 * serving. Here, over real HTTP on both engines: no token mints a credential or touches the account, a
 * read-only token writes nothing, a reset revokes every token and turns the feed off (401 and 404), and
 * a password change does the same unless the person turns the option off.
 */
let harness: AccountsServer;

beforeAll(async () => {
  harness = await startAccountsServer();
});
afterAll(() => harness.close());

const NOT_ALLOWED = { error: { code: "api_token_not_allowed", message: expect.any(String) } };
const NEW_PASSWORD = "a brand new password 42";

async function expectRefused(what: string, response: Response) {
  expect([what, response.status, await response.json()]).toEqual([what, 403, NOT_ALLOWED]);
}

const scriptOf = (token: string) => tokenClient(harness.server.url, token);

async function makeFeed(client: TestClient): Promise<string> {
  const created = await client.post("/api/calendar/feed");
  expect(created.status).toBe(200);
  return ((await created.json()) as CreatedCalendarFeed).httpsUrl;
}

/** Two tokens (one of each scope) and a calendar feed, all working. */
async function credentialsOf(person: Person) {
  const tokens = [
    (await createApiTokenWith(person.client, { name: "Home Assistant", scope: "read_write" })).token,
    (await createApiTokenWith(person.client, { name: "Dashboard", scope: "read" })).token,
  ];
  const feedUrl = await makeFeed(person.client);
  for (const token of tokens) expect((await scriptOf(token).get("/api/notes")).status).toBe(200);
  expect((await fetch(feedUrl)).status).toBe(200);
  return { tokens, feedUrl };
}

async function expectRevoked({ tokens, feedUrl }: { tokens: string[]; feedUrl: string }) {
  for (const token of tokens) expect((await scriptOf(token).get("/api/notes")).status).toBe(401);
  const feed = await fetch(feedUrl);
  expect(feed.status).toBe(404);
  expect(await feed.json()).toMatchObject({ error: { code: "calendar_feed_not_found" } });
}

describe("no personal API token mints a credential", () => {
  it("refuses the calendar feed, invitations, push subscriptions, tokens and the account, and makes none", async () => {
    const alice = await signedInPerson(harness);
    const bob = await signedInPerson(harness);
    const list = (await alice.api.createNote({ title: "Groceries", category: "shopping" })).body;
    const alicesToken = (await createApiTokenWith(alice.client, { scope: "read_write", name: "Everything" })).token;
    const script = scriptOf(alicesToken);

    await expectRefused("feed", await script.post("/api/calendar/feed"));
    await expectRefused("feed status", await script.get("/api/calendar/feed"));
    await expectRefused(
      "invite",
      await script.post(`/api/shared-lists/${list.id}/invitations`, { email: bob.user.email }),
    );
    const device = {
      endpoint: "https://fcm.googleapis.com/fcm/send/credentials-after-recovery",
      keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
    };
    await expectRefused("push subscription", await script.post("/api/notifications/subscriptions", device));
    await expectRefused("token", await script.post("/api/tokens", { name: "successor", scope: "read_write" }));
    await expectRefused("avatar", await script.request("/api/account/avatar", { method: "DELETE" }));
    await expectRefused("profile", await script.post("/api/auth/update-user", { firstName: "Mallory" }));
    await expectRefused(
      "password",
      await script.post("/api/auth/change-password", {
        currentPassword: alice.user.password,
        newPassword: NEW_PASSWORD,
      }),
    );

    // Bob, invited by Alice's session, cannot join with his own token: accepting is his session's.
    const invited = await alice.sharing.invite(list.id, bob.user.email);
    expect(invited.status).toBe(201);
    const link = tokenOf((await harness.mail.waitFor(bob.user.email, { subject: /list|zoznam/ })).links);
    const bobsToken = (await createApiTokenWith(bob.client, { name: "Bob's", scope: "read_write" })).token;
    await expectRefused("accept", await scriptOf(bobsToken).post(`/api/shared-lists/invitations/${link}/accept`));
    await expectRefused("preview", await scriptOf(bobsToken).get(`/api/shared-lists/invitations/${link}`));

    // Nothing was made: no feed, no invitation but the session's, no member, no device, no token.
    expect(await (await alice.client.get("/api/calendar/feed")).json()).toMatchObject({ active: false });
    const people = (await alice.sharing.list(list.id)).body;
    expect(people.members).toEqual([]);
    expect(people.invitations.map((invitation) => invitation.email)).toEqual([bob.user.email]);
    expect(((await (await alice.client.get("/api/notifications")).json()) as { devices: unknown[] }).devices).toEqual(
      [],
    );
    expect(((await (await alice.client.get("/api/tokens")).json()) as { tokens: unknown[] }).tokens).toHaveLength(1);
    expect((await signIn(createTestClient(harness.server.url), alice.user)).status).toBe(200);
  });
});

describe("a read-only token", () => {
  it("reads, exports and searches, and every write and the import answer 403", async () => {
    const alice = await signedInPerson(harness);
    const note = (await alice.api.createNote({ title: "Read me", category: "tasks" })).body;
    const tag = (await alice.api.createTag({ name: "Home", color: "#e11d48" })).body;
    const reader = scriptOf((await createApiTokenWith(alice.client, { name: "Reader", scope: "read" })).token);
    for (const path of [
      "/api/notes",
      `/api/notes/${note.id}`,
      "/api/tags",
      "/api/export",
      "/api/sync?since=0",
      "/api/search?q=read",
    ]) {
      expect([path, (await reader.get(path)).status]).toEqual([path, 200]);
    }
    const exported = await (await alice.client.get("/api/export")).json();
    const writes: [string, string, unknown?][] = [
      ["POST", "/api/notes", { title: "Sneaked in", category: "notes" }],
      ["PATCH", `/api/notes/${note.id}`, { title: "Renamed" }],
      ["POST", `/api/notes/${note.id}/toggle`],
      ["DELETE", `/api/notes/${note.id}`],
      ["PATCH", `/api/tags/${tag.id}`, { name: "Work" }],
      ["DELETE", `/api/tags/${tag.id}`],
      ["DELETE", "/api/trash"],
      ["PUT", "/api/planner/2030-01-07", { hours: [] }],
      ["POST", "/api/import", exported],
    ];
    for (const [method, path, json] of writes) {
      const answer = await reader.request(path, { method, ...(json === undefined ? {} : { json }) });
      await expectRefused(`${method} ${path}`, answer);
    }
    const titles = (await alice.api.listNotes()).body.notes.map((listed) => [listed.title, listed.completed]);
    expect(titles).toEqual([["Read me", false]]);
    expect((await alice.api.listTags()).body.tags.map((listed) => listed.name)).toEqual(["Home"]);
  });
});

describe("a password reset", () => {
  it("revokes every API token and turns off the calendar feed, and the mail says so in the account's language", async () => {
    const jana = await signedInPerson(harness, { locale: "sk" });
    const credentials = await credentialsOf(jana);
    await resetPassword(jana.user);
    await expectRevoked(credentials);
    const mail = await harness.mail.waitFor(jana.user.email, { subject: /obnovené/ });
    expect(mail.text).toContain(
      "odhlásili všetky zariadenia, zneplatnili vaše 2 API tokeny a vypli odkaz na váš kalendár",
    );
    // A new session sees no tokens and no feed; the tokens cannot be brought back.
    const again = createTestClient(harness.server.url);
    expect((await signIn(again, { email: jana.user.email, password: NEW_PASSWORD })).status).toBe(200);
    expect(await (await again.get("/api/tokens")).json()).toEqual({ tokens: [] });
    expect(await (await again.get("/api/calendar/feed")).json()).toMatchObject({ active: false });
  });
});

describe("a password change", () => {
  it("with the option on (also when the field is left out) revokes the tokens and the feed", async () => {
    for (const option of [{ [REVOKE_API_CREDENTIALS_FIELD]: true }, {}]) {
      const alice = await signedInPerson(harness);
      const credentials = await credentialsOf(alice);
      const changed = await changePassword(alice, option);
      expect(changed.status).toBe(200);
      await expectRevoked(credentials);
      const mail = await harness.mail.waitFor(alice.user.email, { subject: /password was changed/ });
      expect(mail.text).toContain(
        "signed out every other device, revoked your 2 API tokens and turned off your calendar link.",
      );
      // This session stays signed in and sees the tokens gone.
      expect(await (await alice.client.get("/api/tokens")).json()).toEqual({ tokens: [] });
    }
  });

  it("with the option off keeps the tokens and the feed working, and the mail says they still work", async () => {
    const alice = await signedInPerson(harness);
    const credentials = await credentialsOf(alice);
    expect((await changePassword(alice, { [REVOKE_API_CREDENTIALS_FIELD]: false })).status).toBe(200);
    for (const token of credentials.tokens) expect((await scriptOf(token).get("/api/notes")).status).toBe(200);
    expect((await fetch(credentials.feedUrl)).status).toBe(200);
    const mail = await harness.mail.waitFor(alice.user.email, { subject: /password was changed/ });
    expect(mail.text).toContain("Your API tokens and your calendar link still work");
  });

  it("refuses an option that is not true or false, and changes nothing", async () => {
    const alice = await signedInPerson(harness);
    const credentials = await credentialsOf(alice);
    const refused = await changePassword(alice, { [REVOKE_API_CREDENTIALS_FIELD]: "no" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "VALIDATION_ERROR", message: "validation.invalid" });
    expect((await signIn(createTestClient(harness.server.url), alice.user)).status).toBe(200);
    expect((await scriptOf(credentials.tokens[0] ?? "").get("/api/notes")).status).toBe(200);
  });
});

function changePassword(person: Person, option: Record<string, unknown>) {
  return person.client.post("/api/auth/change-password", {
    currentPassword: person.user.password,
    newPassword: NEW_PASSWORD,
    revokeOtherSessions: true,
    ...option,
  });
}

/** Asks for a reset, follows the mailed link, sets NEW_PASSWORD: as the sign-in screen does. */
async function resetPassword(user: TestUser) {
  const visitor = createTestClient(harness.server.url);
  const asked = await visitor.post("/api/auth/request-password-reset", { email: user.email, redirectTo: "/auth" });
  expect(asked.status).toBe(200);
  const mail = await harness.mail.waitFor(user.email, { subject: /Obnovenie hesla|Reset your/ });
  const link = mail.links.find((href) => href.includes("/api/auth/reset-password/")) ?? "";
  const redirect = await visitor.get(link);
  const token = new URL(redirect.headers.get("location") ?? "", harness.server.url).searchParams.get("token");
  expect((await visitor.post("/api/auth/reset-password", { newPassword: NEW_PASSWORD, token })).status).toBe(200);
}
