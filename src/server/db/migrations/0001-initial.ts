import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

/** Poriadok's own tables. Better Auth's tables (user, session, account, verification) exist before this runs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable("notes")
    .addColumn("id", t.serialId, t.primaryKey)
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
    .execute();
  // Active notes of a user, newest first; the trash of a user, most recently changed first.
  await db.schema
    .createIndex("notes_user_active_created")
    .on("notes")
    .columns(["user_id", "is_deleted", "created_at desc"])
    .execute();
  await db.schema
    .createIndex("notes_user_deleted_updated")
    .on("notes")
    .columns(["user_id", "is_deleted", "updated_at desc"])
    .execute();

  await db.schema
    .createTable("tags")
    .addColumn("id", t.serialId, t.primaryKey)
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("color", "text", (col) => col.notNull())
    .addColumn("created_at", t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("tags_user_name").on("tags").columns(["user_id", "name"]).execute();

  await db.schema
    .createTable("note_tags")
    .addColumn("note_id", "integer", (col) => col.notNull().references("notes.id").onDelete("cascade"))
    .addColumn("tag_id", "integer", (col) => col.notNull().references("tags.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("note_tags_pk", ["note_id", "tag_id"])
    .execute();
  await db.schema.createIndex("note_tags_tag").on("note_tags").column("tag_id").execute();

  await db.schema
    .createTable("shopping_items")
    .addColumn("id", t.serialId, t.primaryKey)
    .addColumn("note_id", "integer", (col) => col.notNull().references("notes.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("completed", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("created_at", t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("shopping_items_note").on("shopping_items").column("note_id").execute();

  await db.schema
    .createTable("hours_planner")
    .addColumn("id", t.serialId, t.primaryKey)
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("date", "text", (col) => col.notNull())
    .addColumn("planned_hours", t.hours, (col) => col.notNull().check(sql`planned_hours >= 0 and planned_hours <= 24`))
    .addColumn("created_at", t.timestamp, (col) => col.notNull())
    .addColumn("updated_at", t.timestamp, (col) => col.notNull())
    .addUniqueConstraint("hours_planner_user_date", ["user_id", "date"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["hours_planner", "shopping_items", "note_tags", "tags", "notes"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
