import { type Kysely, Migrator, sql } from "kysely";
import { uuidv7 } from "uuidv7";
import { afterEach, describe, expect, it } from "vitest";
import { createTestStorage, type TestStorage } from "../../test-support/test-server.ts";
import { type DatabaseHandle, openDatabase } from "../client.ts";
import { migrations } from "./index.ts";

let storage: TestStorage;
let handle: DatabaseHandle;

afterEach(async () => {
  await handle.close();
  await storage.dispose();
});

describe("migration 0007 (tag name keys)", () => {
  it("keys existing tags, keeps earlier duplicates as they are, and refuses new duplicates", async () => {
    storage = await createTestStorage();
    handle = openDatabase(storage);
    // Better Auth's user table, reduced to what the foreign keys need.
    await sql`create table "user" (id text primary key)`.execute(handle.plainDb);
    await sql`insert into "user" (id) values ('jana'), ('peter')`.execute(handle.plainDb);
    const migrator = new Migrator({ db: handle.plainDb, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0006-idempotency-keys")).error).toBeUndefined();

    const now = new Date().toISOString();
    const tag = (user_id: string, name: string) => ({ user_id, name, color: "#9b87f5", created_at: now });
    // The tags table as it was before 0007 (no name_key yet).
    const db = handle.db as unknown as Kysely<{
      tags: { user_id: string; name: string; color: string; created_at: string };
    }>;
    await db
      .insertInto("tags")
      .values([tag("jana", "Škola"), tag("jana", "ŠKOLA"), tag("jana", "Home"), tag("peter", "škola")])
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const keyed = await handle.db.selectFrom("tags").select(["user_id", "name", "name_key"]).orderBy("id").execute();
    expect(keyed).toEqual([
      { user_id: "jana", name: "Škola", name_key: "škola" },
      { user_id: "jana", name: "ŠKOLA", name_key: null },
      { user_id: "jana", name: "Home", name_key: "home" },
      { user_id: "peter", name: "škola", name_key: "škola" },
    ]);
    await expect(
      handle.db
        .insertInto("tags")
        .values({ ...tag("jana", "HOME"), id: uuidv7(), name_key: "home" })
        .execute(),
    ).rejects.toThrow();
  });
});
