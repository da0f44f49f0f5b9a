import { toJsonSlices } from "../../../core/threads/json-slices.ts";
import { serveTasks } from "../../../core/threads/serve-tasks.ts";
import { AppError } from "../../../errors.ts";
import type { ImportUpload } from "./import-sources.ts";
import { readImportFile } from "./read-import-file.ts";
import type { ParseAnswer } from "./read-import-off-thread.ts";

/**
 * The import's worker thread (read-import-off-thread.ts): reads each upload handed over and answers
 * the checked rows (as JSON slices, which the main thread parses a slice a turn), or the refusal.
 */
serveTasks(async (upload: ImportUpload): Promise<ParseAnswer> => {
  try {
    return { rowSlices: toJsonSlices(await readImportFile(upload)) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { code, status, message, details } = error;
    return { refusal: { code, status, message, details } };
  }
});
