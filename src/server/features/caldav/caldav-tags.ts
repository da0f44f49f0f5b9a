import type { Transaction } from "kysely";
import { uuidv7 } from "uuidv7";
import { DEFAULT_TAG_COLOR } from "../../../shared/constants.ts";
import { NOTE_TAGS_MAX } from "../../../shared/schemas/note.ts";
import { TAG_NAME_MAX } from "../../../shared/schemas/tag.ts";
import { tagNameKey } from "../../../shared/tag-name-key.ts";
import type { Database } from "../../db/types.ts";
import { insertTag } from "../tags/index.ts";

/**
 * A client's CATEGORIES as the user's tags: matched by name as the app matches them (tag-name-key.ts:
 * case and Unicode forms folded), a new name made a new tag in the default colour, as quick add does.
 * A name longer than a tag may be is cut to the limit; past a note's tag limit the rest are left out
 * (they stay in the client's copy only until its next sync).
 */
export async function tagIdsForCategories(
  trx: Transaction<Database>,
  userId: string,
  categories: readonly string[],
): Promise<string[]> {
  const wanted = new Map<string, string>();
  for (const category of categories) {
    const name = [...category.trim()].slice(0, TAG_NAME_MAX).join("");
    if (name !== "" && !wanted.has(tagNameKey(name))) wanted.set(tagNameKey(name), name);
  }
  const keys = [...wanted.keys()].slice(0, NOTE_TAGS_MAX);
  if (keys.length === 0) return [];
  const existing = await trx
    .selectFrom("tags")
    .select(["id", "name_key"])
    .where("user_id", "=", userId)
    .where("name_key", "in", keys)
    .execute();
  const idByKey = new Map(existing.map((tag) => [tag.name_key, tag.id]));
  const ids: string[] = [];
  for (const key of keys) {
    let id = idByKey.get(key);
    if (!id) {
      id = uuidv7();
      await insertTag(trx, userId, id, { name: wanted.get(key) ?? key, color: DEFAULT_TAG_COLOR });
    }
    ids.push(id);
  }
  return ids;
}
