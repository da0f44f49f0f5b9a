import type { Conversion } from "./foreign-source-export.ts";
import { convertKeepTakeout, convertTodoistCsv } from "./foreign-sources.ts";
import { parseJsonBytes, readEnvelope } from "./import-file.ts";
import { type CheckedRows, checkRows, type Skipped } from "./import-rows.ts";
import type { ImportUpload } from "./import-sources.ts";
import { archivePhotoRefs, looksLikeZip, readPoriadokArchive } from "./poriadok-archive.ts";

/**
 * The whole reading of an upload, up to the rows that may be written: unzip and convert a foreign
 * file, parse JSON, check the envelope and each row. A zip is a Poriadok zip export when it holds
 * one (poriadok-archive.ts), else a Google Takeout. It runs on the import's worker thread
 * (import-parse-worker.ts): every step here costs time and memory in proportion to the file, and none
 * needs the database. Throws an AppError (4xx) for a file it refuses.
 */
export async function readImportFile(upload: ImportUpload): Promise<CheckedRows> {
  const zip = "path" in upload ? { path: upload.path } : looksLikeZip(upload.bytes) ? upload.bytes : undefined;
  const archive = zip ? await readPoriadokArchive(zip) : null;
  if (archive !== null) {
    // A Poriadok zip export: its data.json as any export, its photos named for the writer.
    const rows = checkRows(readEnvelope(archive));
    return { ...rows, photos: [], archivePhotos: archivePhotoRefs(rows.notes) };
  }
  const { file, skipped, photos } =
    "path" in upload
      ? await convertKeepTakeout({ path: upload.path })
      : await toExportFile(upload.source, upload.bytes);
  const rows = checkRows(readEnvelope(file));
  // What the converter left out comes first: it is about the file as the person knows it.
  return { ...rows, skipped: [...skipped, ...rows.skipped], photos: photos ?? [] };
}

async function toExportFile(
  source: ImportUpload["source"],
  bytes: Uint8Array,
): Promise<Conversion | { file: unknown; skipped: Skipped[]; photos?: undefined }> {
  switch (source) {
    case "poriadok":
      return { file: parseJsonBytes(bytes), skipped: [] };
    case "todoist":
      return convertTodoistCsv(new TextDecoder().decode(bytes));
    case "keep":
      return convertKeepTakeout(bytes);
  }
}
