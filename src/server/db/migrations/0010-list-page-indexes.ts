import type { Kysely } from "kysely";

/**
 * Indexes for the paged lists (docs/decisions/007): each matches one segment's filter and ORDER BY
 * column for column, so a page is an index range read from the cursor on, never a sort of the whole
 * list. One tab (a category) newest first; the tasks view's open tasks by their written date (dated:
 * ascending; undated: the same index read backwards by created_at); completed tasks by last change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("notes_user_category_created")
    .on("notes")
    .columns(["user_id", "is_deleted", "category", "created_at desc", "id desc"])
    .execute();
  await db.schema
    .createIndex("notes_user_task_schedule")
    .on("notes")
    .columns(["user_id", "is_deleted", "category", "completed", "date", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("notes_user_category_done_updated")
    .on("notes")
    .columns(["user_id", "is_deleted", "category", "completed", "updated_at desc", "id desc"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("notes_user_category_created").execute();
  await db.schema.dropIndex("notes_user_task_schedule").execute();
  await db.schema.dropIndex("notes_user_category_done_updated").execute();
}
