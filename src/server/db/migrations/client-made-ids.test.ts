import { type Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { bumpDataVersion } from "../../core/write/data-version.ts";
import { insertTestUser, openTestHandle } from "../../test-support/migrated-test-handle.ts";
import { createTestStorage, type TestStorage } from "../../test-support/test-server.ts";
import type { DatabaseHandle } from "../client.ts";
import { readAppliedMigrations } from "../migration-status.ts";
import { planRollback, rollBackMigrations } from "../roll-back-migrations.ts";
import { migrations } from "./index.ts";
import { fillOldRelease, OLD_USERS } from "./old-release-data.ts";

/**
 * Issue 11: a database made by the release before client-made ids (migrations up to 0010), filled
 * with two users' data of every kind, upgraded to the latest migrations: every row and every link is
 * still there, in the same order, under UUIDv7 ids; the foreign keys still cascade. Runs on the
 * engine of the test run (SQLite, or PostgreSQL with DATABASE_URL).
 */
let storage: TestStorage;
let handle: DatabaseHandle;

afterEach(async () => {
  await handle?.close();
  await storage?.dispose();
});

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const releaseMigrations = Object.fromEntries(
  Object.entries(migrations).filter(([name]) => name <= "0010-list-page-indexes"),
);

const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());

type Row = Record<string, unknown>;
const rowsOf = async (db: Kysely<unknown>, query: ReturnType<typeof sql>) => (await query.execute(db)).rows as Row[];

/** Everything the users own, described without ids: what must survive the upgrade unchanged. */
async function contentsOf(db: Kysely<unknown>) {
  const notes = await rowsOf(
    db,
    sql`select n.*, (select count(*) from notes o where o.user_id = n.user_id
          and (o.created_at < n.created_at or (o.created_at = n.created_at and o.id < n.id))) as position
        from notes n order by n.user_id, n.title`,
  );
  const links = await rowsOf(
    db,
    sql`select n.title as note, t.name as tag from note_tags l join notes n on n.id = l.note_id
        join tags t on t.id = l.tag_id order by n.user_id, n.title, t.name`,
  );
  const items = await rowsOf(
    db,
    sql`select n.user_id, n.title as note, i.* from shopping_items i join notes n on n.id = i.note_id
        order by n.user_id, n.title, i.id`,
  );
  const tags = await rowsOf(db, sql`select * from tags order by user_id, name`);
  return {
    // Recurring tasks' columns (migration 0016) and pin, colour and archive (0027) come after this
    // upgrade: null or false on every upgraded note.
    notes: notes.map(
      ({
        id: _id,
        repeat: _repeat,
        series_id: _series,
        next_occurrence_id: _next,
        pinned: _pinned,
        color: _color,
        archived_at: _archived,
        ...note
      }) => ({
        ...note,
        user_id: note.user_id as string,
        title: note.title as string,
        completed: Boolean(note.completed),
        is_deleted: Boolean(note.is_deleted),
        position: Number(note.position),
        created_at: iso(note.created_at),
        updated_at: iso(note.updated_at),
        deleted_at: iso(note.deleted_at),
        completed_at: iso(note.completed_at),
      }),
    ),
    links,
    // Quantity and who added an item (migration 0023) come after this upgrade: null on every upgraded item.
    items: items.map(({ id: _id, note_id: _noteId, quantity: _quantity, added_by: _addedBy, ...item }) => ({
      ...item,
      completed: Boolean(item.completed),
      created_at: iso(item.created_at),
      deleted_at: iso(item.deleted_at),
    })),
    tags: tags.map(({ id: _id, ...tag }) => ({ ...tag, created_at: iso(tag.created_at) })),
    planner: await rowsOf(db, sql`select user_id, date, planned_hours from hours_planner order by user_id, date`),
    categoryOrder: await rowsOf(db, sql`select * from shopping_category_order order by user_id, position`),
    versions: (await rowsOf(db, sql`select user_id, version from user_data_versions order by user_id`)).map((row) => ({
      ...row,
      version: Number(row.version),
    })),
  };
}

/** Index definitions and constraint names of the four tables, as the engine writes them down. */
async function schemaOf(database: DatabaseHandle): Promise<string[]> {
  const tables = ["notes", "tags", "note_tags", "shopping_items"];
  if (database.engine === "sqlite") {
    const rows = await rowsOf(
      database.plainDb,
      sql`select sql from sqlite_master where type = 'index' and sql is not null
        and tbl_name in (${sql.join(tables)}) order by name`,
    );
    return rows.map((row) => String(row.sql)).filter(isOfThisUpgrade);
  }
  const indexes = await rowsOf(
    database.plainDb,
    sql`select indexdef from pg_indexes
      where schemaname = current_schema() and tablename in (${sql.join(tables)}) order by indexname`,
  );
  const constraints = await rowsOf(
    database.plainDb,
    sql`select conname from pg_constraint
      where conrelid::regclass::text in (${sql.join(tables)}) order by conname`,
  );
  return [...indexes.map((row) => String(row.indexdef)), ...constraints.map((row) => String(row.conname))].filter(
    isOfThisUpgrade,
  );
}

/**
 * Leaves out what later migrations add to these tables: the reminders' index (0015), the recurring
 * tasks' index and foreign key on notes.series_id (0016), and the foreign key of who added an item (0023).
 */
const isOfThisUpgrade = (definition: string) =>
  !definition.includes("series") && !definition.includes("notes_pending_reminders") && !definition.includes("added_by");

