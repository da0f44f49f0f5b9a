/** What POST /api/import reads: a Poriadok export, a Todoist CSV, a Google Keep Takeout zip. */
export const IMPORT_SOURCES = ["poriadok", "todoist", "keep"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export function isImportSource(value: unknown): value is ImportSource {
  return typeof value === "string" && (IMPORT_SOURCES as readonly string[]).includes(value);
}

/**
 * An uploaded file, not yet read: its source and its bytes as they came — or, for a Takeout zip sent
 * as the body, the temporary file it was streamed to (import-upload-file.ts), read from there entry by entry.
 */
export type ImportUpload = { source: ImportSource; bytes: Uint8Array<ArrayBuffer> } | { source: "keep"; path: string };
