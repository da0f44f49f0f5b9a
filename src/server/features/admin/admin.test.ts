import { sql } from "kysely";
import { afterAll, describe, expect } from "vitest";
import type { AdminUser, AdminUserList } from "../../../shared/schemas/admin.ts";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import { newUser, signedInClient, signIn, type TestUser } from "../../test-support/accounts.ts";
import { organiserApi } from "../../test-support/api-client.ts";
import { createApiTokenWith, tokenClient } from "../../test-support/api-tokens.ts";
import { serverTest } from "../../test-support/server-fixture.ts";
import { createTestClient, type TestClient } from "../../test-support/test-client.ts";

/**
 * The admin (issue 26) through the real server: without ADMIN_EMAILS the first confirmed account is
 * admin. Roles, refusals (everyone else, every personal token), disable/enable/delete and their reach.
 */
const test = serverTest();

type Person = { user: TestUser; client: TestClient };

let admin: Person;
let database: DatabaseHandle;

async function person(url: string, mail: Parameters<typeof signedInClient>[1]): Promise<Person> {
  const user = newUser();
  return { user, client: await signedInClient(url, mail, user) };
}

async function listed(client: TestClient): Promise<AdminUser[]> {
  const response = await client.get("/api/admin/users");
  expect(response.status).toBe(200);
  return ((await response.json()) as AdminUserList).users;
}

async function idOf(client: TestClient): Promise<string> {
  const session = (await (await client.get("/api/auth/get-session")).json()) as { user: { id: string } };
  return session.user.id;
}

const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

test.beforeAll(async ({ harness }) => {
  admin = await person(harness.server.url, harness.mail);
  const { dataDir, databaseUrl } = harness.storage;
  database = openDatabase({ dataDir, databaseUrl });
});

afterAll(async () => {
  await database?.close();
});

