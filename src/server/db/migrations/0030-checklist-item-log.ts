import { type Kysely, SqliteAdapter, sql } from "kysely";
import { noteChildSource, postgresTriggers, type Source, sqliteTriggers } from "./change-log-triggers.ts";

/**
 * A checklist line is logged as itself too (entity `checklistItem`, a tombstone when deleted), beside
 * its note as before (0027): CalDAV shows a task's lines as sub-tasks, and a client's sync must be
 * told which one went (RFC 6578 reports a removed resource by its name). The app's own sync reads
 * only the entities it knows and is unchanged. A line whose note is gone still records nothing: the
 * note's own change tells a client its sub-tasks are gone with it.
 */
const BEFORE = noteChildSource("checklist_items");
const AFTER: Source = {
  ...BEFORE,
  changes: [...BEFORE.changes, { entity: "checklistItem", id: "r.id", deletedOnDelete: true }],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceTriggers(db, AFTER);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceTriggers(db, BEFORE);
  await sql`delete from sync_changes where entity = 'checklistItem'`.execute(db);
}

async function replaceTriggers(db: Kysely<unknown>, source: Source): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const drops = isSqlite
    ? ["insert", "update", "delete"].map((operation) => `drop trigger if exists sync_checklist_items_${operation}`)
    : ["drop trigger if exists sync_checklist_items_changed on checklist_items"];
  const creates = isSqlite ? sqliteTriggers(undefined, [source]) : postgresTriggers(["checklist_items"], [source]);
  for (const statement of [...drops, ...creates]) await sql.raw(statement).execute(db);
}
