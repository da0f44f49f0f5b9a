import type { ContentfulStatusCode } from "hono/utils/http-status";
import { fromJsonSlices, type JsonSlices } from "../../../core/threads/json-slices.ts";
import { workerModule } from "../../../core/threads/start-worker.ts";
import { createTaskWorker, type TaskWorker, WorkerTaskFailed } from "../../../core/threads/task-worker.ts";
import { AppError, type ErrorCode } from "../../../errors.ts";
import type { CheckedRows } from "./import-rows.ts";
import type { ImportUpload } from "./import-sources.ts";

/** What the worker answers: the rows (CheckedRows as JSON slices), or a refusal to pass on. */
export type ParseAnswer =
  | { rowSlices: JsonSlices }
  | { refusal: { code: ErrorCode; status: ContentfulStatusCode; message: string; details: unknown } };

export type ParseLimits = { maxHeapMb: number; timeoutMs: number; idleMs: number };

/**
 * The largest export (20 MB of small rows) needs about 96 MB of heap to read; 128 MB leaves room, and
 * a file that needs more stops its worker, never the server. A minute is many times what the largest
 * file takes on a busy machine. The worker is kept 30 s for the next import, then stopped.
 */
export const PARSE_LIMITS: ParseLimits = { maxHeapMb: 128, timeoutMs: 60_000, idleMs: 30_000 };

const readers = new Map<ParseLimits, TaskWorker<ImportUpload, ParseAnswer>>();

function readerFor(limits: ParseLimits) {
  let reader = readers.get(limits);
  if (!reader) {
    reader = createTaskWorker<ImportUpload, ParseAnswer>({
      module: workerModule(import.meta.url, "./import-parse-worker"),
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
      idleMs: limits.idleMs,
    });
    readers.set(limits, reader);
  }
  return reader;
}

/**
 * Reads an upload on the import's worker thread (read-import-file.ts), so the event loop keeps serving
 * everyone while a file is unzipped, parsed and checked; the upload's bytes are handed over, not
 * copied. A file whose reading passes the worker's heap or time is refused: 413
 * `import_file_too_complex` (the worker is stopped; the next import gets a fresh one).
 */
export async function readImportOffThread(
  upload: ImportUpload,
  limits: ParseLimits = PARSE_LIMITS,
): Promise<CheckedRows> {
  const whole =
    "bytes" in upload && upload.bytes.byteOffset === 0 && upload.bytes.byteLength === upload.bytes.buffer.byteLength;
  let answer: ParseAnswer;
  try {
    answer = await readerFor(limits).run(upload, {
      timeoutMs: limits.timeoutMs,
      transfer: whole && "bytes" in upload ? [upload.bytes.buffer] : [],
    });
  } catch (error) {
    if (error instanceof WorkerTaskFailed && error.failure !== "stopped") throw tooComplex();
    throw error;
  }
  if ("rowSlices" in answer) return checkedRowsOf(await fromJsonSlices(answer.rowSlices));
  const { code, status, message, details } = answer.refusal;
  throw new AppError(code, status, message, details);
}

function checkedRowsOf(lists: Record<string, unknown[]>): CheckedRows {
  const list = <T>(key: keyof CheckedRows) => (lists[key] ?? []) as T[];
  return {
    tags: list("tags"),
    notes: list("notes"),
    plannerDays: list("plannerDays"),
    categories: list("categories"),
    rememberedItems: list("rememberedItems"),
    skipped: list("skipped"),
    photos: list("photos"),
    archivePhotos: list("archivePhotos"),
  };
}

function tooComplex() {
  return new AppError(
    "import_file_too_complex",
    413,
    "Reading this file needs more memory or time than an import may use.",
  );
}
