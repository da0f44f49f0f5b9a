import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Recurring tasks (issue 13, features/recurrence/, docs/decisions/019). A series is the template the
 * next occurrences are made from (rule, time zone, title, content, tags, reminder offset); each
 * occurrence is an ordinary task pointing at it. `notes.repeat` copies the rule onto the occurrence so
 * lists and sync read it without a join; `notes.next_occurrence_id` remembers the task that completing
 * this one created, so completing it again (untick, tick, a replayed command) never makes a second.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("task_series")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("rule", "text", (col) => col.notNull())
    .addColumn("time_zone", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull().defaultTo(""))
    // A JSON array of tag ids: tags deleted meanwhile are left out when the next occurrence is made.
    .addColumn("tag_ids", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("reminder_before_minutes", "integer")
    .addColumn("created_at", t.timestamp, (col) => col.notNull())
    .addColumn("updated_at", t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("task_series_user").on("task_series").column("user_id").execute();
  await db.schema.alterTable("notes").addColumn("repeat", "text").execute();
  await db.schema
    .alterTable("notes")
    .addColumn("series_id", "text", (col) => col.references("task_series.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("notes").addColumn("next_occurrence_id", "text").execute();
  await sql`create index notes_series on notes (series_id) where series_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("notes_series").ifExists().execute();
  await db.schema.alterTable("notes").dropColumn("next_occurrence_id").execute();
  await db.schema.alterTable("notes").dropColumn("series_id").execute();
  await db.schema.alterTable("notes").dropColumn("repeat").execute();
  await db.schema.dropTable("task_series").ifExists().execute();
}
