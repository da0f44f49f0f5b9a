/**
 * The change log's triggers (migration 0012): every row written to a table of the user's organiser
 * data upserts one row per changed entity into sync_changes, stamped with the user's data version —
 * which the write funnel (core/write/write-user-data.ts) has already raised in the same
 * transaction. A write that did not go through the funnel finds no version row on the user's first
 * write: seq is then null and the not-null column refuses the write, loudly.
 *
 * Two guards keep deletions whole: a row whose user is gone (the cascade of deleting an account)
 * records nothing, and a shopping item or tag link whose note is gone (the cascade of deleting the
 * note) records nothing — the note's own tombstone says it all.
 *
 * Ids are cast to text, so the triggers work on integer ids and on the UUIDv7 text ids alike.
 *
 * Dropping a table drops its triggers (both engines): a later migration that rebuilds one of these
 * tables (SQLite's create–copy–drop–rename) must create its triggers again, with `tables` naming it.
 * Migration 0012 runs this file as it is: a change to what the triggers record belongs in a new
 * migration that replaces them, with the old text kept there.
 */

/** One table's triggers: how to find the user and the entities a changed row touches. */
export type Source = {
  table: string;
  /** Entities a row of this table changes, as SQL on the row (`r` stands for new./old.). */
  changes: { entity: string; id: string; deletedOnDelete: boolean }[];
  /** SQL giving the owner's user id from the row, or a subquery through the note. */
  userOf: string;
  /** When the row reaches its user through its note: the note's id, so a gone note records nothing. */
  noteIdOf?: string;
};

const SOURCES: Source[] = [
  {
    table: "notes",
    userOf: "r.user_id",
    changes: [{ entity: "note", id: "r.id", deletedOnDelete: true }],
  },
  {
    // A tag link changes the note's tag ids; the note is what a device reloads.
    table: "note_tags",
    userOf: "(select user_id from notes where id = r.note_id)",
    noteIdOf: "r.note_id",
    changes: [{ entity: "note", id: "r.note_id", deletedOnDelete: false }],
  },
  {
    // An item changes itself and its note's counts (itemsDone/itemsTotal of the list API).
    table: "shopping_items",
    userOf: "(select user_id from notes where id = r.note_id)",
    noteIdOf: "r.note_id",
    changes: [
      { entity: "item", id: "r.id", deletedOnDelete: true },
      { entity: "note", id: "r.note_id", deletedOnDelete: false },
    ],
  },
  {
    table: "tags",
    userOf: "r.user_id",
    changes: [{ entity: "tag", id: "r.id", deletedOnDelete: true }],
  },
  {
    table: "hours_planner",
    userOf: "r.user_id",
    changes: [{ entity: "plannerDay", id: "r.date", deletedOnDelete: true }],
  },
  {
    // The order is one entity per user: any row written means "read the whole order again".
    table: "shopping_category_order",
    userOf: "r.user_id",
    changes: [{ entity: "categoryOrder", id: "'order'", deletedOnDelete: false }],
  },
];

const OPERATIONS = ["insert", "update", "delete"] as const;
type Operation = (typeof OPERATIONS)[number];

const rowOf = (operation: Operation) => (operation === "delete" ? "old" : "new");
const onRow = (expression: string, row: string) => expression.replaceAll("r.", `${row}.`);

const chosen = (tables?: readonly string[], sources: readonly Source[] = SOURCES) =>
  tables ? sources.filter((source) => tables.includes(source.table)) : sources;

/**
 * A table of rows that belong to a note and change only it, for a later migration's own triggers
 * (the note is what a device reloads; a gone note records nothing, as with note_tags).
 */
export function noteChildSource(table: string): Source {
  return {
    table,
    userOf: "(select user_id from notes where id = r.note_id)",
    noteIdOf: "r.note_id",
    changes: [{ entity: "note", id: "r.note_id", deletedOnDelete: false }],
  };
}

