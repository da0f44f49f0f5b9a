import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AdminErrorCode } from "../shared/schemas/admin.ts";
import type { ApiTokenErrorCode } from "../shared/schemas/api-tokens.ts";
import type { ChecklistErrorCode } from "../shared/schemas/checklist.ts";
import type { PhotoErrorCode } from "../shared/schemas/photo.ts";
import type { RegistrationErrorCode } from "../shared/schemas/registration.ts";
import type { SharingErrorCode } from "../shared/schemas/sharing.ts";
import { classifyDatabaseError } from "./db/database-errors.ts";
import type { Logger } from "./logger.ts";

/**
 * Errors are values with a code. The code doubles as the translation key the web client shows
 * (locales/<lang>/errors.json); the message is an English fallback for API users and logs.
 */
export type ErrorCode =
  | "not_found"
  | "validation_failed"
  | "unauthorized"
  | "forbidden_origin"
  | "rate_limited"
  | "image_too_large"
  | "image_unsupported"
  | "payload_too_large"
  | "import_not_todoist"
  | "import_todoist_unreadable"
  | "import_csv_cell_too_long"
  | "import_zip_unreadable"
  | "import_zip_unsafe_path"
  | "import_zip_too_many_entries"
  | "import_zip_too_large"
  | "import_zip_upload_too_large"
  | "import_zip_entry_too_large"
  | "import_file_too_complex"
  | "import_not_keep_takeout"
  | "import_keep_unreadable"
  | "image_too_many_pixels"
  | "server_busy"
  | "search_rate_limited"
  | "search_too_costly"
  | "tag_name_taken"
  | "note_limit_reached"
  | "tag_limit_reached"
  | "item_limit_reached"
  | "idempotency_key_reused"
  | "idempotency_key_in_flight"
  | "idempotency_answer_lost"
  | "conflict"
  | "too_many_streams"
  | "calendar_feed_not_found"
  | "push_no_device"
  | "push_endpoint_refused"
  | "push_too_many_devices"
  | "push_test_rate_limited"
  | "import_invalid_file"
  | "import_unsupported_version"
  | "import_unsupported"
  | "import_file_too_large"
  | SharingErrorCode
  | ChecklistErrorCode
  | PhotoErrorCode
  | ApiTokenErrorCode
  | AdminErrorCode
  | RegistrationErrorCode
  | "internal";

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: unknown,
    /** For a 429 or 503 that passes: sent as `Retry-After` (whole seconds, at least 1). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export type ErrorBody = { error: { code: ErrorCode; message: string; details?: unknown } };

export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    // The request log's id (request-log.ts), so a failure's line and the request's line can be joined.
    const requestId = (c.var as { requestId?: string }).requestId;
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) {
        c.header("Retry-After", String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
      return c.json(errorBody(error.code, error.message, error.details), error.status);
    }
    // Hono's own refusals, e.g. a body that is not JSON: the client's fault, never a 500.
    if (error instanceof HTTPException && error.status < 500) {
      const code: ErrorCode =
        error.status === 400 ? "validation_failed" : error.status === 404 ? "not_found" : "internal";
      return c.json(errorBody(code, error.message || "The request is not valid."), error.status);
    }
    // Constraint refusals and an unreachable database are not bugs in the request's handling.
    const failure = classifyDatabaseError(error);
    if (failure === "conflict") {
      logger.warn("database constraint refused a write", { requestId, method: c.req.method, path: c.req.path, error });
      return c.json(
        errorBody("conflict", "This was changed at the same time somewhere else. Reload and try again."),
        409,
      );
    }
    if (failure === "invalid_text") {
      logger.warn("database refused a character of the text", {
        requestId,
        method: c.req.method,
        path: c.req.path,
        error,
      });
      return c.json(
        errorBody("validation_failed", "The text contains characters that cannot be saved.", [
          { field: "", message: "validation.unsupportedCharacters" },
        ]),
        400,
      );
    }
    if (failure === "unavailable") {
      logger.warn("database unavailable", { requestId, method: c.req.method, path: c.req.path, error });
      return c.json(errorBody("server_busy", "The database is not answering. Please try again in a moment."), 503);
    }
    logger.error("unhandled error", { requestId, method: c.req.method, path: c.req.path, error });
    return c.json(errorBody("internal", "Something went wrong on the server."), 500);
  };
}
