import { type ColumnDataType, type ColumnDefinitionBuilder, type Kysely, SqliteAdapter, sql } from "kysely";
import { columnTypes } from "./column-types.ts";
import { idsInCreationOrder } from "./ids-in-creation-order.ts";

/**
 * Client-made ids (docs/decisions/017): notes, tags and shopping items get text UUIDv7 keys, so an
 * offline device can create a note and its items and refer to them before the server has seen them.
 * Planner rows stay keyed by user and date.
 *
 * Each table is rebuilt the same way on both engines: new tables with text keys (every column,
 * check, foreign key with `on delete cascade` and index of migrations 0001–0010), rows copied through
 * an old → new id map, old tables dropped, new ones renamed, indexes made under their old names.
 * Existing rows get ids whose time is their created_at, in (created_at, old id) order, so the lists'
 * keyset order (created_at, id) and items' order of adding are unchanged. The maps are filled in
 * batches and the copies are single `insert … select` statements: 10,000 notes take well under a second.
 *
 * SQLite: `pragma foreign_keys` cannot change inside the migration's transaction, so the foreign keys
 * are checked at commit (`defer_foreign_keys`), when every table has its final name and rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuildTables(db, "_v7", mapIds);
  await createIndexes(db);
}

/**
 * Back to integer keys, the same way round: tables as 0001–0010 left them, every row numbered anew
 * 1, 2, 3 … in (created_at, id) order — the order of the lists and of adding items is kept, the old
 * numeric ids themselves are gone — links and items following through a text → integer map, the
 * counters set past the highest id.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuildTables(db, "_v6", numberIds);
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    for (const table of ["notes", "tags", "shopping_items"]) {
      await sql`alter sequence ${sql.id(`${table}_v6_id_seq`)} rename to ${sql.id(`${table}_id_seq`)}`.execute(db);
      await sql`select setval(${`${table}_id_seq`}::regclass, coalesce(max(id), 0) + 1, false)
        from ${sql.table(table)}`.execute(db);
    }
  }
  await createIndexes(db);
}

/**
 * `_v7`: text keys (up); `_v6`: integer keys again (down). The rebuilt tables carry the suffix until
 * the old ones are dropped.
 */
type Rebuilt = "_v6" | "_v7";

/** Every step but the indexes, either way: new tables, id maps, rows copied, old tables replaced. */
async function rebuildTables(
  db: Kysely<unknown>,
  suffix: Rebuilt,
  fillIdMap: (db: Kysely<unknown>, table: "notes" | "tags" | "shopping_items") => Promise<void>,
): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (isSqlite) await sql`pragma defer_foreign_keys = on`.execute(db);

  await createKeyedTables(db, suffix);
  for (const table of ["notes", "tags", "shopping_items"] as const) await fillIdMap(db, table);
  await copyRows(db, suffix);

  // Stored answers of idempotent creations hold the old ids. They expire within a day
  // (IDEMPOTENCY_KEY_TTL_MS), so they are dropped rather than rewritten: a retry after the upgrade
  // (or downgrade) of a request made before it is the one case that creates anew.
  await sql`delete from idempotency_keys`.execute(db);

  for (const table of ["note_tags", "shopping_items", "notes", "tags"]) await db.schema.dropTable(table).execute();
  for (const table of ["notes", "tags", "note_tags", "shopping_items"]) {
    await db.schema.alterTable(`${table}${suffix}`).renameTo(table).execute();
    await db.schema.dropTable(`${table}_id_map`).ifExists().execute();
  }
  if (!isSqlite) await renamePostgresConstraints(db, suffix);
}

/**
 * The tables of 0001–0010 as `<table><suffix>`, columns in their old order, with text keys (`_v7`) or
 * the integer keys they had (`_v6`); indexes come after the rename.
 */
