import { type Kysely, SqliteAdapter, sql } from "kysely";
import { postgresTriggers, sqliteTriggers, triggerNames } from "./change-log-triggers.ts";
import { columnTypes } from "./column-types.ts";

/**
 * Live sync's change log (docs/decisions/017, "Change log and pull"): sync_changes keeps, per user,
 * the latest change of each entity (a note edited a hundred times is one row), stamped with the data
 * version of the write that made it (`seq`), so `GET /api/sync?since=N` reads the entities changed
 * after N through the (user_id, seq) index. Deletions stay as tombstones (`deleted`) until pruned;
 * `user_data_versions.pruned_seq` is the highest seq pruned away: a device behind it starts over.
 *
 * Database triggers write the log (change-log-triggers.ts): complete by construction, whatever
 * service writes. Users with data from before this migration get pruned_seq = their version, so any
 * sequence number handed out before the log existed asks for a full pull.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("sync_changes")
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("entity", "text", (col) => col.notNull())
    .addColumn("entity_id", "text", (col) => col.notNull())
    .addColumn("seq", "bigint", (col) => col.notNull())
    .addColumn("deleted", "boolean", (col) => col.notNull())
    .addColumn("changed_at", t.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint("sync_changes_pk", ["user_id", "entity", "entity_id"])
    .execute();
  await db.schema.createIndex("sync_changes_user_seq").on("sync_changes").columns(["user_id", "seq"]).execute();
  await db.schema
    .alterTable("user_data_versions")
    .addColumn("pruned_seq", "bigint", (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update user_data_versions set pruned_seq = version`.execute(db);
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const statement of isSqlite ? sqliteTriggers() : postgresTriggers()) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const names = triggerNames();
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const name of names.sqlite) await sql.raw(`drop trigger if exists ${name}`).execute(db);
  } else {
    for (const table of names.postgresTables) {
      await sql.raw(`drop trigger if exists sync_${table}_changed on ${table}`).execute(db);
      await sql.raw(`drop function if exists sync_${table}_changed()`).execute(db);
    }
    await sql.raw("drop function if exists sync_record_change(text, text, text, boolean)").execute(db);
  }
  await db.schema.alterTable("user_data_versions").dropColumn("pruned_seq").execute();
  await db.schema.dropTable("sync_changes").ifExists().execute();
}
