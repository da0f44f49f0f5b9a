/** What an imported file is; the server's `source` field of POST /api/import. */
export const IMPORT_SOURCES = ["poriadok", "todoist", "keep"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** The file picker's filter per source: extension and media types, as browsers match either. */
export const IMPORT_ACCEPT: Record<ImportSource, string> = {
  poriadok: ".json,application/json",
  todoist: ".csv,text/csv",
  keep: ".zip,application/zip,application/x-zip-compressed",
};

/** The server refuses larger files; checked here first so a 25 MB upload is not sent only to be refused. */
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;

export function isImportSource(value: string): value is ImportSource {
  return IMPORT_SOURCES.some((source) => source === value);
}
