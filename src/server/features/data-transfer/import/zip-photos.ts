import type { Kysely } from "kysely";
import { PHOTO_UPLOAD_MAX_BYTES } from "../../../../shared/constants.ts";
import type { WriteContext } from "../../../core/write/write-context.ts";
import type { Database } from "../../../db/types.ts";
import { AppError } from "../../../errors.ts";
import type { Skipped } from "./import-rows.ts";
import type { ZipSource } from "./zip-entries.ts";
import { walkZipEntries } from "./zip-walk.ts";

/** A photo to store from a file of the zip, on a note the import wrote, under the id it will have. */
export type PhotoTarget = { noteId: string; file: string; photoId: string };

/** Stores one photo's bytes (photos/storePhoto re-encodes a Takeout's image; storeExportedPhoto keeps an export's). */
export type StorePhotoBytes = (
  db: Kysely<Database>,
  context: WriteContext,
  noteId: string,
  bytes: Uint8Array,
  id: string,
) => Promise<unknown>;

export type PhotosStored = { stored: number; alreadyThere: number; skipped: Skipped[] };

/** Why a photo was not stored, as an errors.json key under data-transfer:importProblem. */
const REASONS: Readonly<Record<string, string>> = {
  photo_too_large: "importProblem.photoTooLarge",
  photo_too_many_pixels: "importProblem.photoTooLarge",
  photo_unsupported: "importProblem.photoNotRead",
  photo_heic_unsupported: "importProblem.photoHeic",
  photo_limit_reached: "importProblem.photoLimitNote",
  photo_storage_full: "importProblem.photoStorageFull",
};

/** Ids per query: well inside both engines' parameter limits. */
const ID_CHUNK = 2000;

/**
 * Stores photos from the files of an import's zip once its notes are written (import-writer.ts, in
 * their own transaction). Photos already stored (an earlier import of the same file) are counted and
 * left as they are, never read again. The zip is walked once more, only the wanted entries read, one
 * at a time (zip-walk.ts); each is stored by `store` in its own write within the photo limits (per
 * note, the person's quota). What is not stored is named in `skipped` by file with a reason: too
 * large, not readable as an image, over a limit, or missing from the archive.
 */
export async function storeZipPhotos(
  scope: { db: Kysely<Database>; context: WriteContext },
  zip: ZipSource,
  all: readonly PhotoTarget[],
  store: StorePhotoBytes,
): Promise<PhotosStored> {
  const skipped: Skipped[] = [];
  const stored = await storedIds(scope.db, all);
  const targets = all.filter((target) => !stored.has(target.photoId));
  const byFile = new Map<string, PhotoTarget[]>();
  for (const target of targets) byFile.set(target.file, [...(byFile.get(target.file) ?? []), target]);
  const seen = new Set<string>();
  let added = 0;
  await walkZipEntries(
    zip,
    (name) => byFile.has(name),
    PHOTO_UPLOAD_MAX_BYTES,
    async ({ name, data }) => {
      seen.add(name);
      for (const target of byFile.get(name) ?? []) {
        if (typeof data === "string") {
          const reason = data === "too large" ? "importProblem.photoTooLarge" : "importProblem.photoNotRead";
          skipped.push({ kind: "file", name, reason });
          continue;
        }
        try {
          await store(scope.db, scope.context, target.noteId, data, target.photoId);
          added += 1;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          skipped.push({ kind: "file", name, reason: REASONS[error.code] ?? "importProblem.photoNotStored" });
        }
      }
    },
  );
  for (const target of targets)
    if (!seen.has(target.file))
      skipped.push({ kind: "file", name: target.file, reason: "importProblem.attachmentMissing" });
  return { stored: added, alreadyThere: all.length - targets.length, skipped };
}

/** The photos an earlier import of the same file stored already: left as they are, not read again. */
async function storedIds(db: Kysely<Database>, targets: readonly PhotoTarget[]): Promise<Set<string>> {
  const ids = targets.map((target) => target.photoId);
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    const rows = await db
      .selectFrom("note_photos")
      .select("id")
      .where("id", "in", ids.slice(start, start + ID_CHUNK))
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}
