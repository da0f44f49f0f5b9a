import { type RawBuilder, type SqlBool, sql } from "kysely";

/**
 * Which notes a user may find: the one place search says it, as a condition on the notes row `n` of
 * its queries (search-matches.ts). Today a user sees exactly their own notes. When lists can be shared
 * (issue 13, shared shopping lists), a member also sees the lists shared with them: add that here, e.g.
 * `n.user_id = ${userId} or exists (select 1 from <members> m where m.note_id = n.id and m.user_id = ${userId})`,
 * and both engines' searches follow.
 */
export function visibleNotes(userId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`n.user_id = ${userId}`;
}
