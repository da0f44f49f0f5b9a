import { IMPORT_FILE_MAX_BYTES, IMPORT_ZIP_MAX_BYTES } from "@shared/import-limits";

/** What an imported file is; the server's `source` field of POST /api/import. */
export const IMPORT_SOURCES = ["poriadok", "todoist", "keep"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** The file picker's filter per source: extension and media types, as browsers match either. */
export const IMPORT_ACCEPT: Record<ImportSource, string> = {
  // The .zip of "Export everything" for an account with photos (data.json and files/) too.
  poriadok: ".json,application/json,.zip,application/zip,application/x-zip-compressed",
  todoist: ".csv,text/csv",
  keep: ".zip,application/zip,application/x-zip-compressed",
};

/** The server refuses larger files; checked here first so a 25 MB upload is not sent only to be refused. */
export { IMPORT_FILE_MAX_BYTES, IMPORT_ZIP_MAX_BYTES };

/** A zip (a Takeout, or a Poriadok export with photos) by its name or type. */
export function isZipFile(file: Pick<File, "name" | "type">): boolean {
  return /\.zip$/i.test(file.name) || file.type === "application/zip" || file.type === "application/x-zip-compressed";
}

/**
 * A zip may be 500 MB (it is streamed to the server's disk); the other files 20 MB. Without a file,
 * the largest the source takes (a Poriadok export with photos is a zip).
 */
export function importMaxBytes(source: ImportSource, file?: Pick<File, "name" | "type">): number {
  if (source === "keep") return IMPORT_ZIP_MAX_BYTES;
  if (source === "poriadok" && (!file || isZipFile(file))) return IMPORT_ZIP_MAX_BYTES;
  return IMPORT_FILE_MAX_BYTES;
}

export function isImportSource(value: string): value is ImportSource {
  return IMPORT_SOURCES.some((source) => source === value);
}
