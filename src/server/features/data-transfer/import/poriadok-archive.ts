import { IMPORT_FILE_MAX_BYTES } from "../../../../shared/import-limits.ts";
import { EXPORT_FORMAT, type ExportedNote } from "../../../../shared/schemas/data-export.ts";
import { parseJsonBytes } from "./import-file.ts";
import type { ArchivePhotoRef } from "./import-rows.ts";
import { readZipEntries, ZIP_LIMITS, type ZipSource } from "./zip-entries.ts";

/** The export file at the top of a Poriadok zip (GET /api/export/archive); its photos are under files/. */
const DATA_JSON = "data.json";

/** data.json is read whole, so it has the limit of an export sent as JSON. */
const DATA_JSON_LIMITS = { ...ZIP_LIMITS, maxEntryBytes: IMPORT_FILE_MAX_BYTES, maxReadBytes: IMPORT_FILE_MAX_BYTES };

/**
 * The export file of a Poriadok zip, or null when the zip is something else (a Google Takeout): a
 * top-level data.json whose `format` is `poriadok-export`. Only that entry is inflated; the archive
 * limits of zip-entries.ts apply as to a Takeout, and data.json those of a JSON export (20 MB).
 */
export async function readPoriadokArchive(zip: ZipSource): Promise<unknown | null> {
  const [entry] = await readZipEntries(zip, (name) => name === DATA_JSON, DATA_JSON_LIMITS);
  if (!entry) return null;
  let file: unknown;
  try {
    file = parseJsonBytes(entry.data);
  } catch {
    // Some other program's data.json: the zip may still be a Takeout.
    return null;
  }
  const format = typeof file === "object" && file !== null ? (file as { format?: unknown }).format : undefined;
  return format === EXPORT_FORMAT ? file : null;
}

/** The photos of the notes that passed the checks, each to be read from its file of the archive. */
export function archivePhotoRefs(notes: readonly ExportedNote[]): ArchivePhotoRef[] {
  return notes.flatMap((note) =>
    (note.photos ?? []).map((photo) => ({ noteId: note.id, file: photo.file, photoId: photo.id })),
  );
}

/** A zip's first bytes ("PK\x03\x04"; an empty archive starts with its end record, "PK\x05\x06"). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05);
}
