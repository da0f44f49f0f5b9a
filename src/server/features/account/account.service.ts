import type { Kysely } from "kysely";
import { clearChangeLog } from "../../core/changes/change-log-pruning.ts";
import type { Scope } from "../../core/scope.ts";
import type { WriteContext } from "../../core/write/write-context.ts";
import { writeUserData } from "../../core/write/write-user-data.ts";
import type { Database } from "../../db/types.ts";

export type DeletedCounts = { notes: number; tags: number; plannerDays: number };

/**
 * Deletes every note (with its shopping items and tag links), tag and planner row of one user, in
 * one transaction: all of it or nothing. The account itself stays. The user's remembered
 * idempotency keys and shopping category order go too: a retried create must not replay a note that
 * no longer exists, and "all data" includes the order the user gave their categories. The change
 * log is cleared too, its pruned cursor moved to this write (core/changes/change-log-pruning.ts).
 */
export async function deleteUserData(db: Kysely<Database>, context: WriteContext): Promise<DeletedCounts> {
  const userId = context.ownerId;
  return writeUserData(db, context, async (trx) => {
    const notes = await trx.deleteFrom("notes").where("user_id", "=", userId).executeTakeFirst();
    const tags = await trx.deleteFrom("tags").where("user_id", "=", userId).executeTakeFirst();
    const planner = await trx.deleteFrom("hours_planner").where("user_id", "=", userId).executeTakeFirst();
    await trx.deleteFrom("idempotency_keys").where("user_id", "=", userId).execute();
    await trx.deleteFrom("shopping_category_order").where("user_id", "=", userId).execute();
    await trx.deleteFrom("shopping_item_memory").where("user_id", "=", userId).execute();
    // A calendar subscribed to the data goes with it: a URL left serving "nothing" would still be live.
    await trx.deleteFrom("calendar_feeds").where("user_id", "=", userId).execute();
    await trx.deleteFrom("task_series").where("user_id", "=", userId).execute();
    // Not tens of thousands of tombstones: every device's next pull starts over instead.
    await clearChangeLog(trx, userId);
    return {
      notes: Number(notes.numDeletedRows),
      tags: Number(tags.numDeletedRows),
      plannerDays: Number(planner.numDeletedRows),
    };
  });
}

/** The URL the user's `image` field points at; the version defeats caches after a new upload. */
export function avatarUrl(updatedAt: string): string {
  return `/api/account/avatar?v=${Date.parse(updatedAt)}`;
}

export async function saveAvatar(
  db: Kysely<Database>,
  context: WriteContext,
  avatar: { data: Uint8Array; contentType: string },
): Promise<{ image: string }> {
  const userId = context.ownerId;
  const updatedAt = new Date().toISOString();
  const image = avatarUrl(updatedAt);
  await writeUserData(db, context, async (trx) => {
    await trx
      .insertInto("avatars")
      .values({ user_id: userId, content_type: avatar.contentType, data: avatar.data, updated_at: updatedAt })
      .onConflict((conflict) =>
        conflict
          .column("user_id")
          .doUpdateSet({ content_type: avatar.contentType, data: avatar.data, updated_at: updatedAt }),
      )
      .execute();
    await trx.updateTable("user").set({ image, updatedAt }).where("id", "=", userId).execute();
  });
  return { image };
}

export async function findAvatar({ db, userId }: Scope) {
  return db
    .selectFrom("avatars")
    .select(["content_type", "data", "updated_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export async function removeAvatar(db: Kysely<Database>, context: WriteContext): Promise<void> {
  const userId = context.ownerId;
  await writeUserData(db, context, async (trx) => {
    await trx.deleteFrom("avatars").where("user_id", "=", userId).execute();
    await trx
      .updateTable("user")
      .set({ image: null, updatedAt: new Date().toISOString() })
      .where("id", "=", userId)
      .execute();
  });
}
