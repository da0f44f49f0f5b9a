import type { Context } from "hono";
import { describeRoute } from "hono-openapi";

export const ICS_CONTENT_TYPE = "text/calendar; charset=utf-8";

/** An OpenAPI description for a route that answers an iCalendar file instead of JSON. */
export function documentedIcs(summary: string, description: string, extra: Parameters<typeof describeRoute>[0] = {}) {
  return describeRoute({
    tags: ["calendar"],
    summary,
    description,
    ...extra,
    responses: {
      200: {
        description: "An iCalendar (RFC 5545) file",
        content: { "text/calendar": { schema: { type: "string" } } },
      },
      ...extra.responses,
    },
  });
}

/** Sends `text` as an iCalendar answer with the given headers. */
export function icsAnswer(c: Context, text: string, headers: Record<string, string>) {
  return c.body(text, 200, { "Content-Type": ICS_CONTENT_TYPE, ...headers });
}
