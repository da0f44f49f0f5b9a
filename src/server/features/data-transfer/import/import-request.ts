import { AppError } from "../../../errors.ts";
import { convertKeepTakeout, convertTodoistCsv } from "./foreign-sources.ts";
import { parseJson } from "./import-file.ts";

/** The largest file an import takes (issue 12); the route refuses a larger body with 413. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const IMPORT_SOURCES = ["poriadok", "todoist", "keep"] as const;
type ImportSource = (typeof IMPORT_SOURCES)[number];

function isImportSource(value: unknown): value is ImportSource {
  return typeof value === "string" && (IMPORT_SOURCES as readonly string[]).includes(value);
}

function missing(field: "source" | "file", message: string): AppError {
  return new AppError("validation_failed", 400, message, [
    { field, message: field === "source" ? "validation.invalid" : "validation.required" },
  ]);
}

/**
 * The file of an import request, still unchecked: a JSON body is a Poriadok export; a form names its
 * `source` and carries the `file`, which a foreign source's converter turns into the export format
 * (foreign-sources.ts). Whatever comes out is checked the same way afterwards.
 */
export async function readImportRequest(
  contentType: string | undefined,
  form: { source?: unknown; file?: unknown },
  readBody: () => Promise<string>,
): Promise<unknown> {
  const mediaType = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (/^application\/([\w.-]+\+)?json$/.test(mediaType)) return parseJson(await readBody());
  if (mediaType !== "multipart/form-data") {
    throw new AppError("import_invalid_file", 400, "Send the export as JSON or a form with `source` and `file`.");
  }
  const { source, file } = form;
  if (!isImportSource(source)) throw missing("source", "The form field 'source' must be poriadok, todoist or keep.");
  if (!(file instanceof File)) throw missing("file", "Send the file as the form field 'file'.");
  if (file.size > IMPORT_MAX_BYTES) throw new AppError("import_file_too_large", 413, "The file is larger than 20 MB.");
  switch (source) {
    case "poriadok":
      return parseJson(await file.text());
    case "todoist":
      return convertTodoistCsv(await file.text());
    case "keep":
      return convertKeepTakeout(new Uint8Array(await file.arrayBuffer()));
  }
}
