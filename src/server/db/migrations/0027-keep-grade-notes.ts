import { type Kysely, SqliteAdapter, sql } from "kysely";
import { noteChildSource, postgresTriggers, sqliteTriggers } from "./change-log-triggers.ts";
import { columnTypes } from "./column-types.ts";

/**
 * Keep-grade notes (issue 29):
 * - notes.pinned: pinned notes and tasks come first in their tab;
 * - notes.color: one of NOTE_COLORS (shared/constants.ts), null for none;
 * - notes.archived_at: an archived note leaves the lists but stays findable and restorable (null: not archived);
 * - checklist_items: a task's sub-tasks or a note's checklist (Keep's list notes), ordered by
 *   `position` (a float, so moving one item writes one row: the midpoint of its new neighbours).
 * A checklist item changes its note in the change log (the note is what a device reloads), through
 * triggers of this migration's own (change-log-triggers.ts says why 0012's list stays as it was).
 */
const CHECKLIST = noteChildSource("checklist_items");

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable("notes")
    .addColumn("pinned", "boolean", (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable("notes").addColumn("color", "text").execute();
  await db.schema.alterTable("notes").addColumn("archived_at", t.timestamp).execute();
  await db.schema
    .createTable("checklist_items")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("note_id", "text", (col) => col.notNull().references("notes.id").onDelete("cascade"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("completed", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("position", t.hours, (col) => col.notNull())
    .addColumn("created_at", t.timestamp, (col) => col.notNull())
    .addColumn("updated_at", t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("checklist_items_note_position")
    .on("checklist_items")
    .columns(["note_id", "position"])
    .execute();
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const statements = isSqlite
    ? sqliteTriggers(undefined, [CHECKLIST])
    : postgresTriggers(["checklist_items"], [CHECKLIST]);
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Dropping the table drops its triggers on both engines; PostgreSQL keeps the trigger function.
  await db.schema.dropTable("checklist_items").ifExists().execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter))
    await sql.raw("drop function if exists sync_checklist_items_changed()").execute(db);
  await db.schema.alterTable("notes").dropColumn("archived_at").execute();
  await db.schema.alterTable("notes").dropColumn("color").execute();
  await db.schema.alterTable("notes").dropColumn("pinned").execute();
}
