import type { Migration } from "kysely";
import { uuidv7 } from "uuidv7";
import { createAuthOptions } from "../auth.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { type MigrationSafeguards, migrateDatabase } from "../db/migrate.ts";
import { migrations } from "../db/migrations/index.ts";
import { createLogger } from "../logger.ts";
import { createMailer } from "../mail/mailer.ts";
import { withSharedSecrets } from "../shared-secrets.ts";
import { type TestStorage, testConfig } from "./test-server.ts";

const silent = createLogger("silent");

/** For tests of the database layer: a handle on the test storage, with the auth options the server would use. */
export function openTestHandle(storage: TestStorage) {
  const config = testConfig(storage);
  const handle = openDatabase(config);
  const mailer = createMailer({ ...config, logger: silent });
  const authOptions = createAuthOptions({ config, database: handle, mailer, logger: silent });
  return {
    handle,
    authOptions,
    migrate: async (committed: Record<string, Migration> = migrations, safeguards?: MigrationSafeguards) => {
      await migrateDatabase(handle, authOptions, silent, committed, safeguards);
      // As startServer does: the secret shared in the database (once its table is there).
      if ("0025-app-secrets" in committed) {
        authOptions.secret = (await withSharedSecrets(handle, config, silent)).authSecret;
      }
    },
  };
}

/**
 * A user row as Better Auth would write it, so Poriadok's rows have an owner, with a data version row
 * (version 0): the change log's triggers stamp rows with it, and refuse a user who has none (writes
 * outside the write funnel, docs/decisions/017).
 */
export async function insertTestUser(handle: DatabaseHandle, id: string): Promise<void> {
  const now = new Date().toISOString();
  await handle.db
    .insertInto("user")
    .values({
      id,
      name: "Jana Nováková",
      email: `${id}@example.org`,
      emailVerified: true,
      image: null,
      firstName: "Jana",
      lastName: "Nováková",
      username: null,
      displayUsername: null,
      locale: "sk",
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await handle.db.insertInto("user_data_versions").values({ user_id: id, version: 0 }).execute();
}

/** The values of a plain note of `userId`, for inserting straight into the table. */
export function noteRow(userId: string, title: string) {
  const now = new Date().toISOString();
  return {
    id: uuidv7(),
    user_id: userId,
    title,
    category: "notes" as const,
    date: null,
    reminder: null,
    created_at: now,
    updated_at: now,
  };
}
