import { type Kysely, SqliteAdapter, sql } from "kysely";
import { noteChildSource, postgresTriggers, sqliteTriggers } from "./change-log-triggers.ts";
import { columnTypes } from "./column-types.ts";

/**
 * Photos in notes (issue 29, docs/decisions/028): the re-encoded image and its thumbnail live in the
 * database, beside the note they belong to, so every instance on one PostgreSQL serves them and every
 * backup holds them. `byte_size` and `thumb_byte_size` are the stored sizes (the person's photo quota
 * and the admin's storage figure sum them without reading the bytes). Ids are UUIDv7, so ordering by
 * id keeps the order of adding. A photo changes its note in the change log (the note carries the
 * list of its photos), through triggers of this migration's own, as 0027's checklist items do.
 */
const PHOTOS = noteChildSource("note_photos");

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("note_photos")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("note_id", "text", (col) => col.notNull().references("notes.id").onDelete("cascade"))
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("byte_size", "integer", (col) => col.notNull())
    .addColumn("data", t.binary, (col) => col.notNull())
    .addColumn("thumb_byte_size", "integer", (col) => col.notNull())
    .addColumn("thumb_data", t.binary, (col) => col.notNull())
    .addColumn("created_at", t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("note_photos_note_id").on("note_photos").columns(["note_id", "id"]).execute();
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const statements = isSqlite ? sqliteTriggers(undefined, [PHOTOS]) : postgresTriggers(["note_photos"], [PHOTOS]);
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Dropping the table drops its triggers on both engines; PostgreSQL keeps the trigger function.
  await db.schema.dropTable("note_photos").ifExists().execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter))
    await sql.raw("drop function if exists sync_note_photos_changed()").execute(db);
}
