import type { Kysely } from "kysely";
import type { ImportSummary } from "../../../../shared/schemas/data-export.ts";
import type { WriteContext } from "../../../core/write/write-context.ts";
import type { Database } from "../../../db/types.ts";
import { storePhoto } from "../../photos/index.ts";
import { importArchivePhotos } from "./archive-photos.ts";
import { derivedId } from "./derived-id.ts";
import { resolveIds } from "./import-ids.ts";
import type { CheckedRows, KeepPhotoRef } from "./import-rows.ts";
import { type ImportScope, writeImport } from "./import-writer.ts";
import type { ZipSource } from "./zip-entries.ts";
import { type PhotosStored, type PhotoTarget, storeZipPhotos } from "./zip-photos.ts";

/**
 * Stores a Keep Takeout's images as the photos of the notes just imported (import-writer.ts wrote the
 * notes first, in their own transaction), through zip-photos.ts: each is processed as an upload
 * (decoded, shrunk, re-encoded as WebP, metadata dropped: photos/storePhoto) and stored in its own
 * write within the photo limits. The photo's id comes from its note and file name, so importing the
 * Takeout again stores nothing twice.
 */
export async function importKeepPhotos(
  scope: { db: Kysely<Database>; context: WriteContext },
  zip: ZipSource,
  refs: readonly KeepPhotoRef[],
): Promise<PhotosStored> {
  return storeZipPhotos(scope, zip, await photoTargets(scope, refs), (db, context, noteId, bytes, id) =>
    storePhoto(db, context, noteId, bytes, id),
  );
}

/**
 * An import whole: the rows in one transaction (writeImport), then the photos from the zip — a Keep
 * Takeout's images, or a Poriadok zip export's files — each in its own write; the summary counts the
 * photos and names those left out.
 */
export async function writeImportWithPhotos(
  scope: ImportScope,
  rows: CheckedRows,
  zip: ZipSource | undefined,
): Promise<ImportSummary> {
  const summary = await writeImport(scope, rows);
  const keep = rows.photos ?? [];
  const archive = rows.archivePhotos ?? [];
  if (!zip || keep.length + archive.length === 0) return summary;
  const photos =
    archive.length > 0 ? await importArchivePhotos(scope, zip, archive) : await importKeepPhotos(scope, zip, keep);
  return {
    ...summary,
    photos: photos.stored,
    alreadyThere: summary.alreadyThere + photos.alreadyThere,
    skipped: [...summary.skipped, ...photos.skipped],
  };
}

/**
 * Where each photo goes: the note's id as the import wrote it (its own, or derived from the user when
 * another account holds it — the photo's id is then derived the same way). A note the import did not
 * write (skipped, with its reason already in the summary) takes no photos.
 */
async function photoTargets(
  scope: { db: Kysely<Database>; context: WriteContext },
  refs: readonly KeepPhotoRef[],
): Promise<PhotoTarget[]> {
  const userId = scope.context.ownerId;
  const resolved = await resolveIds(scope.db, "notes", userId, [...new Set(refs.map((ref) => ref.noteId))]);
  return refs.flatMap((ref) => {
    const note = resolved.get(ref.noteId);
    if (note?.state !== "there") return [];
    const photoId = note.id === ref.noteId ? ref.photoId : derivedId(userId, ref.photoId);
    return [{ ...ref, noteId: note.id, photoId }];
  });
}
