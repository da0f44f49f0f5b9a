import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneChangeLog, TOMBSTONE_DAYS } from "../../core/changes/change-log-pruning.ts";
import { openDatabase } from "../../db/client.ts";
import { signedInClient } from "../../test-support/accounts.ts";
import { type AccountsServer, startAccountsServer } from "../../test-support/accounts-server.ts";
import { organiserApi } from "../../test-support/api-client.ts";
import { userIdOf } from "../../test-support/seed-rows.ts";
import { named, pull } from "../../test-support/sync-pull-answers.ts";
import type { TestClient } from "../../test-support/test-client.ts";

/**
 * The pull's own rules: resets, cursors, whose changes it names, pruned tombstones and deleted data.
 * That every write route's entity reaches it is in sync-pull-write-routes.test.ts.
 */
let harness: AccountsServer;
let client: TestClient;

beforeAll(async () => {
  harness = await startAccountsServer();
  client = await signedInClient(harness.server.url, harness.mail);
});
afterAll(() => harness.close());

describe("GET /api/sync", () => {
  it("answers a reset with everything on since=0 (and without since) and on a cursor ahead of the server", async () => {
    const as = await signedInClient(harness.server.url, harness.mail);
    const own = organiserApi(as);
    const note = (await own.createNote({ title: "Mine", category: "notes" })).body;
    const gone = (await own.createNote({ title: "Gone", category: "notes" })).body;
    await own.trashNote(gone.id);
    await own.deletePermanently(gone.id);
    await own.saveHours("2026-04-01", 2);
    for (const since of [undefined, 0]) {
      const answer = await pull(as, since);
      expect(answer.reset).toBe(true);
      expect(named(answer)).toEqual({
        upserts: ["categoryOrder", `note ${note.id}`, "plannerDay 2026-04-01"],
        deletes: [],
      });
    }
    const { cursor } = await pull(as);
    // A database restored from an older backup: the device's cursor is ahead of it.
    expect((await pull(as, cursor + 5)).reset).toBe(true);
    expect(await pull(as, cursor)).toMatchObject({ reset: false, cursor, upserts: { notes: [] } });
  });

  it("after many changes, a pull of one change names just that entity", async () => {
    const as = await signedInClient(harness.server.url, harness.mail);
    const own = organiserApi(as);
    const notes = [];
    for (let index = 0; index < 30; index++) {
      notes.push((await own.createNote({ title: `Note ${index}`, category: "notes" })).body);
    }
    const { cursor } = await pull(as);
    const edited = notes[7];
    if (!edited) throw new Error("no note 7");
    await own.updateNote(edited.id, { content: "Edited" });
    const answer = await pull(as, cursor);
    expect(named(answer)).toEqual({ upserts: [`note ${edited.id}`], deletes: [] });
    expect(answer.upserts.notes[0]?.content).toBe("Edited");
    expect(answer.cursor).toBe(cursor + 1);
  });

  it("never names another user's changes", async () => {
    const alice = await signedInClient(harness.server.url, harness.mail);
    const mallory = await signedInClient(harness.server.url, harness.mail);
    const aliceNote = (await organiserApi(alice).createNote({ title: "Alice's", category: "notes" })).body;
    const malloryNote = (await organiserApi(mallory).createNote({ title: "Mallory's", category: "notes" })).body;
    const { cursor } = await pull(mallory);
    await organiserApi(alice).updateNote(aliceNote.id, { title: "Alice's, edited" });
    await organiserApi(alice).saveHours("2026-05-05", 3);
    await organiserApi(alice).setCategoryOrder(["bakery"]);
    expect(named(await pull(mallory, cursor))).toEqual({ upserts: [], deletes: [] });
    // A reset always carries the order: empty for Mallory, who never set one.
    expect(named(await pull(mallory, 0))).toEqual({
      upserts: ["categoryOrder", `note ${malloryNote.id}`],
      deletes: [],
    });
    expect((await pull(mallory, 0)).upserts.shoppingCategoryOrder).toEqual([]);
  });

  it("answers a reset to a cursor older than the pruned tombstones, and keeps newer cursors", async () => {
    const as = await signedInClient(harness.server.url, harness.mail);
    const own = organiserApi(as);
    const note = (await own.createNote({ title: "Short-lived", category: "notes" })).body;
    const { cursor: beforeDelete } = await pull(as);
    await own.trashNote(note.id);
    await own.deletePermanently(note.id);
    const { cursor: afterDelete } = await pull(as);
    expect(named(await pull(as, beforeDelete)).deletes).toEqual([`note ${note.id}`]);

    const handle = openDatabase({
      dataDir: harness.server.config.dataDir,
      databaseUrl: harness.server.config.databaseUrl,
    });
    try {
      const userId = await userIdOf(as);
      const now = Date.now();
      // Not yet old enough: nothing goes.
      expect(await pruneChangeLog(handle.db, userId, new Date(now + (TOMBSTONE_DAYS - 1) * 86_400_000))).toBe(0);
      expect(await pruneChangeLog(handle.db, userId, new Date(now + (TOMBSTONE_DAYS + 1) * 86_400_000))).toBe(1);
    } finally {
      await handle.close();
    }
    expect((await pull(as, beforeDelete)).reset).toBe(true);
    expect(await pull(as, afterDelete)).toMatchObject({ reset: false, cursor: afterDelete });
  });

  it("after deleting all data, leaves no tombstones and resets every device to nothing", async () => {
    const as = await signedInClient(harness.server.url, harness.mail);
    const own = organiserApi(as);
    await own.createTag({ name: "Gone", color: "#e11d48" });
    await own.createNote({ title: "List", category: "shopping", items: [{ name: "Milk" }, { name: "Bread" }] });
    const { cursor } = await pull(as);
    const deleted = await own.call("POST", "/api/account/delete-data", { confirm: "DELETE" });
    expect(deleted.status).toBe(200);
    const answer = await pull(as, cursor);
    expect(answer).toMatchObject({ reset: true, cursor: cursor + 1 });
    expect(named(answer)).toEqual({ upserts: ["categoryOrder"], deletes: [] });

    const handle = openDatabase({
      dataDir: harness.server.config.dataDir,
      databaseUrl: harness.server.config.databaseUrl,
    });
    try {
      const rows = await handle.db
        .selectFrom("sync_changes")
        .select("entity")
        .where("user_id", "=", await userIdOf(as))
        .execute();
      expect(rows).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it("refuses a since that is no non-negative integer", async () => {
    for (const since of ["-1", "1.5", "abc"]) {
      expect((await client.get(`/api/sync?since=${since}`)).status).toBe(400);
    }
  });
});