async function createKeyedTables(db: Kysely<unknown>, suffix: Rebuilt): Promise<void> {
  const t = columnTypes(db);
  const isText = suffix === "_v7";
  const idType: ColumnDataType = isText ? "text" : t.serialId;
  const idKey = isText ? (col: ColumnDefinitionBuilder) => col.primaryKey() : t.primaryKey;
  const refType: ColumnDataType = isText ? "text" : "integer";
  const notes = `notes${suffix}`;
  await db.schema
    .createTable(notes)
    .addColumn("id", idType, idKey)
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("completed", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("category", "text", (col) => col.notNull().check(sql`category in ('tasks', 'shopping', 'notes')`))
    .addColumn("date", "text")
    .addColumn("reminder", "text")
    .addColumn("is_deleted", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("deleted_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (col) => col.notNull())
    .addColumn("updated_at", t.timestamp, (col) => col.notNull())
    .addColumn("completed_at", t.timestamp)
    .execute();
  await db.schema
    .createTable(`tags${suffix}`)
    .addColumn("id", idType, idKey)
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("color", "text", (col) => col.notNull())
    .addColumn("created_at", t.timestamp, (col) => col.notNull())
    .addColumn("name_key", "text")
    .execute();
  await db.schema
    .createTable(`note_tags${suffix}`)
    .addColumn("note_id", refType, (col) => col.notNull().references(`${notes}.id`).onDelete("cascade"))
    .addColumn("tag_id", refType, (col) => col.notNull().references(`tags${suffix}.id`).onDelete("cascade"))
    .addPrimaryKeyConstraint(`note_tags${suffix}_pk`, ["note_id", "tag_id"])
    .execute();
  await db.schema
    .createTable(`shopping_items${suffix}`)
    .addColumn("id", idType, idKey)
    .addColumn("note_id", refType, (col) => col.notNull().references(`${notes}.id`).onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("completed", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("created_at", t.timestamp, (col) => col.notNull())
    .addColumn("category", "text")
    .addColumn("deleted_at", t.timestamp)
    .execute();
}

async function createIdMap(db: Kysely<unknown>, table: string, from: ColumnDataType, to: ColumnDataType) {
  await db.schema
    .createTable(`${table}_id_map`)
    .addColumn("old_id", from, (col) => col.primaryKey())
    .addColumn("new_id", to, (col) => col.notNull())
    .execute();
}

/** Down: `<table>_id_map (old_id, new_id)`, the text ids numbered 1, 2, 3 … in creation order. */
async function numberIds(db: Kysely<unknown>, table: "notes" | "tags" | "shopping_items"): Promise<void> {
  await createIdMap(db, table, "text", "integer");
  await sql`insert into ${sql.table(`${table}_id_map`)} (old_id, new_id)
    select id, row_number() over (order by created_at, id) from ${sql.table(table)}`.execute(db);
}

const MAP_BATCH = 1000;

/** Up: `<table>_id_map (old_id, new_id)`: every row's new id, made in creation order. */
async function mapIds(db: Kysely<unknown>, table: "notes" | "tags" | "shopping_items"): Promise<void> {
  await createIdMap(db, table, "integer", "text");
  const rows = await sql<{ id: number; created_at: string | Date }>`
    select id, created_at from ${sql.table(table)} order by created_at, id`.execute(db);
  const newIds = idsInCreationOrder(rows.rows.map((row) => row.created_at));
  const pairs = rows.rows.map((row, index) => ({ old_id: row.id, new_id: newIds[index] as string }));
  for (let start = 0; start < pairs.length; start += MAP_BATCH) {
    await (db as Kysely<Record<string, { old_id: number; new_id: string }>>)
      .insertInto(`${table}_id_map`)
      .values(pairs.slice(start, start + MAP_BATCH))
      .execute();
  }
}

/** Copies every row into the `<table><suffix>` tables, ids through the `<table>_id_map` tables (either way). */
async function copyRows(db: Kysely<unknown>, suffix: Rebuilt): Promise<void> {
  const into = (table: string) => sql.table(`${table}${suffix}`);
  await sql`
    insert into ${into("notes")} (id, user_id, title, content, completed, category, date, reminder, is_deleted,
                          deleted_at, created_at, updated_at, completed_at)
    select m.new_id, n.user_id, n.title, n.content, n.completed, n.category, n.date, n.reminder, n.is_deleted,
           n.deleted_at, n.created_at, n.updated_at, n.completed_at
    from notes n join notes_id_map m on m.old_id = n.id`.execute(db);
  await sql`
    insert into ${into("tags")} (id, user_id, name, color, created_at, name_key)
    select m.new_id, t.user_id, t.name, t.color, t.created_at, t.name_key
    from tags t join tags_id_map m on m.old_id = t.id`.execute(db);
  await sql`
    insert into ${into("note_tags")} (note_id, tag_id)
    select n.new_id, t.new_id
    from note_tags l join notes_id_map n on n.old_id = l.note_id join tags_id_map t on t.old_id = l.tag_id`.execute(db);
  await sql`
    insert into ${into("shopping_items")} (id, note_id, name, completed, created_at, category, deleted_at)
    select m.new_id, n.new_id, i.name, i.completed, i.created_at, i.category, i.deleted_at
    from shopping_items i join shopping_items_id_map m on m.old_id = i.id
    join notes_id_map n on n.old_id = i.note_id`.execute(db);
}

/**
 * PostgreSQL keeps constraint names through a rename (notes_v7_pkey, notes_v7_user_id_fkey …); they
 * get the names the tables had, so the schema reads as if it had been made this way. SQLite's
 * constraint names are not global and the rename rewrites its foreign keys itself.
 */
async function renamePostgresConstraints(db: Kysely<unknown>, suffix: Rebuilt): Promise<void> {
  const infix = `${suffix}_`;
  const constraints = await sql<{ table_name: string; name: string }>`
    select c.conrelid::regclass::text as table_name, c.conname as name
    from pg_constraint c
    where c.connamespace = current_schema()::regnamespace and c.conname like ${`%${infix.replaceAll("_", "\\_")}%`}`.execute(
    db,
  );
  for (const { table_name, name } of constraints.rows) {
    const renamed = name.replace(infix, "_");
    await sql`alter table ${sql.table(table_name)} rename constraint ${sql.id(name)} to ${sql.id(renamed)}`.execute(db);
  }
}

/** The indexes of 0001, 0003, 0007 and 0010 as they stand after 0010, with the same names. */
async function createIndexes(db: Kysely<unknown>): Promise<void> {
  const notesIndexes: [string, string[]][] = [
    ["notes_user_created", ["user_id", "is_deleted", "created_at desc", "id desc"]],
    ["notes_user_updated", ["user_id", "is_deleted", "updated_at desc", "id desc"]],
    ["notes_user_category_created", ["user_id", "is_deleted", "category", "created_at desc", "id desc"]],
    ["notes_user_task_schedule", ["user_id", "is_deleted", "category", "completed", "date", "created_at", "id"]],
    [
      "notes_user_category_done_updated",
      ["user_id", "is_deleted", "category", "completed", "updated_at desc", "id desc"],
    ],
  ];
  for (const [name, columns] of notesIndexes) {
    await db.schema.createIndex(name).on("notes").columns(columns).execute();
  }
  await db.schema.createIndex("tags_user_name").on("tags").columns(["user_id", "name"]).execute();
  await db.schema.createIndex("tags_user_name_key").unique().on("tags").columns(["user_id", "name_key"]).execute();
  await db.schema.createIndex("note_tags_tag").on("note_tags").column("tag_id").execute();
  await db.schema.createIndex("shopping_items_note").on("shopping_items").column("note_id").execute();
}
