import type { Context, Hono } from "hono";
import type { DescribeRouteOptions } from "hono-openapi";
import { describeRoute, generateSpecs, resolver } from "hono-openapi";
import type { z } from "zod";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX } from "../../shared/schemas/idempotency.ts";

type Responses = NonNullable<DescribeRouteOptions["responses"]>;

const errorResponses: Responses = {
  400: { description: "Invalid input: `{ error: { code: 'validation_failed', details: [{ field, message }] } }`" },
  401: { description: "No session" },
  404: { description: "No such item for this user (missing and other users' ids alike)" },
};

/** An OpenAPI description for a JSON route of Poriadok's API (collected into /api/openapi.json). */
export function documented(
  tag: string,
  summary: string,
  response?: { status?: 200 | 201; schema: z.ZodType; description: string },
  description?: string,
) {
  const ok: Responses = response
    ? {
        [response.status ?? 200]: {
          description: response.description,
          content: { "application/json": { schema: resolver(response.schema) } },
        },
      }
    : { 204: { description: "Done" } };
  return describeRoute({ tags: [tag], summary, description, responses: { ...ok, ...errorResponses } });
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
      401: errorResponses[401] ?? { description: "No session" },
      ...extra,
    },
  });
}

/** The routes that take an Idempotency-Key: the methods, under these paths (with /api) and their subpaths. */
export type CommandRoutes = { paths: readonly string[]; methods: readonly string[] };

/** GET /api/openapi.json: the OpenAPI 3.1 document of every described route, generated from the shared schemas. */
export function openApiDocument(api: Hono, version: string, commands: CommandRoutes) {
  let document: Awaited<ReturnType<typeof generateSpecs>> | undefined;
  return async (c: Context) => {
    document ??= withCommandKeys(
      await generateSpecs(api, {
        // Routes such as /export/tasks.ics are files the API makes, not static files to leave out.
        excludeStaticFile: false,
        documentation: {
          info: {
            title: "Poriadok API",
            version,
            description:
              "Poriadok's own API. Every route except health and public-config needs the session cookie set by Better Auth's /api/auth/sign-in/email (not described here). State-changing requests from browsers must come from the app's own origin.",
          },
          servers: [{ url: "/api" }],
        },
      }),
      commands,
    );
    return c.json(document);
  };
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
  409: {
    description:
      "`idempotency_key_in_flight`: the first request with this key is still being applied; " +
      "`idempotency_answer_lost`: it was applied, but its answer was not kept",
  },
  422: { description: "`idempotency_key_reused`: this key was already used for a different request" },
};

/** Adds the Idempotency-Key header and its answers to every write route that takes it (see app.ts). */
function withCommandKeys<Document extends { paths?: Record<string, Record<string, unknown>> }>(
  document: Document,
  commands: CommandRoutes,
): Document {
  const isCommandPath = (path: string) =>
    commands.paths.some((base) => `/api${path}` === base || `/api${path}`.startsWith(`${base}/`));
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    if (!isCommandPath(path)) continue;
    for (const method of commands.methods) {
      const operation = operations[method.toLowerCase()] as
        | { parameters?: unknown[]; responses?: Record<string, unknown> }
        | undefined;
      if (!operation) continue;
      operation.parameters = [...(operation.parameters ?? []), commandKeyParameter];
      operation.responses = { ...operation.responses, ...commandResponses };
    }
  }
  return document;
}