/** SQLite: one trigger per table and operation, each an upsert per entity the row touches. */
export function sqliteTriggers(tables?: readonly string[], sources?: readonly Source[]): string[] {
  const statements: string[] = [];
  for (const source of chosen(tables, sources)) {
    for (const operation of OPERATIONS) {
      const row = rowOf(operation);
      const userId = onRow(source.userOf, row);
      const noteGuard = source.noteIdOf
        ? `and exists (select 1 from notes where id = ${onRow(source.noteIdOf, row)})`
        : "";
      const upserts = source.changes.map((change) => {
        const deleted = operation === "delete" && change.deletedOnDelete ? 1 : 0;
        // INSERT … SELECT with a WHERE, as SQLite's grammar needs before ON CONFLICT (the "parsing
        // ambiguity" of its UPSERT documentation); the scalar subquery keeps a missing version null.
        return `insert into sync_changes (user_id, entity, entity_id, seq, deleted, changed_at)
          select ${userId}, '${change.entity}', cast(${onRow(change.id, row)} as text),
            (select version from user_data_versions where user_id = ${userId}),
            ${deleted}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
          where true
          on conflict (user_id, entity, entity_id) do update
            set seq = excluded.seq, deleted = excluded.deleted, changed_at = excluded.changed_at;`;
      });
      statements.push(`create trigger sync_${source.table}_${operation} after ${operation} on ${source.table}
        when exists (select 1 from "user" where id = ${userId}) ${noteGuard}
        begin
          ${upserts.join("\n")}
        end`);
    }
  }
  return statements;
}

/** PostgreSQL: records one entity's change; a null or gone user (a cascade) records nothing. */
const RECORD_CHANGE_FUNCTION = `create function sync_record_change(p_user_id text, p_entity text, p_entity_id text, p_deleted boolean)
      returns void language plpgsql as $$
      begin
        if p_user_id is null or not exists (select 1 from "user" where id = p_user_id) then
          return;
        end if;
        insert into sync_changes (user_id, entity, entity_id, seq, deleted, changed_at)
        values (p_user_id, p_entity, p_entity_id,
          (select version from user_data_versions where user_id = p_user_id), p_deleted, now())
        on conflict (user_id, entity, entity_id) do update
          set seq = excluded.seq, deleted = excluded.deleted, changed_at = excluded.changed_at;
      end $$`;

/**
 * PostgreSQL: one shared recording function and one trigger function per table (plpgsql). With
 * `tables`, only those tables' (the shared function exists already).
 */
export function postgresTriggers(tables?: readonly string[], sources?: readonly Source[]): string[] {
  const statements = tables ? [] : [RECORD_CHANGE_FUNCTION];
  for (const source of chosen(tables, sources)) {
    const branch = (operation: "delete" | "write") => {
      const row = operation === "delete" ? "old" : "new";
      return source.changes
        .map((change) => {
          const deleted = operation === "delete" && change.deletedOnDelete;
          return `perform sync_record_change(${onRow(source.userOf, row)}, '${change.entity}', (${onRow(change.id, row)})::text, ${deleted});`;
        })
        .join("\n");
    };
    // A row reached through its note: a gone note (its own delete's cascade) gives a null user.
    statements.push(
      `create or replace function sync_${source.table}_changed() returns trigger language plpgsql as $$
        begin
          if tg_op = 'DELETE' then
            ${branch("delete")}
          else
            ${branch("write")}
          end if;
          return null;
        end $$`,
      `create trigger sync_${source.table}_changed after insert or update or delete on ${source.table}
        for each row execute function sync_${source.table}_changed()`,
    );
  }
  return statements;
}

/** Names to drop in the migration's down. */
export function triggerNames(): { sqlite: string[]; postgresTables: string[] } {
  return {
    sqlite: SOURCES.flatMap((source) => OPERATIONS.map((operation) => `sync_${source.table}_${operation}`)),
    postgresTables: SOURCES.map((source) => source.table),
  };
}