async function upgradedDatabase() {
  storage = await createTestStorage();
  const opened = openTestHandle(storage);
  handle = opened.handle;
  await opened.migrate(releaseMigrations);
  for (const user of OLD_USERS) await insertTestUser(handle, user);
  await fillOldRelease(handle.plainDb);
  const before = await contentsOf(handle.plainDb);
  const schemaBefore = await schemaOf(handle);
  await opened.migrate();
  return { before, schemaBefore, db: handle.plainDb };
}

const idTime = (id: string) => Number.parseInt(id.replaceAll("-", "").slice(0, 12), 16);

describe("migration 0011 (client-made ids)", () => {
  it("keeps every row, field, link and order of a filled database, under UUIDv7 ids", async () => {
    const { before, schemaBefore, db } = await upgradedDatabase();
    expect(before.notes).toHaveLength(16);
    expect(before.links.length).toBeGreaterThan(0);
    expect(await contentsOf(db)).toEqual(before);
    expect(schemaBefore.length).toBeGreaterThanOrEqual(9);
    expect(await schemaOf(handle)).toEqual(schemaBefore);

    for (const table of ["notes", "tags", "shopping_items"]) {
      const rows = await rowsOf(db, sql`select id, created_at from ${sql.table(table)}`);
      for (const row of rows) {
        expect(row.id).toMatch(UUID_V7);
        expect(idTime(String(row.id))).toBe(Date.parse(iso(row.created_at) as string));
      }
    }
    // The keyset order of the lists (created_at desc, id desc) is the order before the upgrade.
    for (const user of OLD_USERS) {
      const listed = await rowsOf(db, sql`select title from notes where user_id = ${user} order by created_at, id`);
      const expected = before.notes
        .filter((note) => note.user_id === user)
        .sort((a, b) => a.position - b.position)
        .map((note) => note.title as string);
      expect(listed.map((row) => row.title)).toEqual(expected);
    }
    // Answers stored with the old ids are gone (they would name notes that no longer have those ids).
    expect(await rowsOf(db, sql`select * from idempotency_keys`)).toEqual([]);
  });

  it("goes back (0011's down) to integer ids with every row, field, link and order, and up again", async () => {
    const { before, schemaBefore, db } = await upgradedDatabase();
    const applied = await readAppliedMigrations(handle);
    const steps = applied.length - Object.keys(releaseMigrations).length;
    await rollBackMigrations(handle, planRollback(applied, steps));
    expect((await readAppliedMigrations(handle)).map((migration) => migration.name)).toEqual(
      Object.keys(releaseMigrations).sort(),
    );
    expect(await contentsOf(db)).toEqual(before);
    expect(await schemaOf(handle)).toEqual(schemaBefore);
    const ids = await rowsOf(db, sql`select id from notes order by created_at, id`);
    expect(ids.map((row) => Number(row.id))).toEqual(ids.map((_, index) => index + 1));
    // New rows get the next integer: the counters are past the highest id.
    await insertTestUser(handle, "new");
    const now = new Date().toISOString();
    await sql`insert into notes (user_id, title, category, created_at, updated_at)
      values ('new', 'after', 'notes', ${now}, ${now})`.execute(db);
    const added = await rowsOf(db, sql`select id from notes where title = 'after'`);
    expect(Number(added[0]?.id)).toBe(ids.length + 1);
    await sql`delete from "user" where id = 'new'`.execute(db);

    const again = openTestHandle(storage);
    await again.migrate();
    await again.handle.close();
    expect(await contentsOf(db)).toEqual(before);
  });

  it("keeps the foreign keys: deletes cascade and a link to a missing row is refused", async () => {
    const { db } = await upgradedDatabase();
    // As the app writes: the data version first (the change log's triggers stamp rows with it).
    const asJana = (statement: ReturnType<typeof sql>) =>
      handle.db.transaction().execute(async (trx) => {
        await bumpDataVersion(trx, "jana");
        await statement.execute(trx);
      });
    const list = (await rowsOf(db, sql`select id from notes where title = 'jana shop'`))[0]?.id;
    await asJana(sql`delete from notes where id = ${list}`);
    expect(await rowsOf(db, sql`select * from shopping_items where note_id = ${list}`)).toEqual([]);

    const work = (await rowsOf(db, sql`select id from tags where user_id = 'jana' and name = 'work'`))[0]?.id;
    await asJana(sql`delete from tags where id = ${work}`);
    expect(await rowsOf(db, sql`select * from note_tags where tag_id = ${work}`)).toEqual([]);

    await sql`delete from "user" where id = 'peter'`.execute(db);
    for (const table of ["notes", "tags"]) {
      expect(await rowsOf(db, sql`select id from ${sql.table(table)} where user_id = 'peter'`)).toEqual([]);
    }
    const orphans = await rowsOf(
      db,
      sql`select i.id from shopping_items i left join notes n on n.id = i.note_id where n.id is null
          union all select l.note_id from note_tags l left join notes n on n.id = l.note_id where n.id is null`,
    );
    expect(orphans).toEqual([]);
    const janasNotes = await rowsOf(db, sql`select id from notes where user_id = 'jana'`);
    expect(janasNotes).toHaveLength(7);

    const missing = "01900000-0000-7000-8000-000000000000";
    await expect(
      asJana(sql`insert into shopping_items (id, note_id, name, completed, created_at)
          values (${missing}, ${missing}, 'x', ${0}, ${new Date().toISOString()})`),
    ).rejects.toThrow(/foreign key/i);
  });
});
