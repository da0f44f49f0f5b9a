import type { Kysely, Transaction } from "kysely";
import { uuidv7 } from "uuidv7";
import type { NotePhoto } from "../../../shared/schemas/photo.ts";
import { createOrReplay, type EarlierCreation } from "../../core/commands/client-made-id.ts";
import { notFound } from "../../core/not-found.ts";
import { assertPhotoQuota } from "../../core/quotas/photo-quota.ts";
import { accessTo } from "../../core/shared-lists/list-access.ts";
import type { WriteContext } from "../../core/write/write-context.ts";
import { writeUserData } from "../../core/write/write-user-data.ts";
import type { Database } from "../../db/types.ts";
import { lockNote } from "../notes/index.ts";
import { type ProcessedPhoto, processPhoto } from "./photo-image.ts";

export type NewPhoto = { noteId: string /** The client's UUIDv7 (offline), else the server makes one. */; id?: string };

/**
 * Adds a photo to one of the owner's notes (either state, as the other note commands): the note is
 * looked up first (another user's is a 404 before any decoding), the upload decoded and re-encoded
 * outside the transaction (no write waits on libvips), then stored within the quotas. A repeat with
 * the same client-made id answers the photo it stored.
 */
export async function addPhoto(
  db: Kysely<Database>,
  context: WriteContext,
  target: NewPhoto,
  upload: Uint8Array,
  process: (upload: Uint8Array) => Promise<ProcessedPhoto> = processPhoto,
): Promise<NotePhoto> {
  const userId = context.ownerId;
  const note = await db
    .selectFrom("notes")
    .select("id")
    .where("id", "=", target.noteId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!note) throw notFound();
  const id = target.id ?? uuidv7();
  return createOrReplay(
    target.id,
    () => earlierPhoto(db, userId, { id, noteId: target.noteId }),
    async () => {
      const photo = await process(upload);
      return writeUserData(db, context, (trx) => insertPhoto(trx, { userId, noteId: target.noteId, id }, photo));
    },
  );
}

/**
 * Stores a processed photo on one of the user's notes inside a write that is already running (the
 * upload's, or an import's): locks the note (404 when it is not theirs), checks the quotas, inserts.
 */
export async function insertPhoto(
  trx: Transaction<Database>,
  target: { userId: string; noteId: string; id: string },
  photo: ProcessedPhoto,
): Promise<NotePhoto> {
  await lockNote(trx, { userId: target.userId, id: target.noteId });
  const addedBytes = photo.data.byteLength + photo.thumb.byteLength;
  await assertPhotoQuota(trx, { userId: target.userId, noteId: target.noteId, addedBytes });
  await trx
    .insertInto("note_photos")
    .values({
      id: target.id,
      note_id: target.noteId,
      content_type: photo.contentType,
      width: photo.width,
      height: photo.height,
      byte_size: photo.data.byteLength,
      data: photo.data,
      thumb_byte_size: photo.thumb.byteLength,
      thumb_data: photo.thumb,
      created_at: new Date().toISOString(),
    })
    .execute();
  return { id: target.id, width: photo.width, height: photo.height };
}

async function earlierPhoto(
  db: Kysely<Database>,
  userId: string,
  photo: { id: string; noteId: string },
): Promise<EarlierCreation<NotePhoto>> {
  const row = await db
    .selectFrom("note_photos")
    .innerJoin("notes", "notes.id", "note_photos.note_id")
    .select(["note_photos.id", "note_photos.note_id", "note_photos.width", "note_photos.height", "notes.user_id"])
    .where("note_photos.id", "=", photo.id)
    .executeTakeFirst();
  if (!row) return { found: "none" };
  if (row.user_id !== userId || row.note_id !== photo.noteId) return { found: "taken" };
  return { found: "repeat", result: { id: row.id, width: Number(row.width), height: Number(row.height) } };
}

export type PhotoVariant = "full" | "thumb";

/**
 * One photo's bytes for a reader who may see its note: the note's owner, or a member of the shared
 * list it is on (core/shared-lists/list-access.ts). Anyone else gets the same 404 as a missing id.
 */
export async function readPhoto(
  db: Kysely<Database>,
  { userId, photoId, variant }: { userId: string; photoId: string; variant: PhotoVariant },
): Promise<{ contentType: string; data: Uint8Array }> {
  const row = await db
    .selectFrom("note_photos")
    .innerJoin("notes", "notes.id", "note_photos.note_id")
    .select(["note_photos.note_id", "note_photos.content_type", "notes.user_id"])
    .$if(variant === "full", (query) => query.select("note_photos.data as bytes"))
    .$if(variant === "thumb", (query) => query.select("note_photos.thumb_data as bytes"))
    .where("note_photos.id", "=", photoId)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.user_id !== userId && !(await accessTo(db, userId, row.note_id))) throw notFound();
  const bytes = (row as { bytes?: Uint8Array }).bytes;
  if (!bytes) throw notFound();
  return { contentType: row.content_type, data: bytes };
}

/** Deletes one of the owner's photos (a note in the trash included); 404 for anyone else's. */
export async function deletePhoto(db: Kysely<Database>, context: WriteContext, photoId: string): Promise<void> {
  await writeUserData(db, context, async (trx) => {
    const row = await trx
      .selectFrom("note_photos")
      .innerJoin("notes", "notes.id", "note_photos.note_id")
      .select("note_photos.note_id")
      .where("note_photos.id", "=", photoId)
      .where("notes.user_id", "=", context.ownerId)
      .executeTakeFirst();
    if (!row) throw notFound();
    await lockNote(trx, { userId: context.ownerId, id: row.note_id });
    await trx.deleteFrom("note_photos").where("id", "=", photoId).execute();
  });
}
