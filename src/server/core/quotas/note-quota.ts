import type { Transaction } from "kysely";
import { MAX_NOTES_PER_USER } from "../../../shared/constants.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";

/**
 * The per-user soft quota of notes, active and trashed together (the trash still takes space until
 * it is emptied). Soft: two creations at the same instant may both pass at the very edge.
 */
export async function assertNoteQuota(trx: Transaction<Database>, userId: string): Promise<void> {
  const { count } = await trx
    .selectFrom("notes")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_NOTES_PER_USER) {
    throw new AppError(
      "note_limit_reached",
      409,
      `You have reached the limit of ${MAX_NOTES_PER_USER} notes. Delete some and empty the trash.`,
    );
  }
}
