import type { DescribeRouteOptions } from "hono-openapi";
import { describeRoute, resolver } from "hono-openapi";
import type { z } from "zod";
import { errorAnswer, mergedAnswer } from "./security.ts";

type Responses = NonNullable<DescribeRouteOptions["responses"]>;

/** The answer to invalid input, on every route that validates (the generator's default too). */
export const VALIDATION_FAILED = errorAnswer("`validation_failed`: invalid input (`details`: `[{ field, message }]`)");
const errorResponses: Responses = {
  400: VALIDATION_FAILED,
  404: errorAnswer("`not_found`: no such item for this user (missing and other users' ids alike)"),
};

/**
 * A route's own refusals beyond invalid input and not found, by status: "`code`: when", several codes
 * of one status joined with "; ". They join the route's answers (400's beside `validation_failed`), so
 * a client knows, say, that making a note can be refused with `note_limit_reached`.
 */
export type Refusals = Partial<Record<400 | 403 | 409 | 410 | 429 | 503, string>>;

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
