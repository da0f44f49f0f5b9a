/**
 * The search index (migration 0014, features/search/): per note one document of its title, content,
 * live shopping items' names and tags' names, kept in step with every write by database triggers in
 * the write's own transaction — complete by construction, whatever service (or import) writes.
 *
 * - SQLite: an FTS5 table `search_index` (title, content, items, tags; note_id stored, not indexed)
 *   tokenised by unicode61 with remove_diacritics 2 (case and diacritics folded), with prefix indexes
 *   for 2 and 3 characters. Its rowid comes from `search_rows` (note id → rowid), since notes have
 *   text keys and SQLite's own rowids of such tables may change on VACUUM.
 * - PostgreSQL: a table `search_documents` with a tsvector (the `simple` configuration over
 *   `search_unaccent`, an IMMUTABLE wrapper of unaccent, so it can be stored and indexed; title
 *   weighted A, items and tags B, content C) under a GIN index; a row goes with its note (cascade).
 *   The row keeps the items' and tags' names (for snippets) but not the note's title and content:
 *   a short prefix reads most of the table, and half its width was those copies.
 *
 * Both `search_rows` and `search_documents` carry a copy of the note's user_id, category and
 * is_deleted (the triggers keep it), so a search picks the visible matches and the best of each kind
 * from the search table alone: joining every match to `notes` first was most of a search's time when
 * a word or a short prefix matched thousands of notes (bench/search.ts).
 *
 * Every trigger "refreshes" a note: its document is written again from the note's current rows (items
 * without deleted_at, tags by link). Dropping a table drops its triggers: a later migration that
 * rebuilds notes, shopping_items, tags or note_tags on SQLite must run `sqliteSearchTriggers` again
 * (with `tables` naming it). Migration 0014 runs this file as it is: a change belongs in a new migration.
 */

/** ASCII punctuation, read as spaces before PostgreSQL's parser sees it: "e-mail" is "e mail" as in FTS5. */
const PUNCTUATION = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

const SQLITE_ITEMS = (noteId: string) =>
  `coalesce((select group_concat(name, char(10)) from (select name from shopping_items
     where note_id = ${noteId} and deleted_at is null order by created_at, id)), '')`;
const SQLITE_TAGS = (noteId: string) =>
  `coalesce((select group_concat(t.name, char(10)) from note_tags nt join tags t on t.id = nt.tag_id
     where nt.note_id = ${noteId}), '')`;

/** SQLite: writes the documents of the notes `where` picks (on `n`, joined to their rowids `r`). */
const sqliteRefresh = (where: string) => `
  delete from search_index where rowid in (select r.fts_rowid from search_rows r join notes n on n.id = r.note_id where ${where});
  insert into search_index (rowid, note_id, title, content, items, tags)
    select r.fts_rowid, n.id, n.title, n.content, ${SQLITE_ITEMS("n.id")}, ${SQLITE_TAGS("n.id")}
    from notes n join search_rows r on r.note_id = n.id where ${where};`;

export const SQLITE_SEARCH_TABLES = [
  `create table search_rows (fts_rowid integer primary key, note_id text not null unique,
     user_id text not null, category text not null, is_deleted integer not null)`,
  `create virtual table search_index using fts5(title, content, items, tags, note_id unindexed,
     tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`,
];

/** Fills the index from the notes already there (the migration's backfill). */
export const SQLITE_SEARCH_BACKFILL = [
  `insert into search_rows (note_id, user_id, category, is_deleted)
     select id, user_id, category, is_deleted from notes order by id`,
  `insert into search_index (rowid, note_id, title, content, items, tags)
     select r.fts_rowid, n.id, n.title, n.content, ${SQLITE_ITEMS("n.id")}, ${SQLITE_TAGS("n.id")}
     from notes n join search_rows r on r.note_id = n.id`,
];

type SqliteTrigger = { table: string; name: string; event: string; body: string };

