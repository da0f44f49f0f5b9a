import type { TFunction } from "i18next";
import { ApiError } from "@/lib/api-client";
import { ImportRefusedError } from "./api/import-data";
import { transferErrorText } from "./transfer-error-text";

/** A refused import in words: the server's reason, and each row or file it named (at most a few). */
export type ImportRefusalText = { message: string; listed: string[] };

type NamedProblem = {
  row?: unknown;
  file?: unknown;
  name?: unknown;
  field?: unknown;
  reason?: unknown;
  message?: unknown;
};

function reasonText(reason: unknown, t: TFunction): string {
  return transferErrorText(t, typeof reason === "string" ? reason : "validation.invalid");
}

/**
 * One entry of `details`: a bare name (a zip entry), or a row, file or field of the file with the code
 * of what is wrong (`reason` from the converters, `message` from the export's own checks).
 */
function describeDetail(detail: unknown, t: TFunction): string | null {
  if (typeof detail === "string") return detail;
  if (typeof detail !== "object" || detail === null) return null;
  const { row, file, name, field, reason, message } = detail as NamedProblem;
  const why = reasonText(reason ?? message, t);
  if (typeof row === "number") return t("data-transfer:import.refusedRow", { row, reason: why });
  const named = [file, name, field].find((value) => typeof value === "string");
  if (named === undefined) return null;
  return named === "" ? why : t("data-transfer:import.refusedFile", { file: named, reason: why });
}

/** The translated reason of a failed import; a refusal's listed rows or files under it. */
export function describeImportRefusal(error: unknown, t: TFunction): ImportRefusalText {
  const message = transferErrorText(t, error instanceof ApiError ? error.code : "network", "internal");
  if (!(error instanceof ImportRefusedError) || !Array.isArray(error.refusalDetails)) return { message, listed: [] };
  const listed = error.refusalDetails.map((detail) => describeDetail(detail, t)).filter((line) => line !== null);
  return { message, listed };
}
