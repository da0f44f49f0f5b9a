import type { Kysely, Transaction } from "kysely";
import { notFound } from "../../core/not-found.ts";
import type { Database } from "../../db/types.ts";

/** Throws 404 unless every id names one of the user's own tags (a foreign id smuggled in a body too). */
export async function assertOwnTags(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  tagIds: readonly string[],
): Promise<void> {
  const unique = [...new Set(tagIds)];
  if (unique.length === 0) return;
  const owned = await db
    .selectFrom("tags")
    .select("id")
    .where("user_id", "=", userId)
    .where("id", "in", unique)
    .execute();
  if (owned.length !== unique.length) throw notFound();
}
