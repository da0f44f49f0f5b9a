import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { newUser, signedInClient, signIn, signUp, type TestUser } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { createTestClient } from "../../test-support/test-client.ts";
import { withDatabase } from "../../test-support/with-database.ts";
import { deleteUnconfirmedAccounts } from "./index.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

let harness: AccountsServer;
beforeAll(async () => {
  harness = await startAccountsServer();
});
afterAll(() => harness.close());

const storage = () => ({ dataDir: harness.server.config.dataDir, databaseUrl: harness.server.config.databaseUrl });

async function signUpOnly(user: TestUser): Promise<void> {
  expect((await signUp(createTestClient(harness.server.url), user)).status).toBe(200);
  await harness.mail.waitFor(user.email, { subject: /Confirm your e-mail/ });
}

/** Moves an account's creation into the past, as the days would. */
function makeOlder(user: TestUser, days: number) {
  return withDatabase(storage(), (db) =>
    db
      .updateTable("user")
      .set({ createdAt: new Date(Date.now() - days * DAY_MS).toISOString() })
      .where("email", "=", user.email.toLowerCase())
      .execute(),
  );
}

/** The user's rows in Better Auth's tables: user, account (the password), session. */
function rowsOf(user: TestUser) {
  return withDatabase(storage(), async (db) => {
    const found = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", user.email.toLowerCase())
      .executeTakeFirst();
    if (!found) return { user: 0, account: 0, session: 0 };
    const count = async (table: "account" | "session") => {
      const { rows } = await sql<{
        n: number | string;
      }>`select count(*) as n from ${sql.table(table)} where "userId" = ${found.id}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    };
    return { user: 1, account: await count("account"), session: await count("session") };
  });
}

it("deletes an account left unconfirmed for 9 days with its rows; a confirmed one, a 2-day-old and a new one stay", async () => {
  const stale = newUser();
  const recent = newUser();
  const fresh = newUser();
  const confirmed = newUser();
  await signUpOnly(stale);
  await signUpOnly(recent);
  await signUpOnly(fresh);
  await signedInClient(harness.server.url, harness.mail, confirmed);
  await makeOlder(stale, 9);
  await makeOlder(recent, 2);
  await makeOlder(confirmed, 30);
  expect(await rowsOf(stale)).toMatchObject({ user: 1, account: 1 });

  const handle = openDatabase(storage());
  try {
    expect(await deleteUnconfirmedAccounts(handle, { olderThanDays: 7 })).toBe(1);
    // Again: nothing more to delete.
    expect(await deleteUnconfirmedAccounts(handle, { olderThanDays: 7 })).toBe(0);
  } finally {
    await handle.close();
  }

  expect(await rowsOf(stale)).toEqual({ user: 0, account: 0, session: 0 });
  expect(await rowsOf(recent)).toMatchObject({ user: 1, account: 1 });
  expect(await rowsOf(fresh)).toMatchObject({ user: 1, account: 1 });
  expect(await rowsOf(confirmed)).toMatchObject({ user: 1, account: 1, session: 1 });
  // The confirmed account still signs in; the deleted address may sign up afresh.
  expect((await signIn(createTestClient(harness.server.url), confirmed)).status).toBe(200);
  await signUpOnly(stale);
  expect(await rowsOf(stale)).toMatchObject({ user: 1, account: 1 });
});

it("follows UNCONFIRMED_ACCOUNT_DAYS: with 1 day, the 2-day-old unconfirmed account goes too", async () => {
  const older = newUser();
  await signUpOnly(older);
  await makeOlder(older, 2);
  const handle = openDatabase(storage());
  try {
    expect(await deleteUnconfirmedAccounts(handle, { olderThanDays: 1 })).toBeGreaterThanOrEqual(1);
  } finally {
    await handle.close();
  }
  expect(await rowsOf(older)).toMatchObject({ user: 0 });
});
