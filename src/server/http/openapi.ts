import type { Hono } from "hono";
import type { DescribeRouteOptions } from "hono-openapi";
import { describeRoute, openAPIRouteHandler, resolver } from "hono-openapi";
import type { z } from "zod";

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

/** GET /api/openapi.json: the OpenAPI 3.1 document of every described route, generated from the shared schemas. */
export function openApiDocument(api: Hono, version: string) {
  return openAPIRouteHandler(api, {
    documentation: {
      info: {
        title: "Poriadok API",
        version,
        description:
          "Poriadok's own API. Every route except health and public-config needs the session cookie set by Better Auth's /api/auth/sign-in/email (not described here). State-changing requests from browsers must come from the app's own origin.",
      },
      servers: [{ url: "/api" }],
    },
  });
}
