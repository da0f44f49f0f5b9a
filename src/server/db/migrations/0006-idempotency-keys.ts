import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Idempotent creation: a client sends an `Idempotency-Key` with POST /api/notes, /items or /tags,
 * and a repeated request with the same key answers with the first one's result instead of creating
 * a second row. The key row is written in the same transaction as what it created, so the two
 * commit together; the primary key (user_id, key) makes a concurrent duplicate fail and replay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("idempotency_keys")
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("key", "text", (col) => col.notNull())
    // Which request the key was used for (method, path, validated body), so reusing it for another is refused.
    .addColumn("fingerprint", "text", (col) => col.notNull())
    .addColumn("status", "integer", (col) => col.notNull())
    .addColumn("response", "text", (col) => col.notNull())
    .addColumn("created_at", t.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint("idempotency_keys_pk", ["user_id", "key"])
    .execute();
  // Keys older than a day are pruned per user (idempotent-create.ts).
  await db.schema
    .createIndex("idempotency_keys_user_created")
    .on("idempotency_keys")
    .columns(["user_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("idempotency_keys").ifExists().execute();
}
