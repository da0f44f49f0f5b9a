import type { z } from "zod";
import type { CreateTagSchema, Tag, UpdateTagSchema } from "../../../shared/schemas/tag.ts";
import { notFound } from "../not-found.ts";
import type { Scope } from "../notes/notes.service.ts";

const TAG_COLUMNS = ["id", "name", "color"] as const;

/** The user's tags by name (case-insensitive, so "auto" sits next to "Auto"). */
export async function listTags({ db, userId }: Scope): Promise<Tag[]> {
  const tags = await db.selectFrom("tags").select(TAG_COLUMNS).where("user_id", "=", userId).execute();
  return tags.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) || a.id - b.id);
}

export async function createTag({ db, userId }: Scope, input: z.output<typeof CreateTagSchema>): Promise<Tag> {
  return db
    .insertInto("tags")
    .values({ user_id: userId, name: input.name, color: input.color, created_at: new Date().toISOString() })
    .returning(TAG_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Rename and/or recolour. */
export async function updateTag(
  { db, userId }: Scope,
  id: number,
  input: z.output<typeof UpdateTagSchema>,
): Promise<Tag> {
  const tag = await db
    .updateTable("tags")
    .set(input)
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returning(TAG_COLUMNS)
    .executeTakeFirst();
  if (!tag) throw notFound();
  return tag;
}

/** Deletes a tag; its links to notes go with it (the spec deletes links by tag_id first; the foreign key cascades). */
export async function deleteTag({ db, userId }: Scope, id: number): Promise<void> {
  const result = await db.transaction().execute(async (trx) => {
    const owned = await trx
      .selectFrom("tags")
      .select("id")
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!owned) return null;
    await trx.deleteFrom("note_tags").where("tag_id", "=", id).execute();
    return trx.deleteFrom("tags").where("id", "=", id).executeTakeFirst();
  });
  if (!result) throw notFound();
}
