import { type Kysely, SqliteAdapter, sql } from "kysely";

/**
 * CalDAV (issue 30, docs/decisions/032-caldav-server.md).
 *
 * `caldav_objects`: what a CalDAV client made of a task or a shopping item that Poriadok does not
 * hold itself — the resource name it PUT it under (`…/tasks/<name>`), its own UID, and the iCalendar
 * properties Poriadok has no field for (PRIORITY, X-APPLE-*, RELATED-TO, a second alarm…), given back
 * on every read so a client never loses its own data on a round trip. A task or item no client made
 * or changed has no row: its name is `<id>.ics` and its UID its id. Rows go with their user.
 *
 * API tokens gain the scope `caldav` (an app password: HTTP Basic on /dav/ only). The scope's check
 * constraint is a column constraint, which neither engine alters in place: a new column with the
 * wider check takes the values and the name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("caldav_objects")
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("object_id", "text", (col) => col.notNull())
    .addColumn("collection_id", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("uid", "text", (col) => col.notNull())
    .addColumn("extras", "text")
    .addPrimaryKeyConstraint("caldav_objects_pk", ["user_id", "object_id"])
    .addUniqueConstraint("caldav_objects_name", ["user_id", "collection_id", "name"])
    .execute();
  await db.schema
    .alterTable("api_tokens")
    .addColumn("access", "text", (col) =>
      col.notNull().defaultTo("read_write").check(sql`access in ('read', 'read_write', 'caldav')`),
    )
    .execute();
  await takeOverScope(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("caldav_objects").ifExists().execute();
  // App passwords cannot be kept under the narrower check: they go (their owners make new ones).
  await sql`delete from api_tokens where scope = 'caldav'`.execute(db);
  await db.schema
    .alterTable("api_tokens")
    .addColumn("access", "text", (col) =>
      col.notNull().defaultTo("read_write").check(sql`access in ('read', 'read_write')`),
    )
    .execute();
  await takeOverScope(db);
}

/**
 * The new `access` column takes the scopes and the old column's name. PostgreSQL named the check
 * after the column it was made on: it gets the old name too, so the schema is the one a fresh database
 * has (db/migration-rollback.test.ts compares them).
 */
async function takeOverScope(db: Kysely<unknown>): Promise<void> {
  await sql`update api_tokens set access = scope`.execute(db);
  await db.schema.alterTable("api_tokens").dropColumn("scope").execute();
  await db.schema.alterTable("api_tokens").renameColumn("access", "scope").execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter))
    await sql`alter table api_tokens rename constraint api_tokens_access_check to api_tokens_scope_check`.execute(db);
}
