import type { z } from "zod";
import {
  DataExportEnvelopeSchema,
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
} from "../../../../shared/schemas/data-export.ts";
import { AppError } from "../../../errors.ts";
import { JSON_DEPTH_MAX, nestsDeeperThan } from "./json-depth.ts";

/** At most this many problems are named in a refusal: enough to fix a file, not a megabyte of them. */
const DETAILS_MAX = 20;

/** A file that is not JSON at all. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    throw new AppError("import_invalid_file", 400, "The file is not valid JSON.");
  }
}

/** An uploaded file as JSON (UTF-8, a BOM dropped); one nesting deeper than an export ever does is refused unparsed. */
export function parseJsonBytes(bytes: Uint8Array): unknown {
  if (nestsDeeperThan(bytes)) {
    throw new AppError("import_invalid_file", 400, `The file nests more than ${JSON_DEPTH_MAX} levels deep.`, [
      { field: "", message: "importProblem.tooDeep" },
    ]);
  }
  return parseJson(new TextDecoder().decode(bytes));
}

/**
 * The export's envelope (format, version, arrays of rows) or a 400 naming what is wrong: a newer
 * version gets its own code (the user should update the server, not fix the file).
 */
export function readEnvelope(value: unknown): z.output<typeof DataExportEnvelopeSchema> {
  const parsed = DataExportEnvelopeSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const file = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  if (file.format === EXPORT_FORMAT && typeof file.version === "number" && file.version > EXPORT_FORMAT_VERSION) {
    throw new AppError(
      "import_unsupported_version",
      400,
      `Export version ${file.version} is newer than this server reads.`,
    );
  }
  const details = parsed.error.issues.slice(0, DETAILS_MAX).map((issue) => ({
    field: issue.path.join("."),
    message: issue.message.startsWith("validation.") ? issue.message : "validation.invalid",
  }));
  throw new AppError("import_invalid_file", 400, "The file is not a Poriadok export.", details);
}
