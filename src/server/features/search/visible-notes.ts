import { type RawBuilder, type SqlBool, sql } from "kysely";

/**
 * Which notes a user may find: the one place search says it, as a condition on the notes row `n` of
 * its queries (search-matches.ts), so both engines' searches follow any change here. A user finds
 * their own notes, and the shopping lists shared with them (list_members, migration 0017) while those
 * are not in the owner's trash — exactly what a member's list pages show; nothing else of the owner's.
 */
export function visibleNotes(userId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(n.user_id = ${userId} or (n.category = 'shopping' and not n.is_deleted
    and exists (select 1 from list_members lm where lm.note_id = n.id and lm.user_id = ${userId})))`;
}
