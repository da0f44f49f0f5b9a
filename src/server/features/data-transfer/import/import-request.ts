import { IMPORT_FILE_MAX_BYTES, megabytes } from "../../../../shared/import-limits.ts";
import { AppError } from "../../../errors.ts";
import { type ImportUpload, isImportSource } from "./import-sources.ts";

/** The largest file an import takes as JSON or a form (issue 12); the route refuses a larger body with 413. */
export const IMPORT_MAX_BYTES = IMPORT_FILE_MAX_BYTES;

/** A Takeout zip sent as the body (its own, larger limit: import-upload-file.ts), not as a form. */
const ZIP_TYPES = new Set(["application/zip", "application/x-zip-compressed"]);

export function isZipBody(contentType: string | undefined): boolean {
  return ZIP_TYPES.has(mediaTypeOf(contentType));
}

function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

export function fileTooLarge(): AppError {
  return new AppError("import_file_too_large", 413, `The file is larger than ${megabytes(IMPORT_MAX_BYTES)}.`);
}

function missing(field: "source" | "file", message: string): AppError {
  return new AppError("validation_failed", 400, message, [
    { field, message: field === "source" ? "validation.invalid" : "validation.required" },
  ]);
}

/**
 * The upload of an import request, still unread: a JSON body is a Poriadok export; a form names its
 * `source` and carries the `file`. Only the bytes are taken here; reading them (unzip, parse, convert,
 * check) is the worker's (read-import-off-thread.ts).
 */
export async function readImportRequest(
  contentType: string | undefined,
  form: { source?: unknown; file?: unknown },
  readBody: () => Promise<ArrayBuffer>,
): Promise<ImportUpload> {
  const mediaType = mediaTypeOf(contentType);
  if (/^application\/([\w.-]+\+)?json$/.test(mediaType)) {
    return { source: "poriadok", bytes: new Uint8Array(await readBody()) };
  }
  if (mediaType !== "multipart/form-data") {
    throw new AppError("import_invalid_file", 400, "Send the export as JSON or a form with `source` and `file`.");
  }
  const { source, file } = form;
  if (!isImportSource(source)) throw missing("source", "The form field 'source' must be poriadok, todoist or keep.");
  if (!(file instanceof File)) throw missing("file", "Send the file as the form field 'file'.");
  if (file.size > IMPORT_MAX_BYTES) throw fileTooLarge();
  return { source, bytes: new Uint8Array(await file.arrayBuffer()) };
}
