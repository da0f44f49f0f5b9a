import type { Hono } from "hono";
import { generateSpecs } from "hono-openapi";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX } from "../../../shared/schemas/idempotency.ts";
import { API_DESCRIPTION } from "./api-description.ts";
import { type BetterAuthDocument, betterAuthPaths } from "./better-auth-paths.ts";
import { VALIDATION_FAILED } from "./documented.ts";
import { finishDocument, isUnderAny, type OpenApiDocument } from "./finish-document.ts";
import { errorAnswer, mergedAnswer } from "./security.ts";

/** The routes that take an Idempotency-Key: the methods, under these paths (with /api) and their subpaths. */
export type CommandRoutes = { paths: readonly string[]; methods: readonly string[] };

/** What the document says beyond the routes themselves; app.ts knows each. */
export type DocumentOptions = {
  version: string;
  commands: CommandRoutes;
  /** Better Auth's description of its routes (its openAPI() plugin: auth.api.generateOpenAPISchema). */
  betterAuth: () => Promise<BetterAuthDocument>;
};

/**
 * The OpenAPI 3.1 document of every described route of `api`, generated from the shared schemas,
 * then finished (finish-document.ts): security, error shapes, Better Auth's routes, examples.
 * Independent tools must accept it (features/api-docs/openapi-document.test.ts).
 */
export async function buildOpenApiDocument(
  api: Hono,
  { version, commands, betterAuth }: DocumentOptions,
): Promise<OpenApiDocument> {
  const generated = (await generateSpecs(api, {
    // Routes such as /export/tasks.ics are files the API makes, not static files to leave out.
    excludeStaticFile: false,
    defaultValidationErrorResponse: VALIDATION_FAILED,
    documentation: {
      info: {
        title: "Poriadok API",
        version,
        license: { name: "MIT", identifier: "MIT" },
        description: API_DESCRIPTION,
      },
      servers: [{ url: "/api" }],
    },
  })) as OpenApiDocument;
  const auth = betterAuthPaths(await betterAuth());
  return finishDocument(withCommandKeys(generated, commands), auth);
}

const commandKeyParameter = {
  in: "header",
  name: IDEMPOTENCY_KEY_HEADER,
  required: false,
  schema: { type: "string", minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX, pattern: "^[\\x21-\\x7e]+$" },
  description:
    "The command's id (a UUID made by the client). A repeat with the same key and the same request is " +
    "answered with the first answer (status and body, header `Idempotent-Replayed: true`) and not applied " +
    "again; keys are kept 30 days per user. A refused request (4xx) stores nothing.",
};

const commandResponses = {
  409: errorAnswer(
    "`idempotency_key_in_flight`: the first request with this key is still being applied; " +
      "`idempotency_answer_lost`: it was applied, but its answer was not kept",
  ),
  422: errorAnswer("`idempotency_key_reused`: this key was already used for a different request"),
};

/** Adds the Idempotency-Key header and its answers to every write route that takes it (see app.ts). */
function withCommandKeys(document: OpenApiDocument, commands: CommandRoutes): OpenApiDocument {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    if (!isUnderAny(commands.paths, path)) continue;
    for (const method of commands.methods) {
      const operation = operations[method.toLowerCase()];
      if (!operation) continue;
      operation.parameters = [...(operation.parameters ?? []), commandKeyParameter];
      // A route's own 409 (e.g. tag_name_taken) keeps its text, with the key's cases added.
      const conflict = mergedAnswer(operation.responses?.["409"], commandResponses[409]);
      operation.responses = { ...operation.responses, ...commandResponses, 409: conflict };
    }
  }
  return document;
}
