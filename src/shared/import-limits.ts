/**
 * The largest file an import takes (issue 12): a Poriadok export or a Todoist CSV, read in memory.
 * The server refuses a larger body with 413; the web checks first, so a larger file is not sent only
 * to be refused.
 */
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The largest Google Takeout zip an import takes (issue 29): a Takeout with photos is large. It is
 * sent as the request's body (`Content-Type: application/zip`), streamed to a temporary file and read
 * entry by entry, never whole in memory (server import-upload-file.ts). Named in README and the refusal.
 */
export const IMPORT_ZIP_MAX_BYTES = 500 * 1024 * 1024;

/** "500 MB": the limits as the refusals and README state them. */
export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
