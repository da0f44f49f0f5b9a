import type { Kysely } from "kysely";
import type { NotePhoto } from "../../../shared/schemas/photo.ts";
import type { WriteContext } from "../../core/write/write-context.ts";
import type { Database } from "../../db/types.ts";
import { keepExportedPhoto } from "./photo-image.ts";
import { addPhoto } from "./photos.service.ts";

/** One stored photo as an export writes it (files/<id>.webp beside data.json). */
export type ExportedPhoto = {
  id: string;
  noteId: string;
  contentType: string;
  width: number;
  height: number;
  createdAt: string;
  /** The stored image (the thumbnail is made again on import). */
  data: Uint8Array;
};

/**
 * Every photo of the user's notes (the trash included), oldest first, read one at a time: an export
 * writes each into its zip before the next is read, so a person's photos are never all in memory.
 */
export async function* userPhotos(db: Kysely<Database>, userId: string): AsyncGenerator<ExportedPhoto> {
  const ids = await db
    .selectFrom("note_photos")
    .innerJoin("notes", "notes.id", "note_photos.note_id")
    .select("note_photos.id")
    .where("notes.user_id", "=", userId)
    .orderBy("note_photos.id")
    .execute();
  for (const { id } of ids) {
    const row = await db
      .selectFrom("note_photos")
      .innerJoin("notes", "notes.id", "note_photos.note_id")
      .select([
        "note_photos.id",
        "note_photos.note_id",
        "note_photos.content_type",
        "note_photos.width",
        "note_photos.height",
        "note_photos.created_at",
        "note_photos.data",
      ])
      .where("note_photos.id", "=", id)
      .where("notes.user_id", "=", userId)
      .executeTakeFirst();
    // Deleted meanwhile: left out.
    if (!row) continue;
    yield {
      id: row.id,
      noteId: row.note_id,
      contentType: row.content_type,
      width: Number(row.width),
      height: Number(row.height),
      createdAt: row.created_at,
      data: row.data,
    };
  }
}

/**
 * Stores a photo from its bytes on one of the owner's notes, as an upload does (decoded, re-encoded,
 * metadata dropped, within the quotas; `id` kept when given, so importing a file again repeats
 * nothing). For an import that writes many rows in one transaction, `processPhoto` (outside it) and
 * `insertPhoto` (inside) are the same two steps apart.
 */
export function storePhoto(
  db: Kysely<Database>,
  context: WriteContext,
  noteId: string,
  bytes: Uint8Array,
  id?: string,
): Promise<NotePhoto> {
  return addPhoto(db, context, { noteId, id }, bytes);
}

/**
 * Stores a photo of a Poriadok zip export (files/<id>.webp) on one of the owner's notes, its WebP kept
 * byte for byte (photo-image.ts keepExportedPhoto checks it), within the quotas as an upload; `id` kept.
 */
export function storeExportedPhoto(
  db: Kysely<Database>,
  context: WriteContext,
  noteId: string,
  bytes: Uint8Array,
  id: string,
): Promise<NotePhoto> {
  return addPhoto(db, context, { noteId, id }, bytes, keepExportedPhoto);
}
