import { setTimeout } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { API_TOKEN_REQUESTS_PER_MINUTE } from "../../shared/schemas/api-tokens.ts";
import { createAuth } from "../auth.ts";
import { createApiTokenVerifier } from "../features/api-tokens/api-token-verifier.ts";
import { createSessionCache } from "../http/session-cache.ts";
import { insertTestUser, noteRow, openTestHandle } from "../test-support/migrated-test-handle.ts";
import { createTestStorage, type TestStorage } from "../test-support/test-server.ts";
import type { DatabaseHandle } from "./client.ts";

/**
 * Issue 8, point 1. Better Auth runs on `plainDb`, Poriadok on `db`. On SQLite both once had a lock
 * of their own over the one connection, so while Better Auth held a transaction open, Poriadok's
 * transactions failed ("cannot start a transaction within a transaction") and its plain writes
 * joined Better Auth's transaction. These tests hold Better Auth's transactions open the way a
 * sign-up does and check that Poriadok's work waits for them instead (on PostgreSQL, each
 * transaction has a connection of its own anyway).
 */
let storage: TestStorage;
let handle: DatabaseHandle | null = null;

afterEach(async () => {
  await handle?.close();
  handle = null;
  await storage?.dispose();
});

async function openMigrated() {
  storage = await createTestStorage();
  const opened = openTestHandle(storage);
  handle = opened.handle;
  await opened.migrate();
  await insertTestUser(opened.handle, "writer");
  return opened;
}

async function countNotes(database: DatabaseHandle): Promise<number> {
  const row = await database.db
    .selectFrom("notes")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe("one lock for Better Auth and Poriadok", () => {
  it("runs Poriadok's transactions and plain writes beside real sign-ups without a failure", async () => {
    const { handle: database, authOptions } = await openMigrated();
    const auth = createAuth(
      authOptions,
      createSessionCache(),
      createApiTokenVerifier(database.db, { requestsPerMinute: API_TOKEN_REQUESTS_PER_MINUTE }),
    );
    const signUps = Array.from({ length: 4 }, (_, index) =>
      auth.api.signUpEmail({
        body: {
          email: `newcomer${index}@example.org`,
          password: "correct horse 42",
          name: "Peter Novák",
          firstName: "Peter",
          lastName: "Novák",
          locale: "sk",
        },
      }),
    );
    // Spread over the time the sign-ups hash their passwords inside their transactions.
    const writes = Array.from({ length: 60 }, async (_, index) => {
      await setTimeout(index * 5);
      if (index % 2 === 0) {
        await database.db.transaction().execute(async (trx) => {
          await trx
            .insertInto("notes")
            .values(noteRow("writer", `In a transaction ${index}`))
            .execute();
          await trx
            .updateTable("notes")
            .set({ content: "checked" })
            .where("title", "=", `In a transaction ${index}`)
            .execute();
        });
      } else {
        await database.db
          .insertInto("notes")
          .values(noteRow("writer", `Plain ${index}`))
          .execute();
      }
    });

    const settled = await Promise.allSettled([...signUps, ...writes]);
    expect(settled.filter((result) => result.status === "rejected")).toEqual([]);
    expect(await countNotes(database)).toBe(60);
    const users = await database.db.selectFrom("user").select("email").where("email", "like", "newcomer%").execute();
    expect(users).toHaveLength(4);
  });

  it("keeps a plain write made while Better Auth's transaction is open when that transaction rolls back", async () => {
    const { handle: database } = await openMigrated();
    const authTransaction = database.plainDb.transaction().execute(async (trx) => {
      await trx
        .insertInto("verification" as never)
        .values({
          id: "v1",
          identifier: "reset-password:x",
          value: "x",
          expiresAt: new Date(Date.now() + 60_000).toISOString(),
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        } as never)
        .execute();
      await setTimeout(100); // as a sign-up hashing its password
      throw new Error("the sign-up failed");
    });
    await setTimeout(20);
    const plainWrite = database.db.insertInto("notes").values(noteRow("writer", "Must survive")).execute();

    await expect(authTransaction).rejects.toThrow("the sign-up failed");
    await plainWrite;
    const titles = await database.db.selectFrom("notes").select("title").execute();
    expect(titles).toEqual([{ title: "Must survive" }]);
  });
});
