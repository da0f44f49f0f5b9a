import { type Kysely, sql } from "kysely";

/**
 * Personal API tokens get a scope (issue 24): `read` (GET only) or `read_write`; what a token of either
 * scope may reach is http/api-token-policy.ts. Tokens made before this migration could write, so they
 * become `read_write` — the column's default, which fills the existing rows in the same statement on
 * both engines (SQLite and PostgreSQL add a NOT NULL column with a constant default alike). New tokens
 * always name their scope (POST /api/tokens requires it); the check keeps anything else out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("api_tokens")
    .addColumn("scope", "text", (col) =>
      col.notNull().defaultTo("read_write").check(sql`scope in ('read', 'read_write')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("api_tokens").dropColumn("scope").execute();
}