const SQLITE_TRIGGERS: SqliteTrigger[] = [
  {
    table: "notes",
    name: "search_notes_insert",
    event: "after insert on notes",
    body: `insert or ignore into search_rows (note_id, user_id, category, is_deleted)
      values (new.id, new.user_id, new.category, new.is_deleted); ${sqliteRefresh("n.id = new.id")}`,
  },
  {
    table: "notes",
    name: "search_notes_scope",
    event: "after update of user_id, category, is_deleted on notes",
    body: `update search_rows set user_id = new.user_id, category = new.category, is_deleted = new.is_deleted
      where note_id = new.id;`,
  },
  {
    table: "notes",
    name: "search_notes_update",
    event: "after update of title, content on notes",
    body: sqliteRefresh("n.id = new.id"),
  },
  {
    table: "notes",
    name: "search_notes_delete",
    event: "after delete on notes",
    body: `delete from search_index where rowid = (select fts_rowid from search_rows where note_id = old.id);
      delete from search_rows where note_id = old.id;`,
  },
  {
    table: "shopping_items",
    name: "search_items_insert",
    event: "after insert on shopping_items",
    body: sqliteRefresh("n.id = new.note_id"),
  },
  {
    table: "shopping_items",
    name: "search_items_update",
    event: "after update of name, deleted_at, note_id on shopping_items",
    body: sqliteRefresh("n.id in (new.note_id, old.note_id)"),
  },
  {
    table: "shopping_items",
    name: "search_items_delete",
    event: "after delete on shopping_items",
    body: sqliteRefresh("n.id = old.note_id"),
  },
  {
    table: "note_tags",
    name: "search_note_tags_insert",
    event: "after insert on note_tags",
    body: sqliteRefresh("n.id = new.note_id"),
  },
  {
    table: "note_tags",
    name: "search_note_tags_delete",
    event: "after delete on note_tags",
    body: sqliteRefresh("n.id = old.note_id"),
  },
  {
    table: "tags",
    name: "search_tags_rename",
    event: "after update of name on tags",
    body: sqliteRefresh("n.id in (select note_id from note_tags where tag_id = new.id)"),
  },
];

/** SQLite: the index's triggers (with `tables`, only those on these tables, e.g. after a rebuild). */
export function sqliteSearchTriggers(tables?: readonly string[]): string[] {
  return SQLITE_TRIGGERS.filter((trigger) => !tables || tables.includes(trigger.table)).map(
    (trigger) => `create trigger ${trigger.name} ${trigger.event} begin ${trigger.body} end`,
  );
}

export const SQLITE_SEARCH_DROP = [
  ...SQLITE_TRIGGERS.map((trigger) => `drop trigger if exists ${trigger.name}`),
  "drop table if exists search_index",
  "drop table if exists search_rows",
];

/**
 * PostgreSQL: unaccent (a trusted extension since PostgreSQL 13) and an IMMUTABLE wrapper, so a
 * query's folded terms are a constant of its plan (unaccent itself is only STABLE: its dictionary
 * could change). The extension's schema is written into the wrapper, so a search_path without it
 * changes nothing.
 */
