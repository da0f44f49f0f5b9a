import type { Transaction } from "kysely";
import { PHOTO_STORAGE_MAX_BYTES, PHOTOS_MAX_PER_NOTE } from "../../../shared/constants.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../errors.ts";

/**
 * The photo quotas (shared/constants.ts): at most PHOTOS_MAX_PER_NOTE on one note, and the stored
 * bytes of all of a person's photos and thumbnails — notes in the trash included, until it is
 * emptied — within PHOTO_STORAGE_MAX_BYTES once `addedBytes` more are stored. Read in the write's
 * transaction after the note's row lock (PostgreSQL), so two uploads to one note cannot both pass
 * its limit; across notes it is soft at the very edge, as the note quota is.
 */
export async function assertPhotoQuota(
  trx: Transaction<Database>,
  { userId, noteId, addedBytes }: { userId: string; noteId: string; addedBytes: number },
): Promise<void> {
  const onNote = await trx
    .selectFrom("note_photos")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("note_id", "=", noteId)
    .executeTakeFirstOrThrow();
  if (Number(onNote.count) >= PHOTOS_MAX_PER_NOTE) {
    throw new AppError("photo_limit_reached", 409, `A note holds at most ${PHOTOS_MAX_PER_NOTE} photos.`);
  }
  if ((await storedPhotoBytes(trx, userId)) + addedBytes > PHOTO_STORAGE_MAX_BYTES) {
    throw new AppError(
      "photo_storage_full",
      409,
      `Your photos would take more than ${PHOTO_STORAGE_MAX_BYTES / 1024 / 1024} MB. Delete some and empty the trash.`,
    );
  }
}

/** The bytes a person's photos take as stored (images and thumbnails), trash included. */
export async function storedPhotoBytes(trx: Transaction<Database>, userId: string): Promise<number> {
  const { bytes } = await trx
    .selectFrom("note_photos")
    .innerJoin("notes", "notes.id", "note_photos.note_id")
    .select((eb) =>
      eb.fn
        .coalesce(eb.fn.sum<number | string>(eb("byte_size", "+", eb.ref("thumb_byte_size"))), eb.lit(0))
        .as("bytes"),
    )
    .where("notes.user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(bytes);
}
