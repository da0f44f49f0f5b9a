import type { Kysely, Transaction } from "kysely";
import { MAX_TAGS_PER_USER } from "../../../shared/constants.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";

type Db = Kysely<Database> | Transaction<Database>;

export function tagNameTaken(): AppError {
  return new AppError("tag_name_taken", 409, "A tag with this name already exists.");
}

/** 409 when another of the user's tags has the same name ignoring case (tagNameKey). */
export async function assertTagNameFree(db: Db, userId: string, nameKey: string, exceptId?: string): Promise<void> {
  const clash = await db
    .selectFrom("tags")
    .select("id")
    .where("user_id", "=", userId)
    .where("name_key", "=", nameKey)
    .$if(exceptId !== undefined, (query) => query.where("id", "!=", exceptId as string))
    .executeTakeFirst();
  if (clash) throw tagNameTaken();
}

/** The per-user soft quota of tags. */
export async function assertTagQuota(db: Db, userId: string): Promise<void> {
  const { count } = await db
    .selectFrom("tags")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_TAGS_PER_USER) {
    throw new AppError("tag_limit_reached", 409, `You have reached the limit of ${MAX_TAGS_PER_USER} tags.`);
  }
}
