import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { validator } from "hono/validator";
import { describeRoute, resolver } from "hono-openapi";
import { ImportSummarySchema } from "../../../../shared/schemas/data-export.ts";
import type { AppDeps } from "../../../app-deps.ts";
import { ownWrite } from "../../../core/write/write-context.ts";
import { AppError } from "../../../errors.ts";
import { errorAnswer } from "../../../http/openapi/security.ts";
import { requireUser, type SessionEnv } from "../../../http/session.ts";
import { importGate } from "./import-gate.ts";
import { IMPORT_MAX_BYTES, readImportRequest } from "./import-request.ts";
import { IMPORT_SOURCES } from "./import-sources.ts";
import { writeImport } from "./import-writer.ts";
import { readImportOffThread } from "./read-import-off-thread.ts";

/** Multipart framing on top of the file itself. */
const UPLOAD_SLACK_BYTES = 64 * 1024;

const importDocs = describeRoute({
  tags: ["data"],
  summary:
    "Import a Poriadok export (JSON body, or multipart `source=poriadok` + `file`), a Todoist CSV (`source=todoist`) or a Google Keep Takeout zip (`source=keep`) into the signed-in account, in one transaction",
  description:
    "Files up to 20 MB, read on a worker thread; one import at a time per server (another meanwhile gets 503 `server_busy` with `Retry-After`). A Keep note may unpack to 1 MB, all notes of a zip to 32 MB; JSON may nest 64 levels. Ids are kept: rows the account already has are left as they are (`alreadyThere`), so importing a file twice changes nothing the second time; an id another account holds gets an id derived from the importing user and the original. A tag whose name the user already has is reused. Rows breaking the normal API's limits are skipped and named in `skipped` with a translation key; the rest comes in.",
  requestBody: {
    content: {
      "application/json": { schema: { type: "object", description: "A Poriadok export (GET /api/export)" } },
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
        "`import_file_too_large`: the file is over 20 MB; `import_zip_entry_too_large`: a Keep note unpacks to more than 1 MB (the file is named in `details`); `import_zip_too_large`: the zip claims more than 100 MB, or its notes unpack to more than 32 MB; `import_file_too_complex`: reading the file needs more than the import's worker may use (128 MB of heap, a minute)",
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
export function importRoutes({ database, auth }: AppDeps) {
  return new Hono<SessionEnv>().use(requireUser(auth)).post(
    "/",
    importDocs,
    // Before the body is read: an import waiting for its turn would hold its upload in memory.
    importGate(),
    bodyLimit({
      maxSize: IMPORT_MAX_BYTES + UPLOAD_SLACK_BYTES,
      onError: (c) => {
        c.header("Connection", "close");
        throw new AppError("import_file_too_large", 413, "The file is larger than 20 MB.");
      },
    }),
    // Types the multipart fields for the web client; a JSON body passes through untouched (its
    // content type is not a form's) and is read in readImportRequest.
    validator("form", (form) => form as { source?: string; file?: File }),
    async (c) => {
      const upload = await readImportRequest(c.req.header("Content-Type"), c.req.valid("form"), () =>
        c.req.arrayBuffer(),
      );
      const rows = await readImportOffThread(upload);
      const context = ownWrite(c.var.user.id);
      const summary = await writeImport({ db: database.db, engine: database.engine, context }, rows);
      return c.json(summary, 200);
    },
  );
}
