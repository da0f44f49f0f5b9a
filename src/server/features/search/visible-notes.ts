import { type RawBuilder, type SqlBool, sql } from "kysely";

/**
 * Which notes a user may find: the one place search says it, as a condition on the search row `s` of
 * its queries (search-matches.ts) — `search_rows` on SQLite, `search_documents` on PostgreSQL, both
 * carrying the note's note_id, user_id, category and is_deleted (kept by the index's triggers,
 * db/migrations/search-index-sql.ts) — so both engines' searches follow any change here. A user finds
 * their own notes, and the shopping lists shared with them (list_members, migration 0017) while those
 * are not in the owner's trash — exactly what a member's list pages show; nothing else of the owner's.
 */
export function visibleNotes(userId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(s.user_id = ${userId} or (s.category = 'shopping' and not s.is_deleted
    and exists (select 1 from list_members lm where lm.note_id = s.note_id and lm.user_id = ${userId})))`;
}
