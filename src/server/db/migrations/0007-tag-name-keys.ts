import { type Kysely, sql } from "kysely";
import { tagNameKey } from "../../../shared/schemas/tag.ts";

type TagRow = { id: number; user_id: string; name: string };

/**
 * Tag names are unique per user ignoring case ("Home" and "home", "Škola" and "ŠKOLA"). SQLite's
 * lower() folds only ASCII, so the folded name is computed in JavaScript (tagNameKey) and stored in
 * `name_key`, with a unique index per user. Duplicates made before this keep a null key (unique
 * indexes allow several nulls on both engines): nothing is renamed behind the user's back, and
 * renaming such a tag gives it a key like any other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("tags").addColumn("name_key", "text").execute();
  const tags = await sql<TagRow>`select id, user_id, name from tags order by id`.execute(db);
  const taken = new Set<string>();
  for (const tag of tags.rows) {
    const key = tagNameKey(tag.name);
    const userKey = `${tag.user_id}\u0000${key}`;
    if (taken.has(userKey)) continue;
    taken.add(userKey);
    await sql`update tags set name_key = ${key} where id = ${tag.id}`.execute(db);
  }
  await db.schema.createIndex("tags_user_name_key").unique().on("tags").columns(["user_id", "name_key"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("tags_user_name_key").execute();
  await db.schema.alterTable("tags").dropColumn("name_key").execute();
}