export function postgresSearchSetup(unaccentSchema: string): string[] {
  const schema = `"${unaccentSchema.replaceAll('"', '""')}"`;
  const spaces = " ".repeat(PUNCTUATION.length);
  return [
    `create function search_unaccent(text) returns text language sql immutable parallel safe strict
       as $$ select ${schema}.unaccent('${schema}.unaccent'::regdictionary, $1) $$`,
    `create function search_vector(text) returns tsvector language sql immutable parallel safe strict
       as $$ select to_tsvector('simple'::regconfig, search_unaccent(translate($1, ${sqlText(PUNCTUATION)}, '${spaces}'))) $$`,
    `create table search_documents (
       note_id text primary key references notes(id) on delete cascade,
       user_id text not null, category text not null, is_deleted boolean not null,
       items text not null, tags text not null, document tsvector not null)`,
    "create index search_documents_document on search_documents using gin (document)",
    `create function search_refresh_note(p_note_id text) returns void language plpgsql as $$
       begin
         insert into search_documents (note_id, user_id, category, is_deleted, items, tags, document)
         select d.id, d.user_id, d.category, d.is_deleted, d.items, d.tags,
           setweight(search_vector(d.title), 'A') || setweight(search_vector(d.items), 'B')
           || setweight(search_vector(d.tags), 'B') || setweight(search_vector(d.content), 'C')
         from (select n.id, n.user_id, n.category, n.is_deleted, n.title, n.content,
             coalesce((select string_agg(i.name, E'\\n' order by i.created_at, i.id) from shopping_items i
               where i.note_id = n.id and i.deleted_at is null), '') as items,
             coalesce((select string_agg(t.name, E'\\n' order by t.name) from note_tags nt
               join tags t on t.id = nt.tag_id where nt.note_id = n.id), '') as tags
           from notes n where n.id = p_note_id) d
         on conflict (note_id) do update set user_id = excluded.user_id, category = excluded.category,
           is_deleted = excluded.is_deleted, items = excluded.items, tags = excluded.tags,
           document = excluded.document;
       end $$`,
    // One trigger function per table: which notes a changed row touches.
    `create function search_notes_changed() returns trigger language plpgsql as $$
       begin perform search_refresh_note(new.id); return null; end $$`,
    `create trigger search_notes_changed after insert or update of title, content on notes
       for each row execute function search_notes_changed()`,
    // Trash, restore (and a change of kind or owner) only touch the copied columns, not the document.
    `create function search_notes_scope_changed() returns trigger language plpgsql as $$
       begin
         update search_documents set user_id = new.user_id, category = new.category, is_deleted = new.is_deleted
         where note_id = new.id;
         return null;
       end $$`,
    `create trigger search_notes_scope_changed after update of user_id, category, is_deleted on notes
       for each row execute function search_notes_scope_changed()`,
    `create function search_items_changed() returns trigger language plpgsql as $$
       begin
         if tg_op <> 'INSERT' then perform search_refresh_note(old.note_id); end if;
         if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.note_id <> old.note_id) then
           perform search_refresh_note(new.note_id);
         end if;
         return null;
       end $$`,
    `create trigger search_items_changed after insert or delete or update of name, deleted_at, note_id
       on shopping_items for each row execute function search_items_changed()`,
    `create function search_note_tags_changed() returns trigger language plpgsql as $$
       begin
         if tg_op = 'DELETE' then perform search_refresh_note(old.note_id);
         else perform search_refresh_note(new.note_id); end if;
         return null;
       end $$`,
    `create trigger search_note_tags_changed after insert or delete on note_tags
       for each row execute function search_note_tags_changed()`,
    `create function search_tags_renamed() returns trigger language plpgsql as $$
       begin
         perform search_refresh_note(note_id) from note_tags where tag_id = new.id;
         return null;
       end $$`,
    `create trigger search_tags_renamed after update of name on tags
       for each row when (new.name is distinct from old.name) execute function search_tags_renamed()`,
  ];
}

/** Fills the index from the notes already there (the migration's backfill). */
export const POSTGRES_SEARCH_BACKFILL = "select search_refresh_note(id) from notes";

export const POSTGRES_SEARCH_DROP = [
  "drop trigger if exists search_notes_changed on notes",
  "drop trigger if exists search_notes_scope_changed on notes",
  "drop trigger if exists search_items_changed on shopping_items",
  "drop trigger if exists search_note_tags_changed on note_tags",
  "drop trigger if exists search_tags_renamed on tags",
  "drop function if exists search_notes_changed()",
  "drop function if exists search_notes_scope_changed()",
  "drop function if exists search_items_changed()",
  "drop function if exists search_note_tags_changed()",
  "drop function if exists search_tags_renamed()",
  "drop function if exists search_refresh_note(text)",
  "drop table if exists search_documents",
  "drop function if exists search_vector(text)",
  "drop function if exists search_unaccent(text)",
];
