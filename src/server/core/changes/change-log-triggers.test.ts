import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import { newUser, signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { organiserApi } from "../../test-support/api-client.ts";
import { noteRow } from "../../test-support/migrated-test-handle.ts";
import { userIdOf } from "../../test-support/seed-rows.ts";

/** The change log's triggers (migration 0012) on the engine under test, through the real server. */
let harness: AccountsServer;
let handle: DatabaseHandle;

beforeAll(async () => {
  harness = await startAccountsServer();
  handle = openDatabase({ dataDir: harness.server.config.dataDir, databaseUrl: harness.server.config.databaseUrl });
});
afterAll(async () => {
  await handle.close();
  await harness.close();
});

const logOf = (userId: string) =>
  handle.db
    .selectFrom("sync_changes")
    .select(["entity", "entity_id", "seq", "deleted"])
    .where("user_id", "=", userId)
    .orderBy("seq")
    .execute();

describe("the change log's triggers", () => {
  it("keep one row per entity, at the seq of its latest change", async () => {
    const client = await signedInClient(harness.server.url, harness.mail);
    const api = organiserApi(client);
    const note = (await api.createNote({ title: "Draft", category: "notes" })).body;
    for (let edit = 1; edit <= 5; edit++) await api.updateNote(note.id, { content: `Edit ${edit}` });
    const log = await logOf(await userIdOf(client));
    expect(log.map((row) => ({ ...row, seq: Number(row.seq), deleted: Boolean(row.deleted) }))).toEqual([
      { entity: "note", entity_id: String(note.id), seq: 6, deleted: false },
    ]);
  });

  it("refuse a write that skipped the write funnel for a user with no data version yet", async () => {
    const client = await signedInClient(harness.server.url, harness.mail);
    const userId = await userIdOf(client);
    await expect(handle.db.insertInto("notes").values(noteRow(userId, "Sneaked in")).execute()).rejects.toThrow(
      /NOT NULL constraint failed: sync_changes.seq|null value in column "seq"/,
    );
    expect(await handle.db.selectFrom("notes").select("id").where("user_id", "=", userId).execute()).toEqual([]);
  });

  it("let an account with data be deleted, its log going with it", async () => {
    const user = newUser();
    const client = await signedInClient(harness.server.url, harness.mail, user);
    const api = organiserApi(client);
    const tag = (await api.createTag({ name: "Home", color: "#e11d48" })).body;
    await api.createNote({ title: "Task", category: "tasks", tags: [tag.id] });
    await api.createNote({ title: "List", category: "shopping", items: [{ name: "Milk" }] });
    await api.saveHours("2026-06-01", 3);
    await api.setCategoryOrder(["dairy"]);
    const userId = await userIdOf(client);
    expect((await logOf(userId)).length).toBeGreaterThan(0);
    expect((await client.post("/api/auth/delete-user", { password: user.password })).status).toBe(200);
    expect(await logOf(userId)).toEqual([]);
    expect(await handle.db.selectFrom("notes").select("id").where("user_id", "=", userId).execute()).toEqual([]);
  });
});
