import type { Kysely, Transaction } from "kysely";
import { readInChunks } from "../../db/read-in-chunks.ts";
import type { Database } from "../../db/types.ts";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A collection's sync token (RFC 6578) and CTag are the user's data version (core/write/data-version.ts),
 * which rises with every write to their data from anywhere (the app, the API, an import, a client),
 * and the change log (migration 0012) says what each write touched — the same log live sync pulls
 * from. A token is a URI, as the RFC asks.
 */
const TOKEN_PREFIX = "urn:poriadok:sync:";
/** Ids per `in (…)` list in the collection's reads (readInChunks). */
export const ID_CHUNK = 500;

export const syncTokenOf = (version: number) => `${TOKEN_PREFIX}${version}`;

/** The version a token names, or null for a token this server never gave. */
export function versionOfToken(token: string): number | null {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const version = Number(token.slice(TOKEN_PREFIX.length));
  return Number.isSafeInteger(version) && version >= 0 ? version : null;
}

export type Versions = { version: number; prunedSeq: number };

export async function readVersions(db: Db, userId: string): Promise<Versions> {
  const row = await db
    .selectFrom("user_data_versions")
    .select(["version", "pruned_seq"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  // PostgreSQL hands bigint back as a string.
  return { version: Number(row?.version ?? 0), prunedSeq: Number(row?.pruned_seq ?? 0) };
}

/**
 * The tasks that may have changed after `since`: every note the log names (a task changed, made, moved
 * to the trash or deleted; its tags relinked), and every task carrying a tag renamed or recoloured since
 * (the log names only the tag). Null when the log no longer reaches back that far (pruned) or the token
 * is ahead of the server (a restored backup): the client must sync from scratch.
 */
export async function taskIdsChangedSince(db: Db, userId: string, since: number, versions: Versions) {
  if (since < versions.prunedSeq || since > versions.version) return null;
  const changes = await db
    .selectFrom("sync_changes")
    .select(["entity", "entity_id"])
    .where("user_id", "=", userId)
    .where("seq", ">", since)
    .where("entity", "in", ["note", "tag"])
    .execute();
  const noteIds = new Set(changes.filter((change) => change.entity === "note").map((change) => change.entity_id));
  const tagIds = changes.filter((change) => change.entity === "tag").map((change) => change.entity_id);
  const tagged = await readInChunks(tagIds, ID_CHUNK, (chunk) =>
    db.selectFrom("note_tags").select("note_id").where("tag_id", "in", chunk).execute(),
  );
  for (const row of tagged) noteIds.add(row.note_id);
  // Notes that are notes or shopping lists (and were never a client's task) are none of the collection's.
  const others = noteIds.size === 0 ? [] : await nonTasks(db, userId, [...noteIds]);
  for (const id of others) noteIds.delete(id);
  return [...noteIds];
}

async function nonTasks(db: Db, userId: string, ids: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom("notes")
    .leftJoin("caldav_objects", (join) =>
      join.onRef("caldav_objects.object_id", "=", "notes.id").on("caldav_objects.user_id", "=", userId),
    )
    .select("notes.id")
    .where("notes.user_id", "=", userId)
    .where("notes.category", "!=", "tasks")
    .where("caldav_objects.object_id", "is", null)
    .where("notes.id", "in", ids)
    .execute();
  return rows.map((row) => row.id);
}
