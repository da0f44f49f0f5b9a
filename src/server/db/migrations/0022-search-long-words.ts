import { type Kysely, SqliteAdapter, sql } from "kysely";

/** ASCII punctuation read as spaces, as search_vector did since migration 0014 (search-index-sql.ts). */
const PUNCTUATION = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * A word's first 255 letters and digits: more than the longest query (200 characters), and within
 * PostgreSQL's limit of 2,047 bytes per word at four bytes a character (PostgreSQL's regular
 * expressions count at most 255).
 */
const LONG_WORD = "([[:alnum:]]{255})[[:alnum:]]+";

/**
 * Long words are found on PostgreSQL as on SQLite (issue 24). PostgreSQL's parser drops a word of more
 * than 2,047 bytes from the document without a word (a NOTICE), where SQLite's FTS5 and the web's
 * offline search keep it whole: a note of 20,000 characters without a space was found by `ab` on
 * SQLite and not on PostgreSQL. search_vector now cuts such a word to its first 255 letters and
 * digits before the parser sees it, which answers every query alike: a query's word is at most 200
 * characters, so it starts a cut word exactly when it starts the whole one, and equals neither. The
 * documents holding such a word are written again. SQLite needs nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  const spaces = " ".repeat(PUNCTUATION.length);
  await sql
    .raw(
      `create or replace function search_vector(text) returns tsvector language sql immutable parallel safe strict
       as $$ select to_tsvector('simple'::regconfig, regexp_replace(
         search_unaccent(translate($1, ${sqlText(PUNCTUATION)}, '${spaces}')), '${LONG_WORD}', '\\1', 'g')) $$`,
    )
    .execute(db);
  // More than 255 letters and digits in a row (a bound of 256 is past what the regular expressions take).
  const long = `'[[:alnum:]]{255}[[:alnum:]]'`;
  await sql
    .raw(
      `select search_refresh_note(n.id) from notes n join search_documents s on s.note_id = n.id
       where n.title ~ ${long} or n.content ~ ${long} or s.items ~ ${long} or s.tags ~ ${long}`,
    )
    .execute(db);
}

/** The function as migration 0014 made it (the documents keep their cut words until written again). */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  const spaces = " ".repeat(PUNCTUATION.length);
  await sql
    .raw(
      `create or replace function search_vector(text) returns tsvector language sql immutable parallel safe strict
       as $$ select to_tsvector('simple'::regconfig, search_unaccent(translate($1, ${sqlText(PUNCTUATION)}, '${spaces}'))) $$`,
    )
    .execute(db);
}
