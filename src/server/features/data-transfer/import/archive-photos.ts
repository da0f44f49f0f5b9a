import type { Kysely } from "kysely";
import type { WriteContext } from "../../../core/write/write-context.ts";
import type { Database } from "../../../db/types.ts";
import { storeExportedPhoto } from "../../photos/index.ts";
import { resolveIds } from "./import-ids.ts";
import type { ArchivePhotoRef, Skipped } from "./import-rows.ts";
import type { ZipSource } from "./zip-entries.ts";
import { type PhotosStored, type PhotoTarget, storeZipPhotos } from "./zip-photos.ts";

/**
 * Stores a Poriadok zip export's photos (files/<id>.webp) on the notes just imported, each WebP kept
 * byte for byte (photos/storeExportedPhoto: checked, thumbnail made, within the quotas), one at a time
 * through zip-photos.ts. A photo keeps its id; one another account holds gets an id derived from the
 * importing user, as notes and items do (import-ids.ts), so importing the zip again stores nothing twice.
 */
export async function importArchivePhotos(
  scope: { db: Kysely<Database>; context: WriteContext },
  zip: ZipSource,
  refs: readonly ArchivePhotoRef[],
): Promise<PhotosStored> {
  const { targets, refused } = await archiveTargets(scope, refs);
  const stored = await storeZipPhotos(scope, zip, targets, storeExportedPhoto);
  return { ...stored, skipped: [...refused, ...stored.skipped] };
}

/**
 * The note each photo goes on (as the import wrote it: its own id or the derived one) and the photo's
 * id. A note the import did not write (skipped, its reason already in the summary) takes no photos; a
 * photo whose id and derived id are both someone else's (only a forged file) is named.
 */
async function archiveTargets(
  scope: { db: Kysely<Database>; context: WriteContext },
  refs: readonly ArchivePhotoRef[],
): Promise<{ targets: PhotoTarget[]; refused: Skipped[] }> {
  const userId = scope.context.ownerId;
  const notes = await resolveIds(scope.db, "notes", userId, [...new Set(refs.map((ref) => ref.noteId))]);
  const photos = await resolveIds(scope.db, "note_photos", userId, [...new Set(refs.map((ref) => ref.photoId))]);
  const targets: PhotoTarget[] = [];
  const refused: Skipped[] = [];
  for (const ref of refs) {
    const note = notes.get(ref.noteId);
    if (note?.state !== "there") continue;
    const photo = photos.get(ref.photoId);
    if (!photo || photo.state === "conflict") {
      refused.push({ kind: "file", name: ref.file, reason: "importProblem.photoNotStored" });
      continue;
    }
    targets.push({ noteId: note.id, file: ref.file, photoId: photo.id });
  }
  return { targets, refused };
}
