import { convertKeepTakeout, convertTodoistCsv } from "./foreign-sources.ts";
import { parseJsonBytes, readEnvelope } from "./import-file.ts";
import { type CheckedRows, checkRows } from "./import-rows.ts";
import type { ImportUpload } from "./import-sources.ts";

/**
 * The whole reading of an upload, up to the rows that may be written: unzip and convert a foreign
 * file, parse JSON, check the envelope and each row. It runs on the import's worker thread
 * (import-parse-worker.ts): every step here costs time and memory in proportion to the file, and none
 * needs the database. Throws an AppError (4xx) for a file it refuses.
 */
export async function readImportFile({ source, bytes }: ImportUpload): Promise<CheckedRows> {
  return checkRows(readEnvelope(await toExportFile(source, bytes)));
}

async function toExportFile(source: ImportUpload["source"], bytes: Uint8Array): Promise<unknown> {
  switch (source) {
    case "poriadok":
      return parseJsonBytes(bytes);
    case "todoist":
      return convertTodoistCsv(new TextDecoder().decode(bytes));
    case "keep":
      return convertKeepTakeout(bytes);
  }
}