describe("who is admin", () => {
  test("the first confirmed account is admin, and its session says so; the next one is not", async ({ harness }) => {
    const adminSession = (await (await admin.client.get("/api/auth/get-session")).json()) as { user: { role: string } };
    expect(adminSession.user.role).toBe("admin");
    const other = await person(harness.server.url, harness.mail);
    const otherSession = (await (await other.client.get("/api/auth/get-session")).json()) as { user: { role: string } };
    expect(otherSession.user.role).not.toBe("admin");
  });

  test("everyone else gets 403 admin_only on every admin route, and a visitor 401", async ({ harness }) => {
    const other = await person(harness.server.url, harness.mail);
    const adminId = await idOf(admin.client);
    const attempts = [
      other.client.get("/api/admin/users"),
      other.client.post("/api/admin/invitations", { email: "someone@example.org" }),
      other.client.post(`/api/admin/users/${adminId}/disable`),
      other.client.post(`/api/admin/users/${adminId}/enable`),
      other.client.request(`/api/admin/users/${adminId}`, { method: "DELETE" }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(await errorCode(response)).toBe("admin_only");
    }
    expect((await createTestClient(harness.server.url).get("/api/admin/users")).status).toBe(401);
  });

  test("a personal API token gets 403, even the admin's own read-write token", async ({ harness }) => {
    const { token } = await createApiTokenWith(admin.client, { name: "Admin script" });
    const script = tokenClient(harness.server.url, token);
    for (const response of [
      await script.get("/api/admin/users"),
      await script.post("/api/admin/invitations", { email: "someone@example.org" }),
    ]) {
      expect(response.status).toBe(403);
    }
  });

  test("the plugin's own endpoints are not served (no impersonation)", async () => {
    const impersonate = await admin.client.post("/api/auth/admin/impersonate-user", { userId: "x" });
    expect(impersonate.status).toBe(404);
    expect((await admin.client.get("/api/auth/admin/list-users")).status).toBe(404);
  });
});

describe("the list", () => {
  test("shows the figures of each account, and never a note", async ({ harness }) => {
    const owner = await person(harness.server.url, harness.mail);
    const api = organiserApi(owner.client);
    await api.createNote({ title: "Secret diary", category: "notes", content: "nobody reads this" });
    const list = (await api.createNote({ title: "Groceries", category: "shopping", items: [{ name: "Eggs" }] })).body;
    const trashed = (await api.createNote({ title: "Old", category: "notes", content: "x" })).body;
    await api.trashNote(trashed.id);
    const response = await admin.client.get("/api/admin/users");
    const text = await response.text();
    expect(text).not.toContain("Secret diary");
    expect(text).not.toContain("nobody reads this");
    expect(text).not.toContain("Eggs");
    const users = (JSON.parse(text) as AdminUserList).users;
    const row = users.find((user) => user.email === owner.user.email);
    expect(row).toMatchObject({
      name: `${owner.user.firstName} ${owner.user.lastName}`,
      notes: 2,
      status: "active",
      isAdmin: false,
      isSelf: false,
    });
    // Three notes (one in the trash) and the list's item.
    expect(row?.storage.rows).toBeGreaterThanOrEqual(4);
    expect(row?.storage.avatarBytes).toBe(0);
    expect(Date.parse(row?.lastActiveAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(list.id).toBeTruthy();
    const self = users.find((user) => user.email === admin.user.email);
    expect(self).toMatchObject({ isAdmin: true, isSelf: true, status: "active" });
  });

  test("an account never confirmed is listed as unconfirmed", async ({ harness }) => {
    const user = newUser();
    const client = createTestClient(harness.server.url);
    const signedUp = await client.post("/api/auth/sign-up/email", {
      email: user.email,
      password: user.password,
      name: "Unconfirmed Person",
      firstName: "Unconfirmed",
      lastName: "Person",
      locale: "en",
    });
    expect(signedUp.status).toBe(200);
    const row = (await listed(admin.client)).find((entry) => entry.email === user.email);
    expect(row).toMatchObject({ status: "unconfirmed", lastActiveAt: null, notes: 0 });
  });
});

describe("disable, enable, delete", () => {
  test("disabling ends the sessions and the tokens at once and refuses sign-in; enabling undoes it", async ({
    harness,
  }) => {
    const target = await person(harness.server.url, harness.mail);
    const { token } = await createApiTokenWith(target.client, { name: "Cron" });
    const script = tokenClient(harness.server.url, token);
    // Both work, and the session is in this instance's session cache.
    expect((await target.client.get("/api/notes")).status).toBe(200);
    expect((await script.get("/api/notes")).status).toBe(200);
    const id = await idOf(target.client);

    expect((await admin.client.post(`/api/admin/users/${id}/disable`)).status).toBe(204);
    expect((await target.client.get("/api/notes")).status).toBe(401);
    expect((await script.get("/api/notes")).status).toBe(401);
    const refused = await signIn(createTestClient(harness.server.url), target.user);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("BANNED_USER");
    const row = (await listed(admin.client)).find((user) => user.id === id);
    expect(row?.status).toBe("disabled");

    expect((await admin.client.post(`/api/admin/users/${id}/enable`)).status).toBe(204);
    const again = createTestClient(harness.server.url);
    expect((await signIn(again, target.user)).status).toBe(200);
    expect((await again.get("/api/notes")).status).toBe(200);
    // The token was suspended, not revoked.
    expect((await script.get("/api/notes")).status).toBe(200);
  });

  test("deleting erases the account and everything it held", async ({ harness }) => {
    const target = await person(harness.server.url, harness.mail);
    await organiserApi(target.client).createNote({ title: "Mine", category: "shopping", items: [{ name: "Milk" }] });
    await createApiTokenWith(target.client, { name: "Cron" });
    const id = await idOf(target.client);

    expect((await admin.client.request(`/api/admin/users/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await target.client.get("/api/notes")).status).toBe(401);
    expect((await signIn(createTestClient(harness.server.url), target.user)).status).toBe(401);
    expect((await listed(admin.client)).some((user) => user.id === id)).toBe(false);
    const { db } = database;
    const left = await Promise.all([
      db.selectFrom("notes").select("id").where("user_id", "=", id).execute(),
      db.selectFrom("api_tokens").select("id").where("user_id", "=", id).execute(),
      db.selectFrom("user").select("id").where("id", "=", id).execute(),
      sql`select id from "session" where "userId" = ${id}`.execute(db).then((result) => result.rows),
      sql`select id from "account" where "userId" = ${id}`.execute(db).then((result) => result.rows),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0]);
  });

  test("an admin cannot disable or delete themselves", async () => {
    const id = await idOf(admin.client);
    for (const response of [
      await admin.client.post(`/api/admin/users/${id}/disable`),
      await admin.client.request(`/api/admin/users/${id}`, { method: "DELETE" }),
    ]) {
      expect(response.status).toBe(409);
      expect(await errorCode(response)).toBe("admin_not_yourself");
    }
    expect((await admin.client.get("/api/notes")).status).toBe(200);
  });

  test("an unknown id is 404 and a malformed one 400", async () => {
    for (const response of [
      await admin.client.post("/api/admin/users/NoSuchUser123/disable"),
      await admin.client.post("/api/admin/users/NoSuchUser123/enable"),
      await admin.client.request("/api/admin/users/NoSuchUser123", { method: "DELETE" }),
    ]) {
      expect(response.status).toBe(404);
    }
    expect((await admin.client.post("/api/admin/users/not%20an%20id/disable")).status).toBe(400);
  });
});

describe("invitations", () => {
  test("an admin invites an address; the mail arrives; bad input is 400", async ({ harness }) => {
    const email = `invited.${Date.now()}@example.org`;
    const response = await admin.client.post("/api/admin/invitations", { email });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { email: string }).email).toBe(email);
    const mail = await harness.mail.waitFor(email);
    expect(mail.links.some((link) => link.includes("/auth"))).toBe(true);
    expect((await admin.client.post("/api/admin/invitations", { email: "not an address" })).status).toBe(400);
  });

  test("an address that has an account already is refused with a clear code", async () => {
    const response = await admin.client.post("/api/admin/invitations", { email: admin.user.email });
    expect(response.status).toBe(409);
  });
});
