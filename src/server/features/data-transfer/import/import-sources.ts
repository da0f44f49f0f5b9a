/** What POST /api/import reads: a Poriadok export, a Todoist CSV, a Google Keep Takeout zip. */
export const IMPORT_SOURCES = ["poriadok", "todoist", "keep"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export function isImportSource(value: unknown): value is ImportSource {
  return typeof value === "string" && (IMPORT_SOURCES as readonly string[]).includes(value);
}

/** An uploaded file, not yet read: its source and its bytes as they came. */
export type ImportUpload = { source: ImportSource; bytes: Uint8Array<ArrayBuffer> };
