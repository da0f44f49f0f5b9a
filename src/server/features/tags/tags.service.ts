import type { Kysely, Transaction } from "kysely";
import { uuidv7 } from "uuidv7";
import type { z } from "zod";
import { type CreateTagSchema, type Tag, tagNameKey, type UpdateTagSchema } from "../../../shared/schemas/tag.ts";
import { createOrReplay, type EarlierCreation } from "../../core/commands/client-made-id.ts";
import { notFound } from "../../core/not-found.ts";
import type { Scope } from "../../core/scope.ts";
import type { WriteContext } from "../../core/write/write-context.ts";
import { writeUserData } from "../../core/write/write-user-data.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";
import { assertTagNameFree, assertTagQuota, tagNameTaken } from "./tag-name-rules.ts";

const TAG_COLUMNS = ["id", "name", "color"] as const;

/** The user's tags by name (case-insensitive, so "auto" sits next to "Auto"). */
export async function listTags({ db, userId }: Scope): Promise<Tag[]> {
  const tags = await db.selectFrom("tags").select(TAG_COLUMNS).where("user_id", "=", userId).execute();
  return tags.sort(
    (a, b) =>
      a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/**
 * A new tag within the user's quota, its name not yet taken ignoring case. The unique index on
 * (user_id, name_key) settles two creations of one name at once. The id is the client's when it sent
 * one (a repeated id answers the tag it made, see client-made-id.ts), else a new UUIDv7.
 */
export async function createTag(
  db: Kysely<Database>,
  context: WriteContext,
  input: z.output<typeof CreateTagSchema>,
): Promise<Tag> {
  const userId = context.ownerId;
  const nameKey = tagNameKey(input.name);
  const id = input.id ?? uuidv7();
  return createOrReplay(
    input.id,
    () => earlierTag({ db, userId }, id, input),
    () =>
      refusingDuplicateNames(db, userId, nameKey, () =>
        writeUserData(db, context, (trx) => insertTag(trx, userId, id, input)),
      ),
  );
}

/**
 * A new tag inside a write that is already running (createTag's, or quick add's, which makes a line's
 * new tags and its task in one transaction): within the quota, its name not yet taken ignoring case.
 */
export async function insertTag(
  trx: Transaction<Database>,
  userId: string,
  id: string,
  input: { name: string; color: string },
): Promise<Tag> {
  const nameKey = tagNameKey(input.name);
  await assertTagQuota(trx, userId);
  await assertTagNameFree(trx, userId, nameKey);
  return trx
    .insertInto("tags")
    .values({
      id,
      user_id: userId,
      name: input.name,
      name_key: nameKey,
      color: input.color,
      created_at: new Date().toISOString(),
    })
    .returning(TAG_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** A repeat: the user's tag with the same name and colour. */
async function earlierTag(
  { db, userId }: Scope,
  id: string,
  input: z.output<typeof CreateTagSchema>,
): Promise<EarlierCreation<Tag>> {
  const row = await db
    .selectFrom("tags")
    .select(["user_id", ...TAG_COLUMNS])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return { found: "none" };
  const { user_id, ...tag } = row;
  return user_id === userId && tag.name === input.name && tag.color === input.color
    ? { found: "repeat", result: tag }
    : { found: "taken" };
}

/** Rename and/or recolour; a new name must not be another tag's (ignoring case). */
export async function updateTag(
  db: Kysely<Database>,
  context: WriteContext,
  id: string,
  input: z.output<typeof UpdateTagSchema>,
): Promise<Tag> {
  const userId = context.ownerId;
  const nameKey = input.name === undefined ? undefined : tagNameKey(input.name);
  const tag = await refusingDuplicateNames(db, userId, nameKey, async () => {
    return writeUserData(db, context, async (trx) => {
      if (nameKey !== undefined) await assertTagNameFree(trx, userId, nameKey, id);
      const updated = await trx
        .updateTable("tags")
        .set(nameKey === undefined ? input : { ...input, name_key: nameKey })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .returning(TAG_COLUMNS)
        .executeTakeFirst();
      if (!updated) throw notFound();
      return updated;
    });
  });
  if (!tag) throw notFound();
  return tag;
}

/**
 * The check before writing answers the usual case; when two requests race past it, the unique
 * index refuses the second write, and this turns that refusal into the same 409.
 */
async function refusingDuplicateNames<Result>(
  db: Kysely<Database>,
  userId: string,
  nameKey: string | undefined,
  write: () => Promise<Result>,
): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof AppError || nameKey === undefined) throw error;
    const clash = await db
      .selectFrom("tags")
      .select("id")
      .where("user_id", "=", userId)
      .where("name_key", "=", nameKey)
      .executeTakeFirst();
    if (clash) throw tagNameTaken();
    throw error;
  }
}

/** Deletes a tag; its links to notes go with it (the spec deletes links by tag_id first; the foreign key cascades). */
export async function deleteTag(db: Kysely<Database>, context: WriteContext, id: string): Promise<void> {
  const userId = context.ownerId;
  await writeUserData(db, context, async (trx) => {
    const owned = await trx
      .selectFrom("tags")
      .select("id")
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!owned) throw notFound();
    await trx.deleteFrom("note_tags").where("tag_id", "=", id).execute();
    await trx.deleteFrom("tags").where("id", "=", id).execute();
  });
}
