import { afterAll, describe, expect } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import { newUser, signedInClient, signIn } from "../../test-support/accounts.ts";
import { serverTest } from "../../test-support/server-fixture.ts";
import { createTestClient } from "../../test-support/test-client.ts";
import { inviteToSignUp } from "../registration/index.ts";
import { leaveAllLists } from "../sharing/leave-all-lists.ts";
import { runAdminCommand } from "./admin-cli.ts";

/**
 * ADMIN_EMAILS and `npm run admin -- …` (its main function, on the test server's database while the
 * server runs, as an operator would use it).
 */
const BOSS = `boss.${Date.now()}@example.org`;
const test = serverTest({ env: { ADMIN_EMAILS: ` ${BOSS.toUpperCase()} , other.admin@example.org` } });

let database: DatabaseHandle;

test.beforeAll(async ({ harness }) => {
  database = openDatabase(harness.storage);
});

afterAll(async () => {
  await database?.close();
});

const admin = (...args: string[]) =>
  runAdminCommand(args, {
    database,
    adminEmails: [BOSS, "other.admin@example.org"],
    baseUrl: "http://localhost:3000",
    steps: { leaveAllLists, inviteToSignUp },
  });

const roleOf = async (client: ReturnType<typeof createTestClient>) =>
  ((await (await client.get("/api/auth/get-session")).json()) as { user: { role: string | null } }).user.role;

describe("ADMIN_EMAILS", () => {
  test("names the admins: the first confirmed account is not one of them", async ({ harness }) => {
    const first = await signedInClient(harness.server.url, harness.mail);
    expect(await roleOf(first)).not.toBe("admin");
    expect((await first.get("/api/admin/users")).status).toBe(403);
    const boss = await signedInClient(harness.server.url, harness.mail, newUser({ email: BOSS }));
    expect(await roleOf(boss)).toBe("admin");
    expect((await boss.get("/api/admin/users")).status).toBe(200);
  });
});

describe("npm run admin", () => {
  test("users list prints every account with its status", async ({ harness }) => {
    const user = newUser();
    await signedInClient(harness.server.url, harness.mail, user);
    const result = await admin("users", "list");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^E-MAIL\s+NAME\s+STATUS\s+ADMIN/);
    expect(result.stdout).toMatch(new RegExp(`${user.email.replaceAll(".", "\\.")}\\s+Jana Nováková\\s+active`));
  });

  test("disable, enable, make-admin and delete act on an account by its address", async ({ harness }) => {
    const user = newUser();
    const client = await signedInClient(harness.server.url, harness.mail, user);

    const disabled = await admin("disable", user.email.toUpperCase());
    expect(disabled).toMatchObject({ code: 0, stderr: "" });
    expect(disabled.stdout).toContain(`Disabled ${user.email.toUpperCase()}`);
    expect((await client.get("/api/notes")).status).toBe(401);
    expect((await signIn(createTestClient(harness.server.url), user)).status).toBe(403);

    expect((await admin("enable", user.email)).code).toBe(0);
    const again = createTestClient(harness.server.url);
    expect((await signIn(again, user)).status).toBe(200);

    expect((await admin("make-admin", user.email)).code).toBe(0);
    expect(await roleOf(again)).toBe("admin");

    const deleted = await admin("delete", user.email);
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toContain(`Deleted ${user.email}`);
    expect((await signIn(createTestClient(harness.server.url), user)).status).toBe(401);
    expect((await admin("users", "list")).stdout).not.toContain(user.email);
  });

  test("invite writes an invitation that the running server mails", async ({ harness }) => {
    const email = `cli.invited.${Date.now()}@example.org`;
    const result = await admin("invite", email);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(email);
    await harness.mail.waitFor(email);
  });

  test("an unknown address and a refused invitation exit 1 with a message; a wrong command exits 2", async () => {
    const unknown = await admin("disable", "nobody@example.org");
    expect(unknown).toMatchObject({ code: 1, stdout: "" });
    expect(unknown.stderr).toContain("No account has the address nobody@example.org");
    const taken = await admin("invite", BOSS);
    expect(taken.code).toBe(1);
    expect(taken.stderr.length).toBeGreaterThan(0);
    for (const args of [
      [],
      ["users"],
      ["list"],
      ["disable"],
      ["frobnicate", "x@example.org"],
      ["users", "list", "x"],
    ]) {
      const result = await admin(...args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("Usage: npm run admin --");
    }
  });
});
