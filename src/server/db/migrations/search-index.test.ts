import { type Kysely, Migrator, sql } from "kysely";
import { uuidv7 } from "uuidv7";
import { afterEach, describe, expect, it } from "vitest";
import { searchNotes } from "../../features/search/search.service.ts";
import { createTestStorage, type TestStorage } from "../../test-support/test-server.ts";
import { type DatabaseHandle, openDatabase } from "../client.ts";
import type { Database } from "../types.ts";
import { migrations } from "./index.ts";

let storage: TestStorage;
let handle: DatabaseHandle;

afterEach(async () => {
  await handle.close();
  await storage.dispose();
});

const found = async (db: Kysely<Database>, q: string, trash = false) => {
  const results = await searchNotes({ db, userId: "jana" }, { q, trash });
  return [...results.tasks.results, ...results.lists.results, ...results.notes.results].map((result) => result.title);
};

describe("migration 0014 (search index)", () => {
  it("indexes the notes, items and tags that were there before it, and the triggers take over", async () => {
    storage = await createTestStorage();
    handle = openDatabase(storage);
    // Better Auth's user table, reduced to what the foreign keys need.
    await sql`create table "user" (id text primary key)`.execute(handle.plainDb);
    await sql`insert into "user" (id) values ('jana'), ('peter')`.execute(handle.plainDb);
    const migrator = new Migrator({ db: handle.plainDb, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0013-calendar-feeds")).error).toBeUndefined();

    // Rows as the release before search wrote them (its change log needs each user's version row).
    const db = handle.plainDb as Kysely<Database>;
    const now = new Date().toISOString();
    await db
      .insertInto("user_data_versions")
      .values([
        { user_id: "jana", version: 1 },
        { user_id: "peter", version: 1 },
      ])
      .execute();
    const note = (user_id: string, title: string, category: "tasks" | "shopping" | "notes", content = "") => ({
      id: uuidv7(),
      user_id,
      title,
      content,
      category,
      created_at: now,
      updated_at: now,
    });
    const list = note("jana", "Nákup", "shopping");
    const tagged = note("jana", "Paradajky", "notes", "Zasadiť v máji");
    const trashed = { ...note("jana", "Stará úloha", "tasks"), is_deleted: sql<boolean>`true` };
    await db
      .insertInto("notes")
      .values([list, tagged, note("jana", "Úlohy na víkend", "tasks"), note("peter", "Čokoláda", "notes")])
      .execute();
    await db.insertInto("notes").values(trashed).execute();
    await db
      .insertInto("shopping_items")
      .values([
        { id: uuidv7(), note_id: list.id, name: "Šošovica", created_at: now },
        { id: uuidv7(), note_id: list.id, name: "Odstránené", created_at: now, deleted_at: now },
      ])
      .execute();
    const tag = {
      id: uuidv7(),
      user_id: "jana",
      name: "Záhrada",
      name_key: "záhrada",
      color: "#22c55e",
      created_at: now,
    };
    await db.insertInto("tags").values(tag).execute();
    await db.insertInto("note_tags").values({ note_id: tagged.id, tag_id: tag.id }).execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await found(handle.db, "ulohy")).toEqual(["Úlohy na víkend"]);
    expect(await found(handle.db, "sosovica")).toEqual(["Nákup"]);
    expect(await found(handle.db, "odstranene")).toEqual([]);
    expect(await found(handle.db, "zahrada")).toEqual(["Paradajky"]);
    expect(await found(handle.db, "maji")).toEqual(["Paradajky"]);
    expect(await found(handle.db, "stara", true)).toEqual(["Stará úloha"]);
    expect(await found(handle.db, "cokolada")).toEqual([]); // Peter's

    // After the migration the triggers keep it in step.
    await db.updateTable("user_data_versions").set({ version: 2 }).execute();
    await db.updateTable("tags").set({ name: "Sad" }).where("id", "=", tag.id).execute();
    expect(await found(handle.db, "sad")).toEqual(["Paradajky"]);
    await db.deleteFrom("notes").where("id", "=", list.id).execute();
    expect(await found(handle.db, "sosovica")).toEqual([]);
  });
});
