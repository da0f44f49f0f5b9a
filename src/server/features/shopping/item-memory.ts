import type { Kysely, Transaction } from "kysely";
import { itemNameKey, type RememberedItem } from "../../../shared/shopping-memory.ts";
import type { Scope } from "../../core/scope.ts";
import type { Database } from "../../db/types.ts";

/** How many remembered names the add field gets for its suggestions (newest first). */
export const REMEMBERED_ITEMS_LIMIT = 500;

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Remembers, for the person who wrote it (`userId`: the actor, also on someone else's shared list),
 * the category an item of this name now has. Keyed by the folded name (shopping-memory.ts), so
 * "mlieko" finds what "Mlieko" was given; the name keeps its last spelling for the suggestions.
 */
export async function rememberItem(
  db: Db,
  userId: string,
  item: { name: string; category: string | null },
): Promise<void> {
  const key = itemNameKey(item.name);
  if (key === "") return;
  const usedAt = new Date().toISOString();
  await db
    .insertInto("shopping_item_memory")
    .values({ user_id: userId, name_key: key, name: item.name, category: item.category, used_at: usedAt })
    .onConflict((conflict) =>
      conflict
        .columns(["user_id", "name_key"])
        .doUpdateSet({ name: item.name, category: item.category, used_at: usedAt }),
    )
    .execute();
}

/** The category the person last gave an item of this name, or null ("Other") when none. */
export async function rememberedCategory(db: Db, userId: string, name: string): Promise<string | null> {
  const row = await db
    .selectFrom("shopping_item_memory")
    .select("category")
    .where("user_id", "=", userId)
    .where("name_key", "=", itemNameKey(name))
    .executeTakeFirst();
  return row?.category ?? null;
}

/** The person's remembered items, newest first: what the add field suggests as they type. */
export async function listRememberedItems({ db, userId }: Scope): Promise<RememberedItem[]> {
  const rows = await db
    .selectFrom("shopping_item_memory")
    .select(["name", "category"])
    .where("user_id", "=", userId)
    .orderBy("used_at", "desc")
    .orderBy("name_key")
    .limit(REMEMBERED_ITEMS_LIMIT)
    .execute();
  return rows;
}
