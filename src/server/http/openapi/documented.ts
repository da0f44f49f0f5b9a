import type { Context, Hono } from "hono";
import type { DescribeRouteOptions } from "hono-openapi";
import { describeRoute, generateSpecs, resolver } from "hono-openapi";
import type { z } from "zod";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX } from "../../shared/schemas/idempotency.ts";
import { API_DESCRIPTION } from "../features/api-docs/api-description.ts";
import { authPaths } from "../features/api-docs/auth-paths.ts";
import { finishDocument, isUnderAny, type OpenApiDocument } from "../features/api-docs/finish-document.ts";
import { errorAnswer, mergedAnswer } from "../features/api-docs/security.ts";

type Responses = NonNullable<DescribeRouteOptions["responses"]>;

const VALIDATION_FAILED = errorAnswer("`validation_failed`: invalid input (`details`: `[{ field, message }]`)");
const errorResponses: Responses = {
  400: VALIDATION_FAILED,
  404: errorAnswer("`not_found`: no such item for this user (missing and other users' ids alike)"),
};

/**
 * A route's own refusals beyond invalid input and not found, by status: "`code`: when", several codes
 * of one status joined with "; ". They join the route's answers (400's beside `validation_failed`), so
 * a client knows, say, that making a note can be refused with `note_limit_reached`.
 */
export type Refusals = Partial<Record<400 | 403 | 409 | 410, string>>;

/** An OpenAPI description for a JSON route of Poriadok's API (collected into /api/openapi.json). */
export function documented(
  tag: string,
  summary: string,
  response?: { status?: 200 | 201; schema: z.ZodType; description: string },
  description?: string,
  refusals: Refusals = {},
) {
  const ok: Responses = response
    ? {
        [response.status ?? 200]: {
          description: response.description,
          content: { "application/json": { schema: resolver(response.schema) } },
        },
      }
    : { 204: { description: "Done (no content)" } };
  const own: Responses = Object.fromEntries(
    Object.entries(refusals).map(([status, text]) => [status, mergedAnswer(errorResponses[status], errorAnswer(text))]),
  );
  return describeRoute({ tags: [tag], summary, description, responses: { ...ok, ...errorResponses, ...own } });
}

/**
 * An OpenAPI description for a Server-Sent Events route (`text/event-stream`): a stream of text
 * events, not one JSON answer. `events` describes what the stream sends; `extra` adds refusals.
 */
export function documentedEventStream(tag: string, summary: string, events: string, extra: Responses = {}) {
  return describeRoute({
    tags: [tag],
    summary,
    description: events,
    responses: {
      200: { description: "The event stream", content: { "text/event-stream": { schema: { type: "string" } } } },
      ...extra,
    },
  });
}

/**
 * A route anyone may call, without a session or token (health, the reference page, the calendar
 * feed whose secret URL is its credential): `security: []` overrides the document's global
 * requirement, and no 401 is added to it.
 */
export function documentedPublic(options: DescribeRouteOptions) {
  return describeRoute({ ...options, security: [] });
}

/** The routes that take an Idempotency-Key: the methods, under these paths (with /api) and their subpaths. */
export type CommandRoutes = { paths: readonly string[]; methods: readonly string[] };

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every described route, generated from the
 * shared schemas, then finished (features/api-docs/finish-document.ts): security, error shapes,
 * Better Auth's routes, examples. Independent tools must accept it (openapi-document.test.ts).
 */
export function openApiDocument(
  api: Hono,
  version: string,
  commands: CommandRoutes,
  /** The paths (with /api) a personal API token may not use (app.ts): their 403 is documented. */
  tokenRefusedPaths: readonly string[],
) {
  let document: OpenApiDocument | undefined;
  return async (c: Context) => {
    document ??= finishDocument(
      withCommandKeys(
        (await generateSpecs(api, {
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
        })) as OpenApiDocument,
        commands,
      ),
      authPaths(),
      tokenRefusedPaths,
    );
    return c.json(document);
  };
}

export const documentedOpenApiJson = documentedPublic({
  tags: ["reference"],
  summary: "This OpenAPI 3.1 document",
  responses: {
    200: {
      description: "The document (JSON)",
      content: { "application/json": { schema: { type: "object", additionalProperties: true } } },
    },
  },
});

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
