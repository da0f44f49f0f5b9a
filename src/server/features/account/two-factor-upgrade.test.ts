import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { migrateDatabase } from "../../db/migrate.ts";
import { createLogger } from "../../logger.ts";
import { getSession, newUser, signedInClient, signIn } from "../../test-support/accounts.ts";
import { type MailCatcher, startMailCatcher } from "../../test-support/mail-catcher.ts";
import { insertTestUser, openTestHandle } from "../../test-support/migrated-test-handle.ts";
import { createTestClient } from "../../test-support/test-client.ts";
import {
  createTestStorage,
  startTestServer,
  type TestServer,
  type TestStorage,
} from "../../test-support/test-server.ts";
import { turnOnTwoFactor } from "../../test-support/totp-codes.ts";

/**
 * A database of the release before two-factor sign-in (Better Auth's tables without the twoFactor
 * and passkey plugins' tables and column) is brought up to date when the new server starts, on both
 * engines: Better Auth's migrations at start-up (db/migrate.ts) add them, and its people sign in
 * and turn two-factor on as before.
 */
const TWO_FACTOR_PLUGINS = new Set(["two-factor", "passkey", "poriadok-two-factor-guards"]);

let storage: TestStorage | undefined;
let server: TestServer | undefined;
let mail: MailCatcher | undefined;
afterAll(async () => {
  await server?.stop();
  await mail?.close();
  await storage?.dispose();
});

it("upgrades a database from before two-factor sign-in at start-up", async () => {
  storage = await createTestStorage();
  const { handle, authOptions } = openTestHandle(storage);
  const before = {
    ...authOptions,
    plugins: authOptions.plugins.filter((plugin) => !TWO_FACTOR_PLUGINS.has(plugin.id)),
  };
  await migrateDatabase(handle, before, createLogger("silent"));
  const tables = async () => (await handle.plainDb.introspection.getTables()).map((table) => table.name);
  expect(await tables()).not.toContain("twoFactor");
  expect(await tables()).not.toContain("passkey");
  await insertTestUser(handle, "earlier-user");
  await handle.close();

  mail = await startMailCatcher();
  server = await startTestServer(storage, { env: { SMTP_URL: mail.url, AUTH_RATE_LIMIT_MAX: "1000" } });

  const reopened = openTestHandle(storage);
  try {
    const columns = async (table: string) =>
      (await reopened.handle.plainDb.introspection.getTables())
        .find((found) => found.name === table)
        ?.columns.map((column) => column.name);
    expect(await columns("user")).toContain("twoFactorEnabled");
    expect(await columns("twoFactor")).toEqual(expect.arrayContaining(["secret", "backupCodes", "totpLastStep"]));
    expect(await columns("passkey")).toEqual(expect.arrayContaining(["credentialID", "publicKey", "counter"]));
    const earlier = await sql<{ twoFactorEnabled: unknown }>`
      select ${sql.ref("twoFactorEnabled")} from ${sql.table("user")} where id = ${"earlier-user"}`.execute(
      reopened.handle.plainDb,
    );
    expect([null, false, 0]).toContain(earlier.rows[0]?.twoFactorEnabled);
  } finally {
    await reopened.handle.close();
  }

  const user = newUser();
  const client = await signedInClient(server.url, mail, user);
  expect((await getSession(client))?.user).toMatchObject({ twoFactorEnabled: false });
  await turnOnTwoFactor(client, user.password);
  const next = await signIn(createTestClient(server.url), user);
  expect(await next.json()).toMatchObject({ twoFactorRedirect: true });
}, 120_000);
