import { type Kysely, type RawBuilder, SqliteAdapter, sql } from "kysely";
import type { NoteCategory } from "../../../shared/constants.ts";
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
};

export type MatchQuery = { userId: string; terms: SearchTerms; includeTrash: boolean; perKind: number };

/**
 * The best `perKind` matches of each category, best first: every match is ranked — SQLite's FTS5 by
 * bm25 (title weighs most, then items and tags, then content), PostgreSQL's tsvector by ts_rank
 * (weights A/B/C the same way), ties newest first — and numbered per category by a window function
 * carrying only ids; a second query reads the texts of the few kept. The terms are runs of letters
 * and digits (search-text.ts), so quoting them is all the escaping either query language needs.
 */
export async function findMatches(db: Kysely<Database>, query: MatchQuery): Promise<MatchRow[]> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const trash = query.includeTrash ? sql`` : sql`and not n.is_deleted`;
  const ranked = await sql<{ id: string; category: string; position: number }>`
    select id, category, position from (
      select n.id, n.category, row_number() over (partition by n.category order by m.score desc, n.id desc) as position
      from (${isSqlite ? sqliteScores(query.terms) : postgresScores(query.terms)}) m join notes n on n.id = m.note_id
      where ${visibleNotes(query.userId)} ${trash}
    ) ranked
    where position <= ${query.perKind}`.execute(db);
  if (ranked.rows.length === 0) return [];
  // A second query for the texts of the few kept: in one, PostgreSQL's planner expected thousands of
  // rows from the window and joined the texts by scanning whole tables.
  const ids = ranked.rows.map((row) => row.id);
  const texts = isSqlite
    ? sql`join search_rows sr on sr.note_id = n.id join search_index s on s.rowid = sr.fts_rowid`
    : sql`join search_documents s on s.note_id = n.id`;
  const found = await sql<MatchRow>`
    select n.id, n.category, n.title, n.content, s.items, s.tags, n.completed, n.is_deleted
    from notes n ${texts} where n.id in (${sql.join(ids)})`.execute(db);
  const byId = new Map(found.rows.map((row) => [row.id, row]));
  return ranked.rows
    .sort((a, b) => a.category.localeCompare(b.category) || Number(a.position) - Number(b.position))
    .flatMap((row) => byId.get(row.id) ?? []);
}

/**
 * FTS5: `"word" "word" "last"*` — every word (AND), the last as a prefix. bm25 is lower for better.
 * The note id comes from search_rows by rowid: reading it from the FTS table's own row (its last
 * column, behind the texts) for every match took twice as long for a prefix that matches thousands.
 */
function sqliteScores(terms: SearchTerms): RawBuilder<unknown> {
  const match = [...terms.words.map((word) => `"${word}"`), `"${terms.last}"*`].join(" ");
  return sql`select r.note_id, -bm25(search_index, 10.0, 1.0, 4.0, 4.0) as score
    from search_index join search_rows r on r.fts_rowid = search_index.rowid where search_index match ${match}`;
}

/** tsquery: `'word' & 'last':*`, folded by the same unaccent as the documents. */
function postgresScores(terms: SearchTerms): RawBuilder<unknown> {
  const query = [...terms.words.map((word) => `'${word}'`), `'${terms.last}':*`].join(" & ");
  return sql`select d.note_id, ts_rank(d.document, q.query) as score
    from search_documents d, (select to_tsquery('simple', search_unaccent(${query})) as query) q
    where d.document @@ q.query`;
}
