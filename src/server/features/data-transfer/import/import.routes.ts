import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { validator } from "hono/validator";
import { describeRoute, resolver } from "hono-openapi";
import { IMPORT_ZIP_MAX_BYTES, megabytes } from "../../../../shared/import-limits.ts";
import { type ImportSummary, ImportSummarySchema } from "../../../../shared/schemas/data-export.ts";
import type { AppDeps } from "../../../app-deps.ts";
import { ownWrite } from "../../../core/write/write-context.ts";
import { AppError } from "../../../errors.ts";
import { errorAnswer } from "../../../http/openapi/security.ts";
import { requireUser, type SessionEnv } from "../../../http/session.ts";
import { importGate } from "./import-gate.ts";
import { fileTooLarge, IMPORT_MAX_BYTES, isZipBody, readImportRequest } from "./import-request.ts";
import type { CheckedRows } from "./import-rows.ts";
import { IMPORT_SOURCES, type ImportUpload } from "./import-sources.ts";
import { withUploadedZip } from "./import-upload-file.ts";
import { writeImportWithPhotos } from "./keep-photos.ts";
import { looksLikeZip } from "./poriadok-archive.ts";
import { readImportOffThread } from "./read-import-off-thread.ts";
import type { ZipSource } from "./zip-entries.ts";

/** Multipart framing on top of the file itself. */
const UPLOAD_SLACK_BYTES = 64 * 1024;

/** A JSON body or a form: 20 MB, read in memory. */
const formLimit = bodyLimit({
  maxSize: IMPORT_MAX_BYTES + UPLOAD_SLACK_BYTES,
  onError: (c) => {
    c.header("Connection", "close");
    throw fileTooLarge();
  },
});

/**
 * A zip as the body (a Takeout, or a Poriadok zip export): streamed to a temporary file, read there on the import's worker, then
 * written — its photos read from the same file, which is removed only afterwards.
 */
function importZipBody(
  request: Request,
  dataDir: string,
  write: (rows: CheckedRows, zip: ZipSource) => Promise<ImportSummary>,
) {
  const upload = { body: request.body, contentLength: request.headers.get("Content-Length") ?? undefined, dataDir };
  return withUploadedZip(upload, async (path) => write(await readImportOffThread({ source: "keep", path }), { path }));
}

/** A form's or JSON body's file, read on the import's worker; a zip is kept (a copy, ≤ 20 MB) for its photos. */
async function importBody(upload: ImportUpload, write: (rows: CheckedRows, zip?: ZipSource) => Promise<ImportSummary>) {
  const zip = "bytes" in upload && looksLikeZip(upload.bytes) ? upload.bytes.slice() : undefined;
  return write(await readImportOffThread(upload), zip);
}

const importDocs = describeRoute({
  tags: ["data"],
  summary:
    "Import a Poriadok export (JSON body, or multipart `source=poriadok` + `file`), a Poriadok zip export with photos (GET /api/export/archive, as the body with `Content-Type: application/zip`), a Todoist CSV (`source=todoist`) or a Google Keep Takeout zip (`source=keep`, or the zip itself as the body with `Content-Type: application/zip`) into the signed-in account, in one transaction",
  description:
    `A Takeout zip sent as the body may be up to ${megabytes(IMPORT_ZIP_MAX_BYTES)}: it is streamed to a temporary file under the data directory and read entry by entry (the file is removed afterwards, whatever happens). ` +
    "Other files up to 20 MB, read on a worker thread; one import at a time per server (another meanwhile gets 503 `server_busy` with `Retry-After`). A Keep note may unpack to 1 MB, all notes of a zip to 32 MB; JSON may nest 64 levels. A zip with a top-level `data.json` whose `format` is `poriadok-export` is a Poriadok zip export: data.json (up to 20 MB) is imported as an export, then each note's photos from `files/`, one at a time, the stored WebP kept as it is (checked as a still WebP within the photo limits, its thumbnail made), each keeping its id (derived when another account holds it); photos already there are counted in `alreadyThere`, and any zip without it is read as a Takeout. A Keep note's images become its photos (read one at a time, each stored as an upload is, in its own write after the notes; `photos` counts them, and one that cannot be stored is named in `skipped`). Ids are kept: rows the account already has are left as they are (`alreadyThere`), so importing a file twice changes nothing the second time; an id another account holds gets an id derived from the importing user and the original. A tag whose name the user already has is reused. Rows breaking the normal API's limits are skipped and named in `skipped` with a translation key; the rest comes in.",
  requestBody: {
    content: {
      "application/json": { schema: { type: "object", description: "A Poriadok export (GET /api/export)" } },
      "application/zip": {
        schema: {
          type: "string",
          format: "binary",
          description: "A Poriadok zip export (data.json and files/) or a Google Takeout zip with Keep",
        },
      },
      "multipart/form-data": {
        schema: {
          type: "object",
          required: ["source", "file"],
          properties: {
            source: { type: "string", enum: [...IMPORT_SOURCES] },
            file: { type: "string", format: "binary" },
          },
        },
      },
    },
  },
  responses: {
    200: {
      description: "What was imported",
      content: { "application/json": { schema: resolver(ImportSummarySchema) } },
    },
    400: {
      description:
        "`import_invalid_file` (not JSON, not an export, or a foreign file that cannot be read; `details` name the problems), `import_unsupported_version`, `validation_failed` (source or file missing)",
    },
    401: { description: "No session" },
    413: {
      description:
        "`import_file_too_large`: the file is over 20 MB; `import_zip_upload_too_large`: a zip sent as the body is over 500 MB; `import_zip_entry_too_large`: a Keep note unpacks to more than 1 MB (the file is named in `details`); `import_zip_too_large`: the zip claims more than 2 GB, or its notes unpack to more than 32 MB; `import_file_too_complex`: reading the file needs more than the import's worker may use (128 MB of heap, a minute)",
    },
    503: {
      ...errorAnswer(
        "`server_busy`: another import is running on this server (one at a time); `Retry-After` says when to try again",
      ),
      headers: {
        "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer", minimum: 1 } },
      },
    },
  },
});

/** POST /api/import (a Poriadok export, a Todoist CSV or a Google Keep Takeout zip); issue 12. */
export function importRoutes({ database, auth, config }: AppDeps) {
  return new Hono<SessionEnv>().use(requireUser(auth)).post(
    "/",
    importDocs,
    // Before the body is read: an import waiting for its turn would hold its upload in memory.
    importGate(),
    (c, next) => (isZipBody(c.req.header("Content-Type")) ? next() : formLimit(c, next)),
    // Types the multipart fields for the web client; a JSON body passes through untouched (its
    // content type is not a form's) and is read in readImportRequest.
    validator("form", (form) => form as { source?: string; file?: File }),
    async (c) => {
      const contentType = c.req.header("Content-Type");
      const scope = { db: database.db, engine: database.engine, context: ownWrite(c.var.user.id) };
      const write = (rows: CheckedRows, zip?: ZipSource) => writeImportWithPhotos(scope, rows, zip);
      const summary = isZipBody(contentType)
        ? await importZipBody(c.req.raw, config.dataDir, write).catch((error: unknown) => {
            // The rest of a body refused mid-way is not read: the connection closes with the answer.
            if (error instanceof AppError && error.status === 413) c.header("Connection", "close");
            throw error;
          })
        : await importBody(await readImportRequest(contentType, c.req.valid("form"), () => c.req.arrayBuffer()), write);
      return c.json(summary, 200);
    },
  );
}
