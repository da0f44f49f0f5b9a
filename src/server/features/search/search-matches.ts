import { type Kysely, type RawBuilder, type SqlBool, SqliteAdapter, sql } from "kysely";
import { NOTE_CATEGORIES, type NoteCategory } from "../../../shared/constants.ts";
import type { SearchTerms } from "../../../shared/search-text.ts";
import type { Database } from "../../db/types.ts";
import { visibleNotes } from "./visible-notes.ts";

/** One matching note with the text its snippet is made from (items and tags one per line). */
export type MatchRow = {
  id: string;
  category: NoteCategory;
  title: string;
  content: string;
  items: string;
  tags: string;
  completed: boolean | number;
  is_deleted: boolean | number;
  archived_at: string | Date | null;
};

export type MatchQuery = {
  userId: string;
  terms: SearchTerms;
  includeTrash: boolean;
  perKind: number;
  /**
   * SQLite only: a condition evaluated on every row the index gives, given that row's rowid (the search
   * worker's budget function, which throws once the time is up, so a query that walks hundreds of
   * thousands of matches is abandoned midway; SQLite here is built without a progress handler).
   */
  rowCheck?: ((rowid: RawBuilder<unknown>) => RawBuilder<SqlBool>) | undefined;
};

/**
 * The best `perKind` matches of each category, best first: every visible match is ranked — SQLite's
 * FTS5 by bm25 (title weighs most, then items and tags, then content), PostgreSQL's tsvector by
 * ts_rank (weights A/B/C the same way), ties newest first — and the best of each category are kept
 * (bestPerCategory), open ones before done ones; a second query reads the texts of the few kept. Which matches are
 * visible is decided on the search table's own copy of the note's owner, kind and trash flag
 * (visible-notes.ts), not on `notes`: joining thousands of matches to it was most of the time. The
 * terms are runs of letters and digits (search-text.ts), so quoting them is all the escaping either
 * query language needs.
 */
export async function findMatches(db: Kysely<Database>, query: MatchQuery): Promise<MatchRow[]> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const visible = query.includeTrash
    ? visibleNotes(query.userId)
    : sql<SqlBool>`${visibleNotes(query.userId)} and not s.is_deleted`;
  const scores = isSqlite
    ? sqliteScores(query.terms, visible, query.rowCheck?.(sql`search_index.rowid`) ?? sql<SqlBool>`1`)
    : postgresScores(query.terms, visible);
  const ranked = await bestPerCategory(scores, query.perKind).execute(db);
  if (ranked.rows.length === 0) return [];
  // A second query for the texts of the few kept: in one, PostgreSQL's planner expected thousands of
  // rows from the ranking and joined the texts by scanning whole tables.
  const ids = ranked.rows.map((row) => row.note_id);
  const texts = isSqlite
    ? sql`join search_rows sr on sr.note_id = n.id join search_index s on s.rowid = sr.fts_rowid`
    : sql`join search_documents s on s.note_id = n.id`;
  const found = await sql<MatchRow>`
    select n.id, n.category, n.title, n.content, s.items, s.tags, n.completed, n.is_deleted, n.archived_at
    from notes n ${texts} where n.id in (${sql.join(ids)})`.execute(db);
  const byId = new Map(found.rows.map((row) => [row.id, row]));
  const isDone = (id: string) => Number(Boolean(byId.get(id)?.completed));
  // Best first within each category, as each part of the union picked them (the union keeps no order);
  // open before done (issue 25: a repeating task's open occurrence above the ticked one of the same words).
  return ranked.rows
    .sort(
      (a, b) =>
        a.category.localeCompare(b.category) ||
        isDone(a.note_id) - isDone(b.note_id) ||
        Number(b.score) - Number(a.score) ||
        (a.note_id < b.note_id ? 1 : a.note_id > b.note_id ? -1 : 0),
    )
    .flatMap((row) => byId.get(row.note_id) ?? []);
}

/**
 * One or two letters alone (someone still typing) match thousands of notes, and ranking each means
 * reading its whole document (PostgreSQL's "pr" at 10,000 notes: p95 31 → 24–28 ms): on both engines
 * those are ranked by recency instead (score 0, ties newest first), the same answer from either.
 */
const isBroadPrefix = (terms: SearchTerms) => terms.words.length === 0 && terms.last.length <= 2;

/**
 * FTS5: `"word" "word" "last"*` — every word (AND), the last as a prefix. bm25 is lower for better.
 * The note id comes from search_rows by rowid: reading it from the FTS table's own row (its last
 * column, behind the texts) for every match took twice as long for a prefix that matches thousands.
 */
function sqliteScores(
  terms: SearchTerms,
  visible: RawBuilder<SqlBool>,
  rowCheck: RawBuilder<SqlBool>,
): RawBuilder<unknown> {
  const match = [...terms.words.map((word) => `"${word}"`), `"${terms.last}"*`].join(" ");
  const score = isBroadPrefix(terms) ? sql`0` : sql`-bm25(search_index, 10.0, 1.0, 4.0, 4.0)`;
  // The check before `visible`: other people's matches cost the walk too.
  return sql`select s.note_id, s.category, ${score} as score
    from search_index join search_rows s on s.fts_rowid = search_index.rowid
    where search_index match ${match} and ${rowCheck} and ${visible}`;
}

/** tsquery: `'word' & 'last':*`, folded by the same unaccent as the documents. */
function postgresScores(terms: SearchTerms, visible: RawBuilder<SqlBool>): RawBuilder<unknown> {
  const query = [...terms.words.map((word) => `'${word}'`), `'${terms.last}':*`].join(" & ");
  const score = isBroadPrefix(terms) ? sql`0` : sql`ts_rank(s.document, q.query)`;
  return sql`select s.note_id, s.category, ${score} as score
    from search_documents s, (select to_tsquery('simple', search_unaccent(${query})) as query) q
    where s.document @@ q.query and ${visible}`;
}

/**
 * The best `perKind` of each category among `scores` (note_id, category, score): the matches are read
 * once into a table and each category's best picked by a top-N sort, where numbering them by a window
 * sorted all of a short prefix's thousands (twice the time of "pr" on either engine).
 */
function bestPerCategory(
  scores: RawBuilder<unknown>,
  perKind: number,
): RawBuilder<{ note_id: string; category: NoteCategory; score: number }> {
  const bestOf = (category: NoteCategory, alias: string) =>
    sql`select * from (select note_id, category, score from m where category = ${category}
      order by score desc, note_id desc limit ${perKind}) ${sql.raw(alias)}`;
  return sql<{ note_id: string; category: NoteCategory; score: number }>`with m as materialized (${scores})
    ${sql.join(
      NOTE_CATEGORIES.map((category, index) => bestOf(category, `best${index}`)),
      sql` union all `,
    )}`;
}
